import StringCatalog

/// One set of plural forms: a key's own (per device variation), or one substitution's.
struct PluralGroupID: Hashable {
    var device: String?
    var substitution: String?

    init(_ unit: TextUnit) {
        device = unit.device
        substitution = unit.substitution
    }
}

/// Which sample table: a locale and a placeholder's number of decimals.
struct SampleTableKey: Hashable {
    var locale: String
    var fractionDigits: Int?
}

/// A number a plural entry is rendered with: 0, 1, 2, 3, 5, 11, 12, 21, 22, 101, 1,000,000
/// and 1.5, shown as a placeholder of the argument's type would show it.
struct SampleNumber {
    /// The value in tenths, so that 1.5 is exact.
    var tenths: Int

    static let all: [SampleNumber] = [0, 1, 2, 3, 5, 11, 12, 21, 22, 101, 1_000_000].map { SampleNumber(tenths: $0 * 10) }
        + [SampleNumber(tenths: 15)]

    /// The number as shown with `fractionDigits` decimals (`nil`: a whole-number placeholder,
    /// which shows 1.5 rounded half to even, as 2).
    func displayed(fractionDigits: Int?) -> DisplayedNumber {
        var whole = tenths / 10
        let tenth = tenths % 10
        guard let digits = fractionDigits, digits > 0 else {
            if tenth > 5 || (tenth == 5 && whole % 2 == 1) { whole += 1 }
            return DisplayedNumber(text: whole.formatted(), decimal: String(whole))
        }
        let fraction = String(tenth) + String(repeating: "0", count: digits - 1)
        return DisplayedNumber(text: whole.formatted() + "." + fraction, decimal: String(whole) + "." + fraction)
    }
}

/// A set's units by plural category, held in place.
typealias UnitsByCategory = PluralForms<TextUnit>

/// The argument that chooses the form of each set of plural forms, in the order the sets
/// were met: a text has a set or two, so an array serves better than a dictionary.
struct PluralSelectors {
    /// The first set's selector, held in place (most texts have one set), then the others.
    private var first: (group: PluralGroupID, number: Int)?
    private var others: [(group: PluralGroupID, number: Int)] = []

    subscript(group: PluralGroupID) -> Int? {
        get {
            if let first, first.group == group { return first.number }
            for entry in others where entry.group == group { return entry.number }
            return nil
        }
        set {
            if let current = first, current.group == group {
                if let newValue {
                    first?.number = newValue
                } else if others.isEmpty {
                    first = nil
                } else {
                    first = others.removeFirst()
                }
            } else if let index = others.firstIndex(where: { $0.group == group }) {
                if let newValue { others[index].number = newValue } else { others.remove(at: index) }
            } else if let newValue {
                if first == nil { first = (group, newValue) } else { others.append((group, newValue)) }
            }
        }
    }

    /// The selector of the first set, in the order the sets were met, that `condition` holds
    /// for.
    func firstNumber(where condition: (PluralGroupID) -> Bool) -> Int? {
        if let first, condition(first.group) { return first.number }
        return others.first { condition($0.group) }?.number
    }
}

/// A sample set's key: a locale and how each argument shows its numbers, a byte per argument
/// (0: not a number; 1: a whole number; otherwise 2 plus the decimals shown).
struct SampleSetKey: Hashable {
    var locale: ObjectIdentifier
    var columns: UInt64
    var count: Int
}

/// The argument lists an entry is rendered with, and the categories each argument reaches.
struct RepresentativeSamples {
    var arguments: [[CatalogArgument]]
    /// For each argument (from 1, at index 0), the categories its sample numbers select, a
    /// bit per category by rank.
    var reached: [UInt8]

    /// Whether some sample number of argument `number` selects `category`.
    func reaches(_ category: PluralCategory, through number: Int) -> Bool {
        guard number >= 1, number <= reached.count else { return false }
        return reached[number - 1] & (1 << UInt8(category.rank)) != 0
    }
}

