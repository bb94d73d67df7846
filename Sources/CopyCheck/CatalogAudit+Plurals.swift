import StringCatalog

extension CatalogAudit {
    /// The forms each set of plural forms needs in the locale, forms it never uses or never
    /// reaches, and forms that leave out a number their category shares with other numbers.
    ///
    /// What a set needs depends on how the number that chooses it is shown: a whole-number
    /// placeholder never reaches the categories only decimals reach (Czech `many`), so those
    /// are neither required nor reported as unreachable; a placeholder that always shows
    /// decimals (`%.1f`) never reaches English `one`.
    mutating func checkPlurals(of text: TextUnderCheck) {
        let analysis = text.text
        let sourceHasForms = text.source.pluralSets.contains { $0.id.substitution == nil }
        guard !analysis.pluralSets.isEmpty || (sourceHasForms && !text.isSource), let coverage = text.locale.coverage
        else { return }
        let languageCategories = coverage.rules.categories
        if !analysis.pluralSets.contains(where: { $0.id.substitution == nil }), sourceHasForms, !text.isSource {
            checkPluralsMissingEntirely(in: text, coverage: coverage)
        }
        for set in analysis.pluralSets {
            let present = set.forms.present
            guard let anchorIndex = set.forms[.other] ?? present.map(\.1).min() else { continue }
            let anchor = analysis.units[anchorIndex]
            let display = set.selectorDisplay
            let hasZeroForm = set.forms[.zero] != nil
            let needed = coverage.categories(for: display)
            let excused = excusedCategories(of: set, in: text, coverage: coverage)
            for category in languageCategories
            where set.forms[category] == nil && (needed.contains(category) || category == .other) {
                guard !excused.contains(category) else { continue }
                // Turkish "%lld dosya" is right for every number: one form showing the number.
                if category != .other, text.locale.keepsNounsAfterNumbers,
                    let other = set.forms[.other], analysis.units[other].arguments[set.selector] != nil,
                    !present.contains(where: { $0.0 != .other && $0.0 != .zero })
                {
                    continue
                }
                if category == .many, display == .wholeNumber, text.locale.takesOtherForManyInOlderCatalogs,
                    let other = set.forms[.other], Self.otherReadsAsMany(set, units: analysis.units)
                {
                    let examples = coverage.examplesText(of: .many, with: display)
                    report(
                        .otherStandsForMany,
                        "\(text.locale.name) uses 'many' for \(examples); without it they use 'other' ('\(analysis.units[other].value)'), which reads right for them because whole numbers never use 'other'; add a 'many' form with that text, as Xcode expects every form",
                        offset: anchor.offset, key: text.key, locale: text.localeCode,
                        pluralCategory: category.rawValue,
                        substitution: set.id.substitution)
                    continue
                }
                if display == .wholeNumber, coverage.isForLargeNumbersOnly(category) {
                    report(
                        .missingLargeNumberCategory,
                        "\(text.locale.name) uses '\(category.rawValue)' for 1,000,000 and other large round numbers; without it 'other' is used; add the form if the number can be that large",
                        offset: anchor.offset, key: text.key, locale: text.localeCode,
                        pluralCategory: category.rawValue,
                        substitution: set.id.substitution)
                } else {
                    let examples = coverage.examplesText(of: category, with: display == .text ? .wholeNumber : display)
                    let fix = category == .other ? "'other' is always required; add it" : "add it"
                    report(
                        .missingPluralCategory,
                        "\(text.locale.name) needs the '\(category.rawValue)' form, used for \(examples); without it those numbers use the wrong form; \(fix)",
                        offset: anchor.offset, key: text.key, locale: text.localeCode,
                        pluralCategory: category.rawValue,
                        substitution: set.id.substitution)
                }
            }
            for (category, index) in present where !languageCategories.contains(category) && category != .zero {
                let used = languageCategories.map { "'\($0.rawValue)'" }
                let list = used.count == 1 ? "its only form is \(used[0])" : "its forms are " + Self.list(used)
                report(
                    .unusedPluralCategory,
                    "\(text.locale.name) never uses '\(category.rawValue)' (\(list)), so this form is never shown; remove it",
                    text, unit: analysis.units[index])
            }
            checkUnreachableForms(of: set, in: text, coverage: coverage)
            // Forms that none shows a number in, where neither a substitution nor the source
            // names one, are words agreeing with a number said elsewhere ("steps" after "8,412").
            guard display != .text, set.selectorOrigin != .firstArgument else { continue }
            for (category, index) in present {
                let unit = analysis.units[index]
                guard !unit.isBlank, unit.parses, Self.suspectSpecifier(in: unit) == nil else { continue }
                guard unit.arguments[set.selector] == nil else { continue }
                // Apple uses a `zero` form for exactly 0 in languages whose rules have no zero.
                if category == .zero, !languageCategories.contains(.zero) { continue }
                guard languageCategories.contains(category), coverage.reaches(category, with: display),
                    !coverage.coversSingleNumber(category, with: display, hasZeroForm: hasZeroForm)
                else { continue }
                let placeholder =
                    set.forms[.other].flatMap { analysis.units[$0].arguments[set.selector]?.text }
                    ?? present.lazy.compactMap { analysis.units[$0.1].arguments[set.selector]?.text }.first
                    ?? set.selectorUse?.text ?? "the number"
                let examples = coverage.examplesText(of: category, with: display, hasZeroForm: hasZeroForm)
                report(
                    .numberDropped,
                    "\(text.locale.name) uses '\(category.rawValue)' for \(examples), but this form leaves out the number, so it reads the same for all of them; put '\(placeholder)' in the form",
                    text, unit: unit)
            }
        }
    }

