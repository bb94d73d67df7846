import JSONSyntax
import StringCatalog

extension CatalogAudit {
    /// The extraction states Xcode writes.
    static let knownExtractionStates: Set<String> = ["manual", "extracted_with_value", "migrated", "stale"]

    /// Problems the reader met, as findings.
    mutating func report(_ problems: [CatalogProblem]) {
        for problem in problems {
            let check: CheckID
            switch problem.kind {
            case .unknownField: check = .unknownField
            case .wrongType: check = .wrongType
            // The reader's only missing field outside an entry is the source language.
            case .missingField: check = problem.key == nil ? .missingSourceLanguage : .missingField
            case .duplicateKey: check = .duplicateKey
            case .unknownState: check = .unknownState
            }
            report(check, problem.message, offset: problem.offset, key: problem.key, locale: problem.locale)
        }
    }

    /// Where in the catalog an object sits, to name the key and locale of a repeated member:
    /// the key and locale nodes, decoded only for a finding.
    private enum Context {
        case root, strings
        case entry(JSONTape.Node)
        case localizations(JSONTape.Node)
        case localization(JSONTape.Node, JSONTape.Node)
    }

    /// Every object of the document, in document order, straight down the tape: where an
    /// object sits is worked out only for one that repeats a key.
    mutating func checkRepeatedKeys(in document: CatalogDocument) {
        let tape = document.tape
        var keys: [JSONTape.Node] = []
        for index in 0..<tape.nodeCount {
            let node = JSONTape.Node(index: index)
            guard tape.kind(of: node) == .object, tape.count(of: node) > 1 else { continue }
            let members = tape.members(of: node)
            if members.count <= 12 {
                // Small objects (a string unit, a locale's forms) are searched directly rather
                // than through a dictionary.
                keys.removeAll(keepingCapacity: true)
                for member in members {
                    // The same scalars, not merely equivalent: "café" composed and decomposed
                    // are two keys to JSON and to Xcode.
                    if let first = keys.first(where: {
                        tape.string($0, equals: member.key)
                            && tape.string($0).unicodeScalars.elementsEqual(tape.string(member.key).unicodeScalars)
                    }) {
                        reportRepeated(member.key, firstAt: first, in: node, tape: tape)
                    }
                    keys.append(member.key)
                }
            } else {
                // Keyed by the bytes: String's `==` takes "café" composed and decomposed as
                // one key, which JSON and Xcode keep apart.
                var firstNodes: [[UInt8]: JSONTape.Node] = [:]
                firstNodes.reserveCapacity(members.count)
                for member in members {
                    let key = Array(tape.string(member.key).utf8)
                    if let first = firstNodes[key] {
                        reportRepeated(member.key, firstAt: first, in: node, tape: tape)
                    } else {
                        firstNodes[key] = member.key
                    }
                }
            }
        }
    }

    /// Where an object sits, found by walking down from the root to it.
    private func context(of target: JSONTape.Node, tape: JSONTape) -> Context {
        var context = Context.root
        var node = tape.root
        descent: while node != target {
            func holdsTarget(_ child: JSONTape.Node) -> Bool {
                child <= target && target < tape.nodeAfter(child)
            }
            switch tape.kind(of: node) {
            case .object:
                for member in tape.members(of: node) where holdsTarget(member.value) {
                    context = child(of: context, member: member.key, tape: tape)
                    node = member.value
                    continue descent
                }
            case .array:
                for element in tape.elements(of: node) where holdsTarget(element) {
                    node = element
                    continue descent
                }
            default:
                break
            }
            break
        }
        return context
    }

    /// A control character in a value (C0 and C1 controls and DEL; tab, line feed and carriage
    /// return are text's own): it shows nothing, and would act on a terminal or a speech engine.
    mutating func checkControlCharacters(in unit: TextUnit, of text: TextUnderCheck) {
        // Every such control is an ASCII byte the value's facts note, or a C1 control (two
        // bytes from 0xC2): the scalars are read only for a value with one of those.
        if !unit.byteFacts.contains(.otherControl) {
            guard unit.byteFacts.contains(.nonASCII), unit.value.utf8.contains(0xC2) else { return }
        }
        guard let control = unit.value.unicodeScalars.first(where: Self.isControlInValue) else { return }
        report(
            .controlCharacter,
            "the value holds the control character \(ControlCharacters.escaped(String(Character(control)))), which "
                + "shows nothing and would act on a terminal or a speech engine; remove it",
            text, unit: unit)
    }

    /// Whether a scalar is a control a value must not hold.
    static func isControlInValue(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }

    private mutating func reportRepeated(
        _ key: JSONTape.Node, firstAt first: JSONTape.Node, in object: JSONTape.Node, tape: JSONTape
    ) {
        let name = tape.string(key)
        let (entryKey, locale) = names(key, in: context(of: object, tape: tape), tape: tape)
        // The line only: a minified catalog is one line, and its columns are not counted here.
        let line = tape.line(ofOffset: tape.offset(of: first))
        report(
            .duplicateKey,
            "\"\(name)\" is written twice in the same object (first on line \(line)); Xcode keeps only one of them, so merge the two",
            offset: tape.offset(of: key), key: entryKey, locale: locale)
    }

    private func names(_ member: JSONTape.Node, in context: Context, tape: JSONTape) -> (key: String?, locale: String?)
    {
        return switch context {
        case .root: (nil, nil)
        case .strings: (tape.string(member), nil)
        case .entry(let key): (tape.string(key), nil)
        case .localizations(let key): (tape.string(key), tape.string(member))
        case .localization(let key, let locale): (tape.string(key), tape.string(locale))
        }
    }