extension CatalogAudit {
    /// For each set of plural forms, the argument that chooses the form: a substitution's
    /// `argNum`, or for a key's own forms the first number its `other` form shows (the rule
    /// `LocalizedLine` renders by).
    ///
    /// Given the `source`, a set whose `other` shows no number (or that has no `other`) takes
    /// the number the source counts with, so that a translation cannot escape the plural
    /// checks by leaving the number out of every form. Without it such a set is left out.
    static func pluralSelectors(of text: LocaleText, source: LocaleText? = nil) -> PluralSelectors {
        var selectors = PluralSelectors()
        for unit in text.units where unit.pluralCategory == "other" {
            let group = PluralGroupID(unit)
            if let name = unit.substitution {
                if let number = text.substitution(named: name)?.argumentNumber { selectors[group] = number }
                continue
            }
            if let number = firstNumber(in: unit) { selectors[group] = number }
        }
        guard let source else { return selectors }
        let sourceSelectors = pluralSelectors(of: source)
        for unit in text.units where unit.pluralCategory != nil {
            let group = PluralGroupID(unit)
            guard selectors[group] == nil else { continue }
            if let name = unit.substitution {
                if let number = source.substitution(named: name)?.argumentNumber { selectors[group] = number }
            } else if let number = sourceSelectors[group]
                ?? sourceSelectors.firstNumber(where: { $0.substitution == nil })
                ?? source.units.first(where: { $0.pluralCategory == nil && $0.substitution == nil }).flatMap(firstNumber(in:))
            {
                selectors[group] = number
            }
        }
        return selectors
    }

    /// The argument of the first number placeholder of a unit.
    static func firstNumber(in unit: TextUnit) -> Int? {
        unit.firstNumberArgument
    }

    /// The forms each plural needs in the locale, forms it never uses, and forms that leave
    /// out a number their category shares with other numbers.
    ///
    /// - Parameter selectors: ``pluralSelectors(of:source:)`` of the text and the source.
    mutating func checkPlurals(
        of text: LocaleText, key: String, source: LocaleText? = nil, selectors: PluralSelectors
    ) {
        let hasForms = text.isPluralEntry
        let sourceHasForms = source?.isPluralEntry ?? false
        guard hasForms || sourceHasForms, let rules = pluralRules(for: text.locale) else { return }
        let needed = rules.categories
        let language = languageName(text.locale)
        // Each set's forms by category, the last unit of a category kept.
        var groups: [(group: PluralGroupID, forms: UnitsByCategory)] = []
        for unit in text.units {
            guard let category = unit.category else { continue }
            let group = PluralGroupID(unit)
            if let index = groups.firstIndex(where: { $0.group == group }) {
                groups[index].forms[category] = unit
            } else {
                var forms = UnitsByCategory()
                forms[category] = unit
                groups.append((group, forms))
            }
        }

        if groups.isEmpty {
            checkPluralsMissingEntirely(in: text, key: key, source: source, needed: needed, language: language)
            return
        }
        // The categories' sample numbers are only needed for a finding's message.
        var knownFacts: [PluralCategory: CategoryFacts]?
        func facts(_ category: PluralCategory) -> CategoryFacts? {
            if knownFacts == nil { knownFacts = context(text.locale).categoryFacts }
            return knownFacts?[category]
        }
        for (group, forms) in groups {
            func form(_ category: PluralCategory) -> TextUnit? { forms[category] }
            let present = forms.present
            let anchor = form(.other) ?? present.map(\.1).min { $0.offset < $1.offset }!
            for category in needed where form(category) == nil {
                let categoryFacts = facts(category)
                if categoryFacts?.isForLargeNumbersOnly == true {
                    report(
                        .missingLargeNumberCategory,
                        "\(language) uses '\(category.rawValue)' for 1,000,000 and other large round numbers; without it 'other' is used; add the form if the number can be that large",
                        offset: anchor.offset, key: key, locale: text.locale, pluralCategory: category.rawValue,
                        substitution: group.substitution)
                } else {
                    let examples = categoryFacts?.examplesText ?? ""
                    let fix = category == .other ? "'other' is always required; add it" : "add it"
                    report(
                        .missingPluralCategory,
                        "\(language) needs the '\(category.rawValue)' form, used for \(examples); without it those numbers use the wrong form; \(fix)",
                        offset: anchor.offset, key: key, locale: text.locale, pluralCategory: category.rawValue,
                        substitution: group.substitution)
                }
            }
            for (category, unit) in present where !needed.contains(category) && category != .zero {
                let used = needed.map { "'\($0.rawValue)'" }
                let list = used.count == 1 ? "its only form is \(used[0])" : "its forms are " + Self.list(used)
                report(
                    .unusedPluralCategory,
                    "\(language) never uses '\(category.rawValue)' (\(list)), so this form is never shown; remove it",
                    offset: unit.offset, key: key, locale: text.locale, unit: unit)
            }
            guard let selector = selectors[group] else { continue }
            for (category, unit) in present {
                guard unit.template != nil, unit.suspectSpecifierMessage == nil else { continue }
                guard unit.arguments[selector] == nil else { continue }
                // Apple uses a `zero` form for exactly 0 in languages whose rules have no zero.
                if category == .zero, !needed.contains(.zero) { continue }
                // Every needed category has facts; only those are checked.
                guard needed.contains(category), !coversSingleNumber(category, locale: text.locale, rules: rules),
                    let categoryFacts = facts(category)
                else { continue }
                let placeholder = form(.other)?.arguments[selector]?.text ?? "the number"
                report(
                    .numberDropped,
                    "\(language) uses '\(category.rawValue)' for \(categoryFacts.examplesText), but this form leaves out the number, so it reads the same for all of them; put '\(placeholder)' in the form",
                    offset: unit.offset, key: key, locale: text.locale, unit: unit)
            }
        }
    }