    /// Whether a set's `other` form was written for the whole numbers of `many` (as older
    /// Russian and Ukrainian catalogs did, with `one`, `few` and `other`): it shows the number
    /// and is not the `one` or `few` form again, so "5 файлов" is not "5 файла".
    static func otherReadsAsMany(_ set: PluralSet, units: [TextUnit]) -> Bool {
        guard let other = set.forms[.other], units[other].arguments[set.selector] != nil else { return false }
        let otherText = units[other].literalText
        for category in [PluralCategory.one, .few] {
            if let index = set.forms[category], units[index].literalText == otherText { return false }
        }
        return true
    }

    /// The categories a set need not have because the source leaves them out on purpose: a
    /// source that has no `one` form where its language's `one` is the number 1 alone (the
    /// number is never 1 there) excuses a `one` that is also the number 1 alone. The source
    /// itself is excused the same way.
    private func excusedCategories(
        of set: PluralSet, in text: TextUnderCheck, coverage: PluralCoverage
    ) -> [PluralCategory] {
        let sourceSet = text.isSource ? set : text.source.pluralSet(matching: set, in: text.text)
        guard let sourceSet, sourceSet.forms[.one] == nil, !sourceSet.forms.present.isEmpty else { return [] }
        let display = set.selectorDisplay
        let sourceCoverage = text.isSource ? coverage : text.sourceLocale.coverage
        guard let sourceCoverage, sourceCoverage.rules.categories.contains(.one),
            sourceCoverage.coversSingleNumber(
                .one, with: sourceSet.selectorDisplay, hasZeroForm: sourceSet.forms[.zero] != nil),
            coverage.coversSingleNumber(.one, with: display, hasZeroForm: set.forms[.zero] != nil)
        else { return [] }
        return [.one]
    }

    /// Forms of the language's categories that the number's display never reaches: the forms
    /// are chosen by a text argument, or by a decimal placeholder that always shows decimals.
    /// Categories only decimals reach are not reported for a whole-number placeholder: such a
    /// form is harmless, and Xcode adds it.
    private mutating func checkUnreachableForms(of set: PluralSet, in text: TextUnderCheck, coverage: PluralCoverage) {
        let display = set.selectorDisplay
        let analysis = text.text
        for (category, index) in set.forms.present
        where category != .other && coverage.rules.categories.contains(category) {
            if coverage.reaches(category, with: display) { continue }
            if category == .zero, display == .wholeNumber { continue }
            if display == .wholeNumber, coverage.reaches(category, with: .decimal(fractionDigits: 1)) { continue }
            let unit = analysis.units[index]
            let name = category.rawValue
            let message: String
            switch display {
            case .decimal(let digits):
                let one = SampleNumber(tenths: 10).displayed(fractionDigits: digits).text
                let use = set.selectorUse?.text ?? "the number"
                message =
                    "'\(use)' always shows decimals (1 as '\(one)'), and \(text.locale.name) never uses '\(name)' for a number shown with decimals, so this form is never used; remove it, or show the number without decimals"
            case .text:
                let what = set.selectorUse.map { "'\($0.text)', which is text" } ?? "which the value does not use"
                message =
                    "the forms are chosen by argument \(set.selector) (\(what)), so '\(name)' is never used; count with a number placeholder such as '%lld'"
            case .wholeNumber:
                message =
                    "no whole number selects '\(name)' in \(text.locale.name), so this form is never used; remove it"
            }
            report(.unreachableForm, message, text, unit: unit)
            // One finding a set: the cause is the same for every form.
            return
        }
    }

