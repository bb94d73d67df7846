/// One key's localization in one locale, analysed once: every value parsed, every substitution
/// resolved to its argument, the arguments each value takes, and the argument that chooses
/// each set of plural forms.
///
/// This is the one model of a localization: ``LocalizedLine`` renders it, and the copy check's
/// rules read it. Each value is parsed once, when the analysis is made.
///
/// ```swift
/// let analysis = AnalyzedLocalization(key: "likes", locale: "en", localization: value)
/// analysis.substitutions[0].argument        // 2 for "%@ liked %#@count@"
/// analysis.pluralSets[0].selector           // 2
/// ```
///
/// Placeholders take their arguments as Apple's platforms give them:
/// - a numbered one (`%2$@`) its number;
/// - a plain one (`%@`, `%lld`) the next in order, counting plain placeholders and tokens;
///   inside a substitution's form, the substitution's own argument (as `%arg` does);
/// - a token (`%#@count@`) its substitution's `argNum`, or without one the next in order that
///   no numbered placeholder of the value takes.
///
/// A key's own plural forms are chosen by the first number their `other` form shows (another
/// form's when `other` shows none); when no form shows a number, by the number the source text
/// counts with (given as `reference`), else by the first argument.
package final class AnalyzedLocalization: Sendable {
    /// The key.
    package let key: String
    /// The locale.
    package let locale: String
    /// The localization analysed; `nil` when the key itself stands for the source text.
    package let localization: Localization?
    /// How its values are read.
    package let reading: ValueReading
    /// Every value: the string unit, device and plural forms (device forms by name, plural
    /// forms in CLDR order, unknown names after), then each substitution's forms.
    package let units: [TextUnit]
    /// The substitutions, in file order, resolved.
    package let substitutions: [ResolvedSubstitution]
    /// The sets of plural forms: the key's own, then the substitutions'.
    package let pluralSets: [PluralSet]
    /// The arguments all values take together.
    package let arguments: ArgumentList
    /// What keeps the localization from being rendered, in the order a renderer meets it.
    package let problems: [AnalysisProblem]

    /// The shape of the values, for rendering.
    let root: ValueNode

    /// Analyses a localization.
    ///
    /// - Parameters:
    ///   - reading: how the values are read; format strings unless the key is known to be
    ///     shown without arguments.
    ///   - reference: the source language's analysis of the same key, for a translation: it
    ///     gives the number a key's plural forms count with when none of this text's forms
    ///     shows one.
    package init(
        key: String, locale: String, localization: Localization, reading: ValueReading = .formatString,
        reference: AnalyzedLocalization? = nil
    ) {
        self.key = key
        self.locale = locale
        self.localization = localization
        self.reading = reading
        var builder = Builder(localization: localization, reading: reading)
        builder.build(reference: reference)
        units = builder.units
        substitutions = builder.substitutions
        pluralSets = builder.pluralSets
        problems = builder.problems
        root = builder.root
        var arguments = ArgumentList()
        for unit in units { arguments.merge(unit.arguments) }
        self.arguments = arguments
    }

    /// The key itself as the source text, as Xcode uses it when the source language has no
    /// value of its own: one unit at the key's offset.
    package init(keyStandingIn key: String, offset: Int, locale: String, reading: ValueReading = .formatString) {
        self.key = key
        self.locale = locale
        self.localization = nil
        self.reading = reading
        let parsed = ParsedValue(key, reading: reading, allowsSubstitutionArgument: false)
        // A key standing for the text has no substitutions; a token in it has nothing to count.
        let placeholders = Builder.placeholders(of: parsed.parts, substitutions: [], ownArgument: nil, ownUse: nil)
        let unit = TextUnit(
            value: key, state: nil, offset: offset, device: nil, formName: nil, category: nil, substitution: nil,
            parsed: parsed,
            placeholders: placeholders, pluralSet: nil)
        units = [unit]
        substitutions = []
        pluralSets = []
        problems = parsed.error.map { [AnalysisProblem(kind: .unparsableValue, message: $0.description)] } ?? []
        root = .unit(0)
        arguments = unit.arguments
    }

    /// Whether the localization has plural forms of its own or substitutions.
    package var isPluralEntry: Bool {
        !pluralSets.isEmpty || !substitutions.isEmpty
    }

    /// Whether the localization shows text: a unit that is not blank.
    package var hasText: Bool {
        units.contains { !$0.isBlank }
    }

    /// The substitution named `name` (the last of that name, as a dictionary keyed by name
    /// keeps).
    package func substitution(named name: String) -> ResolvedSubstitution? {
        substitutions.last { $0.name == name }
    }

    /// The plural set a unit of this localization is a form of.
    package func pluralSet(of unit: TextUnit) -> PluralSet? {
        unit.pluralSetIndex.flatMap { pluralSets.indices.contains($0) ? pluralSets[$0] : nil }
    }

    /// The set of this text (the source) that corresponds to `set` of another text of the same
    /// key: a substitution's by the argument it counts with (a translation may rename it), then
    /// by name; a key's own by device, then any of the key's own.
    package func pluralSet(matching set: PluralSet, in other: AnalyzedLocalization) -> PluralSet? {
        if let name = set.id.substitution {
            let argument = other.substitution(named: name)?.argument
            if let argument, let match = substitutions.first(where: { $0.argument == argument && $0.pluralSet != nil })
            {
                return match.pluralSet.map { pluralSets[$0] }
            }
            return substitution(named: name)?.pluralSet.map { pluralSets[$0] }
        }
        let own = pluralSets.filter { $0.id.substitution == nil }
        return own.first { $0.id.device == set.id.device } ?? own.first
    }

    /// The unit of this text (the source) that a unit of another text translates: the same
    /// form of the matching set (or its `other` form), else the same device's plain value,
    /// else the first plain value.
    package func counterpart(of unit: TextUnit, in other: AnalyzedLocalization) -> TextUnit? {
        // The common case, a plain value translating a plain value, without searching.
        if units.count == 1, unit.substitution == nil, units[0].substitution == nil {
            return units[0]
        }
        if let name = unit.substitution {
            // A substitution's form: the matching substitution's same form, or its other.
            guard let otherSet = other.pluralSet(of: unit), let set = pluralSet(matching: otherSet, in: other) else {
                let argument = other.substitution(named: name)?.argument
                let match = substitutions.first { $0.argument == argument && argument != nil }?.name ?? name
                return units.first { $0.substitution == match }
            }
            return Self.form(unit.category, in: set, units: units)
        }
        if unit.formName != nil, let otherSet = other.pluralSet(of: unit),
            let set = pluralSet(matching: otherSet, in: other)
        {
            return Self.form(unit.category, in: set, units: units)
        }
        let main = units.lazy.filter { $0.substitution == nil }
        return main.first { $0.device == unit.device && $0.formName == nil }
            ?? main.first { $0.device == unit.device && $0.category == .other }
            ?? main.first { $0.formName == nil }
            ?? main.first { $0.category == .other }
            ?? main.first
    }

    private static func form(_ category: PluralCategory?, in set: PluralSet, units: [TextUnit]) -> TextUnit? {
        if let category, let index = set.forms[category] { return units[index] }
        return set.forms[.other].map { units[$0] }
    }
}