    /// A translation with one form where the source varies by plural, in a language that
    /// needs more than one.
    private mutating func checkPluralsMissingEntirely(
        in text: LocaleText, key: String, source: LocaleText?, needed: [PluralCategory], language: String
    ) {
        guard let source, source.units.contains(where: { $0.pluralCategory != nil && $0.substitution == nil }),
            needed.count > 1, let unit = text.units.first(where: { $0.substitution == nil })
        else { return }
        let forms = Self.list(needed.map { "'\($0.rawValue)'" })
        report(
            .missingPluralCategory,
            "the source varies by plural, but this value has a single form; \(language) needs \(forms); vary it by plural",
            offset: unit.offset, key: key, locale: text.locale, unit: unit)
    }

    /// The line of a text, prepared from the templates its units already hold.
    static func line(of text: LocaleText, key: String, localization: Localization) throws(LineError) -> LocalizedLine {
        try LocalizedLine(key: key, locale: text.locale, localization: localization) {
            stringUnit, allowsSubstitutionArgument throws(FormatTemplateError) in
            // Each value was parsed when the text was taken apart; its unit is found by where
            // the value is written.
            for unit in text.units
            where unit.offset == stringUnit.valueOffset && unit.isSubstitutionForm == allowsSubstitutionArgument {
                if let template = unit.template { return template }
                if let error = unit.templateError { throw error }
            }
            return try FormatTemplate(parsing: stringUnit.value, allowsSubstitutionArgument: allowsSubstitutionArgument)
        }
    }