    /// A translation with one form where the source varies by plural, in a language that
    /// needs more than one.
    private mutating func checkPluralsMissingEntirely(in text: TextUnderCheck, coverage: PluralCoverage) {
        guard let sourceSet = text.source.pluralSets.first(where: { $0.id.substitution == nil }),
            let unit = text.text.units.first(where: { $0.substitution == nil && !$0.isBlank })
        else { return }
        let needed = coverage.categories(for: sourceSet.selectorDisplay)
        guard needed.count > 1 else { return }
        // Turkish "%lld dosya" is right for every number: one form showing the number.
        if text.locale.keepsNounsAfterNumbers, unit.arguments[sourceSet.selector]?.kinds.includesNumber == true {
            return
        }
        let forms = Self.list(needed.map { "'\($0.rawValue)'" })
        report(
            .missingPluralCategory,
            "the source varies by plural, but this value has a single form; \(text.locale.name) needs \(forms); vary it by plural",
            text, unit: unit)
    }

    /// Renders an entry with plural forms or substitutions with every sample number, and
    /// reports a failure.
    mutating func renderPluralEntry(_ text: TextUnderCheck) {
        let analysis = text.text
        guard analysis.localization != nil, analysis.isPluralEntry, analysis.problems.isEmpty,
            let rules = text.locale.rules
        else { return }
        let line: LocalizedLine
        do {
            line = try LocalizedLine(analysis)
        } catch {
            report(
                .renderFailed, "the entry cannot be prepared for rendering: \(error.message)",
                offset: analysis.localization?.offset ?? 0, key: text.key, locale: text.localeCode)
            return
        }
        let uses = argumentUses(of: text)
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
                report(
                    .renderFailed, "rendering\(with) fails: \(error.message)",
                    offset: analysis.localization?.offset ?? 0, key: text.key, locale: text.localeCode)
                return
            }
        }
    }

    /// Every argument the entry may be given: the source's, then this text's.
    func argumentUses(of text: TextUnderCheck) -> ArgumentList {
        var uses = text.source.arguments
        for use in text.text.arguments {
            uses.addIfAbsent(use)
        }
        // Plural forms that show no number at all (a unit that agrees with a number said
        // before it: "steps a day") are still chosen by a number.
        for set in text.text.pluralSets where uses[set.selector] == nil {
            uses.add(
                ArgumentUse(
                    number: set.selector, kinds: .integer, text: "the number the forms are chosen by",
                    fractionDigits: nil))
        }
        return uses
    }

    /// The argument lists to render a line with. Samples that choose the same categories for
    /// every argument render through the same forms, so only one of them (the one with the
    /// widest numbers, for measuring length) is kept.
    ///
    /// The sets depend only on the locale and on how each argument shows its numbers, so each
    /// is worked out once.
    mutating func representativeSamples(
        _ uses: ArgumentList, locale: LocaleInfo, rules: PluralRules
    ) -> RepresentativeSamples {
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
            if fits { key = SampleSetKey(locale: ObjectIdentifier(locale), columns: packed, count: count) }
        }
        if let key, let known = representativeSampleSets[key] { return known }
        let columns: [Int?] = count == 0 ? [] : (1...count).map(column)
        let tables = columns.map { column in
            column.map { sampleTable(locale: locale.locale, fractionDigits: $0 < 0 ? nil : $0, rules: rules) }
        }
        let text = CatalogArgument.text(options.limits.sampleTextArgument)
        var chosen: [[PluralCategory]: [CatalogArgument]] = [:]
        var order: [[PluralCategory]] = []
        for index in SampleNumber.all.indices {
            let arguments = tables.map { table in table.map { .number($0[index].number) } ?? text }
            let categories = tables.map { $0?[index].category ?? .other }
            if let existing = chosen[categories] {
                if Self.width(of: arguments) > Self.width(of: existing) { chosen[categories] = arguments }
            } else {
                chosen[categories] = arguments
                order.append(categories)
            }
        }
        let samples = RepresentativeSamples(arguments: order.compactMap { chosen[$0] })
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
}
