extension AnalyzedLocalization {
    /// Why this localization cannot stand in for `line`, a line whose text the caller renders
    /// with the arguments `line` takes: each problem for a person, in the order met. An app
    /// that lets its users replace built-in copy holds each replacement to the line it replaces:
    ///
    /// - it renders (every value parses, every token has its substitution);
    /// - no value or form is longer than ``longestReplacement`` characters;
    /// - it has no control character (NUL and the other C0 and C1 controls) and no direction
    ///   embedding or override (LRE, RLE, LRO, RLO, PDF), which would reach a terminal or a
    ///   speech engine as they are (isolates and direction marks are allowed: right-to-left
    ///   text needs them);
    /// - it does not mix numbered and plain placeholders;
    /// - it takes no argument the line is not given, and no number where the line gives text;
    /// - each of its values shows every argument `line` shows, except that a plural form may
    ///   leave out the number that chooses it when its category is that one number alone
    ///   (`coverage` decides; without it, never).
    ///
    /// ```swift
    /// let replacement = AnalyzedLocalization(key: "range.readout", locale: "en", localization: value)
    /// replacement.problems(replacing: builtIn, coverage: english)
    /// // ["the value leaves out argument 1 ('%1$@') and argument 2 ('%2$@'), which the line shows"]
    /// ```
    package func problems(replacing line: AnalyzedLocalization, coverage: PluralCoverage?) -> [String] {
        var found = self.problems.map(\.message)
        for unit in units where unit.value.count > Self.longestReplacement {
            found.append(
                "\(describe(unit)) is \(unit.value.count) characters long, more than the \(Self.longestReplacement) a line may have; shorten it"
            )
        }
        for unit in units {
            if let control = unit.value.unicodeScalars.first(where: Self.isRefusedControl) {
                let hex = String(control.value, radix: 16, uppercase: true)
                found.append(
                    "\(describe(unit)) holds the control character U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex), which must not reach a terminal or a speech engine; remove it"
                )
            }
            if unit.mixesPositionalAndSequential {
                found.append(
                    "\(describe(unit)) mixes numbered and plain placeholders (\(unit.specifiers.map(\.text).joined(separator: ", "))); number them all (%1$@, %2$@)"
                )
            }
        }
        // A value that does not parse (a lone '%') shows no argument that can be counted: what
        // it leaves out is not known, and is not said.
        guard self.problems.isEmpty else { return found }
        let given = line.arguments
        let count = given.highestNumber ?? 0
        for use in arguments {
            guard let expected = given[use.number] else {
                let takes = count == 0 ? "no arguments" : count == 1 ? "1 argument" : "\(count) arguments"
                found.append("'\(use.text)' uses argument \(use.number), but this line is given \(takes)")
                continue
            }
            if use.kinds.includesNumber, !expected.kinds.includesNumber {
                found.append("argument \(use.number) is text; write it as %\(use.number)$@, not as '\(use.text)'")
            }
        }
        for unit in units {
            var shown = Set(unit.arguments.map(\.number))
            // A token shows its substitution's argument through the substitution's forms.
            for name in unit.substitutionNames {
                if let argument = substitution(named: name)?.argument { shown.insert(argument) }
            }
            var missing = given.filter { !shown.contains($0.number) }
            let ownArgument = unit.substitution.flatMap { substitution(named: $0)?.argument }
            if let set = pluralSet(of: unit), let category = unit.category,
                mayLeaveOutNumber(category, of: set, coverage: coverage)
            {
                missing.removeAll { $0.number == set.selector }
            }
            if unit.isSubstitutionForm {
                // A substitution's form shows its own argument, or leaves it out; the other
                // arguments are the value's around the token.
                missing.removeAll { $0.number != ownArgument }
            }
            guard !missing.isEmpty else { continue }
            let names = missing.map { "argument \($0.number) ('\($0.text)')" }
            let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
            found.append(
                "\(describe(unit)) leaves out \(list), which the line shows; put \(missing.count == 1 ? "it" : "them") back"
            )
        }
        return found
    }

    /// The most characters a replacement's value (or one of its forms) may have: 1,000. The
    /// longest built-in line has 150; a line of a megabyte would reach a terminal, and a speech
    /// engine, as it is.
    package static let longestReplacement = 1_000

    /// Whether a plural form may leave out the number that chooses it: its category is that
    /// one number alone, as `coverage` shows numbers (a `zero` form is 0 alone).
    private func mayLeaveOutNumber(_ category: PluralCategory, of set: PluralSet, coverage: PluralCoverage?) -> Bool {
        guard let coverage else { return false }
        if category == .zero, !coverage.rules.categories.contains(.zero) { return true }
        let display = set.selectorDisplay
        return display != .text
            && coverage.coversSingleNumber(category, with: display, hasZeroForm: set.forms[.zero] != nil)
    }

    /// "the value", "the 'one' form", "the 'one' form of substitution 'count'".
    private func describe(_ unit: TextUnit) -> String {
        var text = unit.formName.map { "the '\($0)' form" } ?? "the value"
        if let device = unit.device { text += " for \(device)" }
        if let substitution = unit.substitution { text += " of substitution '\(substitution)'" }
        return text
    }

    /// A control character a replacement may not hold: C0 and C1 controls (NUL, line breaks,
    /// escape), DEL, and the embeddings and overrides that reorder what follows them.
    static func isRefusedControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E: true
        default: false
        }
    }
}