    private func child(of context: Context, member: JSONTape.Node, tape: JSONTape) -> Context {
        return switch context {
        case .root: tape.isString(member, equalTo: "strings") ? .strings : .root
        case .strings: .entry(member)
        case .entry(let key): tape.isString(member, equalTo: "localizations") ? .localizations(key) : .entry(key)
        case .localizations(let key): .localization(key, member)
        case .localization: context
        }
    }

    /// An entry's extraction state: unknown values are reported, stale keys are noted.
    mutating func checkExtractionState(of entry: CatalogEntry) -> String? {
        guard let state = entry.extractionState else { return nil }
        if state == "stale" {
            report(
                .stale, "the key is stale: Xcode no longer finds it in the code; remove the entry if it is not used",
                offset: entry.offset, key: entry.key)
        } else if !Self.knownExtractionStates.contains(state) {
            report(
                .unknownExtractionState,
                "\"extractionState\" is \"\(state)\", expected manual, extracted_with_value, migrated or stale",
                offset: entry.offset, key: entry.key)
        }
        return state
    }

    /// Unknown states, plural category names, and `%#@name@` tokens against the
    /// localization's substitutions.
    mutating func checkStructure(of text: AnalyzedLocalization) {
        let key = text.key
        for unit in text.units {
            if let state = unit.state, !Self.isKnownState(state) {
                report(
                    .unknownState, "\"state\" is \"\(state)\", expected new, translated, needs_review or stale",
                    offset: unit.offset, key: key, locale: text.locale, unit: unit)
            }
            if let name = unit.formName, unit.category == nil {
                report(
                    .unknownPluralCategory,
                    "\"\(name)\" is not a plural category; use zero, one, two, few, many or other",
                    offset: unit.offset, key: key, locale: text.locale, unit: unit)
            }
        }
        for unit in text.units where !unit.isSubstitutionForm {
            for name in unit.substitutionNames where text.substitution(named: name) == nil {
                // The token as written: `%2$#@count@` in an XLIFF export or a stringsdict.
                let token =
                    unit.placeholders.first {
                        if case .token(name) = $0.role { return true }
                        return false
                    }?.text ?? "%#@\(name)@"
                report(
                    .missingSubstitution,
                    "'\(token)' refers to a substitution \"\(name)\" that this language does not define; add it under \"substitutions\"",
                    offset: unit.offset, key: key, locale: text.locale, unit: unit)
            }
        }
        // A substitution whose token is in a value that failed to parse is still referenced;
        // only one that no value uses and whose token appears nowhere is reported.
        for substitution in text.substitutions where !substitution.isUsed {
            let token = "%#@\(substitution.name)@"
            guard !text.units.contains(where: { !$0.isSubstitutionForm && !$0.parses && $0.value.contains(token) })
            else { continue }
            report(
                .unusedSubstitution,
                "the substitution \"\(substitution.name)\" is defined but no '\(token)' uses it; put the token back in the value or remove the substitution",
                offset: substitution.offset, key: key, locale: text.locale, substitution: substitution.name)
        }
    }

    /// Whether `state` is one Xcode writes (new, translated, needs_review, stale), compared
    /// without hashing: this runs for every value.
    static func isKnownState(_ state: String) -> Bool {
        state == "translated" || state == "new" || state == "needs_review" || state == "stale"
    }

    /// Each substitution counts with the same argument, of the same specifier, in every
    /// locale. A translation's substitution is matched with the source's of the same name, or
    /// (a translation may rename it) the one counting with the same argument.
    mutating func checkSubstitutionConsistency(
        entry: CatalogEntry, texts: [AnalyzedLocalization], source: AnalyzedLocalization
    ) {
        // Most entries have no substitution in any language.
        guard texts.contains(where: { !$0.substitutions.isEmpty }) else { return }
        // The reference for each name: the source's, else the first locale (in file order)
        // that defines it.
        var reference: [String: (locale: String, substitution: ResolvedSubstitution)] = [:]
        for substitution in source.substitutions { reference[substitution.name] = (source.locale, substitution) }
        for text in texts where text !== source {
            for substitution in text.substitutions {
                let expected =
                    reference[substitution.name]
                    ?? source.substitutions.first {
                        $0.argument == substitution.argument && substitution.argument != nil
                    }
                    .map { (source.locale, $0) }
                guard let (referenceLocale, expectedSubstitution) = expected else {
                    reference[substitution.name] = (text.locale, substitution)
                    continue
                }
                var differences: [String] = []
                if let number = substitution.argument, let expectedNumber = expectedSubstitution.argument,
                    number != expectedNumber
                {
                    let here =
                        substitution.declaredArgument != nil
                        ? "\"argNum\" is \(number) here"
                        : "it counts with argument \(number) here (the place of its token)"
                    let there =
                        expectedSubstitution.declaredArgument != nil
                        ? "\(expectedNumber)" : "argument \(expectedNumber) (the place of its token)"
                    differences.append("\(here) but \(there) in \(referenceLocale)")
                }
                if let specifier = substitution.formatSpecifier,
                    let expectedSpecifier = expectedSubstitution.formatSpecifier,
                    specifier != expectedSpecifier
                {
                    differences.append(
                        "\"formatSpecifier\" is \"\(specifier)\" here but \"\(expectedSpecifier)\" in \(referenceLocale)"
                    )
                }
                guard !differences.isEmpty else { continue }
                report(
                    .substitutionMismatch,
                    differences.joined(separator: ", and ")
                        + "; a substitution must take the same argument of the same type in every language",
                    offset: substitution.offset, key: entry.key, locale: text.locale, substitution: substitution.name)
            }
        }
    }
}