    /// Renders an entry with plural forms or substitutions with every sample number, and
    /// reports a failure or a needed form that no sample reaches.
    ///
    /// - Parameter ownSelectors: ``pluralSelectors(of:source:)`` of the text alone, when
    ///   already worked out.
    mutating func renderPluralEntry(
        _ text: LocaleText, key: String, sourceArguments: ArgumentList, ownSelectors: PluralSelectors?
    ) {
        guard let localization = text.localization, text.isPluralEntry || !text.substitutions.isEmpty,
            Self.isRenderable(text), let rules = pluralRules(for: text.locale)
        else { return }
        let line: LocalizedLine
        do {
            line = try Self.line(of: text, key: key, localization: localization)
        } catch {
            report(.renderFailed, "the entry cannot be prepared for rendering: \(error.message)", offset: localization.offset, key: key, locale: text.locale)
            return
        }
        let uses = argumentUses(of: text, line: line, sourceArguments: sourceArguments)
        let samples = representativeSamples(uses, locale: text.locale, rules: rules)
        for sample in samples.arguments {
            do {
                try line.validate(sample, rules: rules)
            } catch {
                let numbers = sample.compactMap { argument -> String? in
                    if case .number(let number) = argument { return number.text }
                    return nil
                }
                let with = numbers.isEmpty ? "" : " with the number \(numbers[0])"
                report(.renderFailed, "rendering\(with) fails: \(error.message)", offset: localization.offset, key: key, locale: text.locale)
                return
            }
        }
        let selectors = ownSelectors ?? Self.pluralSelectors(of: text)
        var reportedGroups: [PluralGroupID] = []
        for unit in text.units {
            guard let name = unit.pluralCategory, let category = unit.category, category != .other,
                rules.categories.contains(category)
            else { continue }
            let group = PluralGroupID(unit)
            let selector = selectors[group] ?? 1
            guard !samples.reaches(category, through: selector), !reportedGroups.contains(group) else { continue }
            reportedGroups.append(group)
            let use = uses[selector]
            let message: String
            if let use, let digits = use.fractionDigits, digits > 0 {
                message = "'\(use.text)' always shows decimals (1 as '\(SampleNumber(tenths: 10).displayed(fractionDigits: digits).text)'), and \(languageName(text.locale)) never uses '\(name)' for a number shown with decimals, so this form is never used; remove it, or show the number without decimals"
            } else if let use, use.kinds.includesNumber {
                message = "no sample number selects '\(name)' through argument \(selector) ('\(use.text)'); check that the forms are chosen by the counted number"
            } else {
                let what = use.map { "'\($0.text)', which is text" } ?? "which the value does not use"
                message = "the forms are chosen by argument \(selector) (\(what)), so '\(name)' is never used; count with a number placeholder such as '%lld'"
            }
            report(.unreachableForm, message, offset: unit.offset, key: key, locale: text.locale, unit: unit)
        }
    }

    /// Whether the structural checks left the text whole enough to render: every value
    /// parses, every plural category is known, every token has its substitution. (What is
    /// wrong otherwise is reported by those checks, not again as a rendering failure.)
    static func isRenderable(_ text: LocaleText) -> Bool {
        text.units.allSatisfy { unit in
            guard unit.template != nil else { return false }
            if unit.pluralCategory != nil, unit.category == nil { return false }
            return unit.substitutionNames.allSatisfy { text.substitution(named: $0) != nil }
        }
    }

    /// Every argument the entry may be given: the source's, this text's and what the line
    /// itself expects.
    func argumentUses(of text: LocaleText, line: LocalizedLine, sourceArguments: ArgumentList) -> ArgumentList {
        var uses = sourceArguments
        for use in text.arguments {
            uses.addIfAbsent(use)
        }
        // The line's conversions and substitutions take no argument beyond those of the
        // text's units and substitutions; when all of those are known, it is not asked.
        let lineMayAdd =
            text.units.contains { !uses.takesAll(through: $0.highestArgumentNumber) }
            || text.substitutions.contains { uses[$0.argumentNumber ?? 1] == nil }
        if lineMayAdd {
            for (number, kinds) in line.argumentKinds where uses[number] == nil {
                uses.add(ArgumentUse(number: number, kinds: ValueKinds(kinds), text: "argument \(number)", fractionDigits: nil))
            }
        }
        // Plural forms that show no number at all (a unit that agrees with a number said
        // before it: "steps a day") are still chosen by the first argument, a number.
        if text.isPluralEntry, uses.isEmpty {
            uses.add(ArgumentUse(number: 1, kinds: .integer, text: "the number the forms are chosen by", fractionDigits: nil))
        }
        return uses
    }