extension AnalyzedLocalization {
    /// Builds the analysis in the order a renderer meets things: the key's own values, then
    /// each substitution's forms.
    fileprivate struct Builder {
        let localization: Localization
        let reading: ValueReading
        var units: [TextUnit] = []
        var substitutions: [ResolvedSubstitution] = []
        var pluralSets: [PluralSet] = []
        var problems: [AnalysisProblem] = []
        var root: ValueNode = .empty

        /// A value of the key's own text, parsed before the substitutions are resolved.
        struct PendingUnit {
            var value: String
            var state: String?
            var valueOffset: Int
            var device: String?
            var formName: String?
            var category: PluralCategory?
            var parsed: ParsedValue
            /// The plural set it is a form of, as an index into the pending sets.
            var set: Int?
        }

        /// A set of the key's own plural forms: each category's first unit, as an index into
        /// the pending units.
        struct PendingSet {
            var device: String?
            var forms = PluralForms<Int>()
            var unknownForms: [Int] = []
        }

        var pending: [PendingUnit] = []
        var pendingSets: [PendingSet] = []

        init(localization: Localization, reading: ValueReading) {
            self.localization = localization
            self.reading = reading
        }

        mutating func build(reference: AnalyzedLocalization?) {
            // The key's own values first: their tokens' places resolve the substitutions.
            root = collect(localization, device: nil, form: nil, set: nil)
            if case .empty = root {
                problems.append(AnalysisProblem(kind: .noValue, message: "there is no value"))
            }
            substitutions = localization.substitutions.map { substitution in
                ResolvedSubstitution(
                    name: substitution.name, offset: substitution.offset, declaredArgument: substitution.argumentNumber,
                    argument: substitution.argumentNumber, formatSpecifier: substitution.formatSpecifier,
                    specifier: substitution.formatSpecifier.flatMap(Self.declaredSpecifier), isUsed: false,
                    pluralSet: nil)
            }
            for index in pending.indices where !substitutions.isEmpty {
                for (name, place) in Self.tokenPlaces(in: pending[index].parsed.parts) {
                    for index in substitutions.indices where substitutions[index].name == name {
                        substitutions[index].isUsed = true
                        if substitutions[index].argument == nil { substitutions[index].argument = place }
                    }
                }
            }
            let placeholders = pending.indices.map {
                Self.placeholders(
                    of: pending[$0].parsed.parts, substitutions: substitutions, ownArgument: nil, ownUse: nil)
            }
            // The key's own sets, chosen by the numbers their forms show.
            for pendingSet in pendingSets {
                pluralSets.append(ownSet(pendingSet, placeholders: placeholders, reference: reference))
            }
            units.reserveCapacity(pending.count)
            for index in pending.indices {
                units.append(
                    TextUnit(
                        value: pending[index].value, state: pending[index].state, offset: pending[index].valueOffset,
                        device: pending[index].device, formName: pending[index].formName,
                        category: pending[index].category,
                        substitution: nil, parsed: pending[index].parsed, placeholders: placeholders[index],
                        pluralSet: pending[index].set))
            }
            for index in substitutions.indices {
                addForms(ofSubstitution: index, declared: localization.substitutions[index])
            }
            // Tokens without their substitution, in the order the values use them.
            var missing: [String] = []
            for unit in units where unit.substitution == nil {
                for name in unit.substitutionNames
                where !substitutions.contains(where: { $0.name == name }) && !missing.contains(name) {
                    missing.append(name)
                }
            }
            for name in missing {
                problems.append(
                    AnalysisProblem(
                        kind: .missingSubstitution, message: "'%#@\(name)@' has no substitution named '\(name)'"))
            }
        }

        /// Collects the key's own values under `localization` into the pending units, and
        /// returns their shape. `form` is the plural form they are in and `set` its set.
        mutating func collect(
            _ localization: Localization, device: String?, form: (String, PluralCategory?)?, set: Int?
        ) -> ValueNode {
            var shape: ValueNode = .empty
            if let unit = localization.stringUnit {
                let parsed = ParsedValue(unit.value, reading: reading, allowsSubstitutionArgument: false)
                if let error = parsed.error {
                    problems.append(AnalysisProblem(kind: .unparsableValue, message: error.description))
                }
                pending.append(
                    PendingUnit(
                        value: unit.value, state: unit.state, valueOffset: unit.valueOffset, device: device,
                        formName: form?.0,
                        category: form?.1, parsed: parsed, set: set))
                shape = .unit(pending.count - 1)
                if let set, let form {
                    if let category = form.1 {
                        if pendingSets[set].forms[category] == nil {
                            pendingSets[set].forms[category] = pending.count - 1
                        }
                    } else {
                        pendingSets[set].unknownForms.append(pending.count - 1)
                    }
                }
            }
            if let forms = localization.variations?.device, !forms.isEmpty {
                var nodes: [(name: String, node: ValueNode)] = []
                for (name, variation) in forms.sorted(by: { $0.key < $1.key }) {
                    nodes.append((name, collect(variation, device: name, form: form, set: set)))
                }
                shape = .device(nodes)
            }
            if let plural = localization.variations?.plural, !plural.isEmpty {
                let setIndex = pendingSets.count
                pendingSets.append(PendingSet(device: device))
                var nodes = PluralForms<ValueNode>()
                for (name, category, variation) in Self.orderedForms(plural) {
                    let node = collect(variation, device: device, form: (name, category), set: setIndex)
                    if let category {
                        nodes[category] = node
                    } else {
                        problems.append(
                            AnalysisProblem(
                                kind: .unknownCategory,
                                message: "'\(name)' is not a plural category (zero, one, two, few, many, other)"))
                    }
                }
                if nodes[.other] == nil {
                    problems.append(
                        AnalysisProblem(kind: .missingOtherForm, message: "the plural variations have no 'other' form"))
                }
                shape = .plural(set: setIndex, forms: nodes)
            }
            return shape
        }

        /// A set of the key's own forms, with the argument that chooses among them.
        func ownSet(
            _ pendingSet: PendingSet, placeholders: [[Placeholder]], reference: AnalyzedLocalization?
        ) -> PluralSet {
            func firstNumber(_ index: Int?) -> (Int, Placeholder)? {
                guard let index else { return nil }
                for placeholder in placeholders[index] where placeholder.kinds.includesNumber {
                    if let argument = placeholder.argument { return (argument, placeholder) }
                }
                return nil
            }
            var selector = 1
            var origin = SelectorOrigin.firstArgument
            var use: ArgumentUse?
            let id = PluralSetID(device: pendingSet.device, substitution: nil)
            let formIndexes = pendingSet.forms.present.map(\.1)
            if let (number, _) = firstNumber(pendingSet.forms[.other]) ?? formIndexes.lazy.compactMap(firstNumber).first
            {
                selector = number
                origin = .ownNumber
            } else if let reference, let number = Self.referenceSelector(for: id, in: reference) {
                selector = number
                origin = .source
            }
            // How this text shows the selecting argument, or else how the source does.
            for index in formIndexes {
                for placeholder in placeholders[index] where placeholder.argument == selector {
                    if var known = use {
                        known.kinds.formUnion(placeholder.kinds)
                        known.fractionDigits = known.fractionDigits ?? placeholder.fractionDigits
                        use = known
                    } else {
                        use = ArgumentUse(
                            number: selector, kinds: placeholder.kinds, text: placeholder.text,
                            fractionDigits: placeholder.fractionDigits)
                    }
                }
            }
            if use == nil, let reference { use = reference.arguments[selector] }
            return PluralSet(
                id: id, forms: pendingSet.forms, unknownForms: pendingSet.unknownForms, selector: selector,
                selectorOrigin: origin, selectorUse: use)
        }

        /// The number the source counts with, for a set of a translation whose forms show
        /// none: the source's matching set's selector, or the first number of its plain value.
        static func referenceSelector(for id: PluralSetID, in reference: AnalyzedLocalization) -> Int? {
            let own = reference.pluralSets.filter { $0.id.substitution == nil && $0.selectorOrigin != .firstArgument }
            if let set = own.first(where: { $0.id.device == id.device }) ?? own.first { return set.selector }
            return reference.units.first { $0.substitution == nil && $0.formName == nil }?.firstNumberArgument
        }

        /// The forms of the substitution at `index`, their set and their problems.
        mutating func addForms(ofSubstitution index: Int, declared: Substitution) {
            let substitution = substitutions[index]
            let name = substitution.name
            let setIndex = pluralSets.count
            substitutions[index].pluralSet = setIndex
            let argument = substitution.argument
            let use = argument.map {
                ArgumentUse(
                    number: $0, kinds: substitution.kinds, text: "%#@\(name)@",
                    fractionDigits: substitution.specifier?.fractionDigits)
            }
            var set = PluralSet(
                id: PluralSetID(device: nil, substitution: name), forms: PluralForms(), unknownForms: [],
                selector: argument ?? 1, selectorOrigin: argument == nil ? .firstArgument : .substitution,
                selectorUse: use)
            for (formName, category, form) in Self.orderedForms(declared.variations?.plural ?? [:]) {
                guard let unit = form.stringUnit else {
                    problems.append(
                        AnalysisProblem(
                            kind: .formWithoutValue,
                            message: "substitution '\(name)': the '\(formName)' form has no value"))
                    continue
                }
                if category == nil {
                    problems.append(
                        AnalysisProblem(
                            kind: .unknownCategory,
                            message: "substitution '\(name)': '\(formName)' is not a plural category"))
                }
                let parsed = ParsedValue(unit.value, reading: reading, allowsSubstitutionArgument: true)
                if let error = parsed.error {
                    problems.append(
                        AnalysisProblem(
                            kind: .unparsableValue,
                            message: "substitution '\(name)', form '\(formName)': \(error.description)"))
                }
                let placeholders = Self.placeholders(
                    of: parsed.parts, substitutions: substitutions, ownArgument: argument, ownUse: use)
                // Substitutions do not nest: a form naming a substitution (itself or another)
                // could only repeat forever.
                for placeholder in placeholders {
                    guard case .token(let inner) = placeholder.role else { continue }
                    problems.append(
                        AnalysisProblem(
                            kind: .nestedSubstitution,
                            message:
                                "substitution '\(name)', form '\(formName)': a substitution's form cannot contain another substitution ('%#@\(inner)@')"
                        ))
                    break
                }
                units.append(
                    TextUnit(
                        value: unit.value, state: unit.state, offset: unit.valueOffset, device: nil, formName: formName,
                        category: category, substitution: name, parsed: parsed, placeholders: placeholders,
                        pluralSet: setIndex))
                if let category {
                    if set.forms[category] == nil { set.forms[category] = units.count - 1 }
                } else {
                    set.unknownForms.append(units.count - 1)
                }
            }
            if set.forms[.other] == nil {
                problems.append(
                    AnalysisProblem(kind: .missingOtherForm, message: "substitution '\(name)' has no 'other' form"))
            }
            pluralSets.append(set)
        }

        /// Plural forms in CLDR order, names that are no category after them by name.
        static func orderedForms(_ forms: [String: Localization]) -> [(String, PluralCategory?, Localization)] {
            var ranked = forms.map { ($0.key, PluralCategory.named($0.key), $0.value) }
            ranked.sort { lhs, rhs in
                let (left, right) = (lhs.1?.rank ?? 6, rhs.1?.rank ?? 6)
                return left != right ? left < right : lhs.0 < rhs.0
            }
            return ranked
        }

        /// The specifier a substitution declares (`lld` becomes `%lld`).
        static func declaredSpecifier(_ text: String) -> FormatSpecifier? {
            (try? FormatTemplate(parsing: "%" + text))?.specifiers.first
        }

        /// The place of each token of a value among its placeholders: the next argument in
        /// order that no numbered placeholder of the value takes.
        static func tokenPlaces(in parts: [(segment: FormatSegment, bytes: Range<Int>)]?) -> [(String, Int)] {
            guard let parts, parts.contains(where: { if case .substitution = $0.segment { true } else { false } })
            else {
                return []
            }
            var places: [(String, Int)] = []
            for placeholder in placeholders(of: parts, substitutions: [], ownArgument: nil, ownUse: nil) {
                if case .token(let name) = placeholder.role, let place = placeholder.argument {
                    places.append((name, place))
                }
            }
            return places
        }

        /// The placeholders of a value with the arguments they take. A token whose
        /// substitution is not in `substitutions` takes its place; with `substitutions` empty,
        /// every token does (which is how places are found).
        ///
        /// - Parameters:
        ///   - ownArgument: in a substitution's form, the substitution's argument, which `%arg`
        ///     and plain conversions show.
        ///   - ownUse: the kinds and decimals of the substitution's argument, for `%arg`.
        static func placeholders(
            of parts: [(segment: FormatSegment, bytes: Range<Int>)]?, substitutions: [ResolvedSubstitution],
            ownArgument: Int?,
            ownUse: ArgumentUse?
        ) -> [Placeholder] {
            guard let parts, !parts.isEmpty else { return [] }
            var placeholders: [Placeholder] = []
            placeholders.reserveCapacity(parts.count)
            var claimed: [Int] = []
            for part in parts {
                switch part.segment {
                case .specifier(let specifier):
                    if let position = specifier.position { claimed.append(position) }
                case .substitution(_, let position?):
                    claimed.append(position)
                default:
                    break
                }
            }
            var next = 1
            for (segment, bytes) in parts {
                switch segment {
                case .literal:
                    continue
                case .specifier(let specifier):
                    let argument: Int
                    if let position = specifier.position {
                        argument = position
                    } else if let ownArgument {
                        argument = ownArgument
                    } else {
                        argument = next
                        next += 1
                    }
                    placeholders.append(
                        Placeholder(
                            role: .conversion(specifier), argument: argument, kinds: ValueKinds(specifier.valueKind),
                            fractionDigits: specifier.fractionDigits, text: specifier.text, bytes: bytes))
                case .substitution(let name, let position):
                    // A numbered token (`%2$#@count@`, as Xcode exports catalogs) counts with
                    // its number; a plain one takes the next argument no numbered one takes.
                    let place: Int
                    if let position {
                        place = position
                    } else {
                        while claimed.contains(next) { next += 1 }
                        place = next
                        next += 1
                    }
                    let declared = substitutions.last { $0.name == name }
                    let argument = substitutions.isEmpty ? place : declared.map { $0.argument ?? place }
                    placeholders.append(
                        Placeholder(
                            role: .token(name), argument: argument, kinds: declared?.kinds ?? .integer,
                            fractionDigits: declared?.specifier?.fractionDigits,
                            text: position.map { "%\($0)$#@\(name)@" } ?? "%#@\(name)@", bytes: bytes))
                case .substitutionArgument:
                    placeholders.append(
                        Placeholder(
                            role: .substitutionArgument, argument: ownArgument, kinds: ownUse?.kinds ?? .integer,
                            fractionDigits: ownUse?.fractionDigits, text: "%arg", bytes: bytes))
                }
            }
            return placeholders
        }
    }
}