    /// The argument lists to render a line with, and the categories each argument reaches
    /// over all sample numbers. Samples that choose the same categories for every argument
    /// render through the same forms, so only one of them (the one with the widest numbers,
    /// for measuring length) is kept.
    ///
    /// The sets depend only on the locale and on how each argument shows its numbers, so each
    /// is worked out once.
    mutating func representativeSamples(_ uses: ArgumentList, locale: String, rules: PluralRules) -> RepresentativeSamples {
        let count = uses.highestNumber ?? 0
        // How each argument shows its numbers: `nil`, not a number; -1, a whole number;
        // otherwise the decimals shown. Packed a byte each into the key, when they fit.
        func column(_ number: Int) -> Int? {
            guard let use = uses[number], use.kinds.includesNumber else { return nil }
            return use.kinds.contains(.floatingPoint) ? use.fractionDigits ?? 6 : -1
        }
        var key: SampleSetKey?
        if count <= 8 {
            var packed: UInt64 = 0
            var fits = true
            for number in stride(from: 1, through: count, by: 1) {
                let code = column(number).map { $0 + 2 } ?? 0
                fits = fits && code < 256
                packed |= UInt64(code & 0xFF) << (8 * UInt64(number - 1))
            }
            if fits { key = SampleSetKey(locale: ObjectIdentifier(context(locale)), columns: packed, count: count) }
        }
        if let key, let known = representativeSampleSets[key] { return known }
        let columns: [Int?] = count == 0 ? [] : (1...count).map(column)
        let tables = columns.map { column in
            column.map { sampleTable(locale: locale, fractionDigits: $0 < 0 ? nil : $0, rules: rules) }
        }
        let text = CatalogArgument.text(options.limits.sampleTextArgument)
        var reached = [UInt8](repeating: 0, count: tables.count)
        var chosen: [[PluralCategory]: [CatalogArgument]] = [:]
        var order: [[PluralCategory]] = []
        for index in SampleNumber.all.indices {
            let arguments = tables.map { table in table.map { .number($0[index].number) } ?? text }
            let categories = tables.map { $0?[index].category ?? .other }
            for (position, category) in categories.enumerated() {
                reached[position] |= 1 << UInt8(category.rank)
            }
            if let existing = chosen[categories] {
                if Self.width(of: arguments) > Self.width(of: existing) { chosen[categories] = arguments }
            } else {
                chosen[categories] = arguments
                order.append(categories)
            }
        }
        let samples = RepresentativeSamples(arguments: order.compactMap { chosen[$0] }, reached: reached)
        if let key { representativeSampleSets[key] = samples }
        return samples
    }

    /// The sample numbers as a placeholder with `fractionDigits` decimals shows them, and
    /// their categories in the locale, worked out once per locale and precision.
    mutating func sampleTable(
        locale: String, fractionDigits: Int?, rules: PluralRules
    ) -> [(number: DisplayedNumber, category: PluralCategory)] {
        let key = SampleTableKey(locale: locale, fractionDigits: fractionDigits)
        if let known = sampleTables[key] { return known }
        let table = SampleNumber.all.map { sample in
            let number = sample.displayed(fractionDigits: fractionDigits)
            return (number, rules.category(forDecimal: number.decimal))
        }
        sampleTables[key] = table
        return table
    }

    static func width(of arguments: [CatalogArgument]) -> Int {
        arguments.reduce(0) { $0 + $1.displayText.utf8.count }
    }

    /// "'one', 'few' and 'other'".
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
