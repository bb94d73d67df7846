import JSONSyntax
import StringCatalog

/// One value of a localization: a plain string unit, one plural or device form, or one form of
/// a substitution, with its parsed format string and the arguments it takes.
///
/// A unit is immutable and passed around by reference: every check reads the same units
/// many times, and a reference avoids copying its strings and tables at each step.
final class TextUnit {
    let value: String
    let state: String?
    /// Where the value is written (the entry's key when the key stands for the source text).
    let offset: Int
    let device: String?
    let pluralCategory: String?
    let substitution: String?
    /// The parsed value; `nil` when it is not a valid format string (``templateError`` says why).
    let template: FormatTemplate?
    let templateError: FormatTemplateError?
    /// The template's conversions, in order.
    let specifiers: [FormatSpecifier]
    /// The arguments the value takes, by number from 1.
    let arguments: [Int: ArgumentUse]

    /// Parses `value`; `substitutions` are the localization's, for the arguments that tokens
    /// and `%arg` stand for.
    init(
        value: String, state: String?, offset: Int, device: String? = nil, pluralCategory: String? = nil,
        substitution: String? = nil, substitutions: [String: Substitution]
    ) {
        self.value = value
        self.state = state
        self.offset = offset
        self.device = device
        self.pluralCategory = pluralCategory
        self.substitution = substitution
        var template: FormatTemplate?
        var templateError: FormatTemplateError?
        if !value.utf8.contains(UInt8(ascii: "%")), var literal = Self.emptyTemplate {
            // Most values have no placeholder at all; they need no parsing.
            literal.segments = value.isEmpty ? [] : [.literal(value)]
            template = literal
        } else {
            do {
                template = try FormatTemplate(parsing: value, allowsSubstitutionArgument: substitution != nil)
            } catch {
                templateError = error
            }
        }
        self.template = template
        self.templateError = templateError
        self.specifiers = template?.specifiers ?? []
        self.arguments = template.map {
            Self.arguments(of: $0, substitution: substitution, substitutions: substitutions)
        } ?? [:]
    }

    var isSubstitutionForm: Bool { substitution != nil }

    private static let emptyTemplate = try? FormatTemplate(parsing: "")

    /// The arguments a template takes. In a substitution's form, a placeholder without a
    /// position and `%arg` both stand for the substitution's own argument.
    private static func arguments(
        of template: FormatTemplate, substitution: String?, substitutions: [String: Substitution]
    ) -> [Int: ArgumentUse] {
        var uses: [Int: ArgumentUse] = [:]
        func add(_ number: Int, _ kind: FormatSpecifier.ValueKind?, _ text: String, _ specifier: FormatSpecifier?) {
            let digits = specifier.flatMap(CatalogAudit.fractionDigits(of:))
            if var use = uses[number] {
                if let kind { use.kinds.insert(kind) }
                use.fractionDigits = use.fractionDigits ?? digits
                uses[number] = use
            } else {
                uses[number] = ArgumentUse(kinds: kind.map { [$0] } ?? [], text: text, fractionDigits: digits)
            }
        }
        let ownArgument = substitution.flatMap { substitutions[$0]?.argumentNumber }
        var sequential = 1
        for segment in template.segments {
            switch segment {
            case .literal:
                break
            case .specifier(let specifier):
                let number: Int
                if let position = specifier.position {
                    number = position
                } else if let ownArgument {
                    number = ownArgument
                } else {
                    number = sequential
                    sequential += 1
                }
                add(number, specifier.valueKind, specifier.text, specifier)
            case .substitutionArgument:
                if let ownArgument, let substitution {
                    let specifier = CatalogAudit.declaredSpecifier(of: substitutions[substitution])
                    add(ownArgument, specifier?.valueKind ?? .integer, "%arg", specifier)
                }
            case .substitution(let name):
                if let declared = substitutions[name], let number = declared.argumentNumber {
                    let specifier = CatalogAudit.declaredSpecifier(of: declared)
                    add(number, specifier?.valueKind ?? .integer, "%#@\(name)@", specifier)
                }
            }
        }
        return uses
    }
}

/// A key's text in one locale, taken apart into units.
struct LocaleText {
    var locale: String
    /// `nil` when the key itself stands for the source text.
    var localization: Localization?
    var units: [TextUnit]
    var substitutions: [String: Substitution]
    /// The arguments all units take together.
    var arguments: [Int: ArgumentUse]

    /// Whether the text has plural variations or substitutions, the entries rendered with
    /// sample numbers.
    var isPluralEntry: Bool {
        units.contains { $0.pluralCategory != nil }
    }
}

/// How an argument is used in a text: the kinds of value its placeholders take, and the first
/// placeholder that takes it, for messages.
struct ArgumentUse {
    var kinds: Set<FormatSpecifier.ValueKind>
    var text: String
    /// The precision of a decimal placeholder (`%.1f` has 1), for sample numbers.
    var fractionDigits: Int?
}

/// A plural category's sample numbers in one locale.
struct CategoryFacts {
    var integerExamples: [Int]
    var decimalExamples: [String]

    /// Whether the category is used only for numbers beyond the samples (French `many`, a
    /// million and up).
    var isForLargeNumbersOnly: Bool { integerExamples.isEmpty && decimalExamples.isEmpty }

    /// "2, 3, 4, 22…" for messages.
    var examplesText: String {
        let shown = integerExamples.prefix(4).map { $0.formatted() } + decimalExamples.prefix(integerExamples.isEmpty ? 2 : 0)
        guard !shown.isEmpty else { return "1,000,000 and other large round numbers" }
        return shown.joined(separator: ", ") + (integerExamples.count > 4 || decimalExamples.count > 2 ? "…" : "")
    }
}

extension Int {
    /// The number with thousands separated by commas, for messages.
    func formatted() -> String {
        let digits = String(self.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (self < 0 ? "-" : "") + grouped
    }
}

/// The working state of checking one catalog: the findings so far, the plural rules opened,
/// and the per-locale counts.
struct CatalogAudit {
    let catalog: StringCatalog
    let options: CheckOptions
    /// The locales checked, in report order: the source language first when it is checked.
    let targets: [String]

    private(set) var findings: [Finding] = []
    /// The number of errors recorded so far, to tell whether a step found any.
    private(set) var errorCount = 0
    var contexts: [String: LocaleContext] = [:]
    var categoryFacts: [String: [PluralCategory: CategoryFacts]] = [:]
    var singleNumberCategories: [String: Bool] = [:]
    var sampleTables: [SampleTableKey: [(number: DisplayedNumber, category: PluralCategory)]] = [:]
    var counts: [String: LocaleSummary] = [:]

    init(catalog: StringCatalog, options: CheckOptions) {
        self.catalog = catalog
        self.options = options
        targets = Self.targets(of: catalog, options: options)
        for locale in targets {
            counts[locale] = LocaleSummary(locale: locale, total: 0, translated: 0, missing: 0, needingReview: 0)
        }
    }

    var sourceLanguage: String { catalog.sourceLanguage }

    /// The locales to check: those asked for, or every locale in the catalog.
    static func targets(of catalog: StringCatalog, options: CheckOptions) -> [String] {
        guard let locales = options.locales else { return catalog.locales }
        var seen = Set<String>()
        return locales.filter { seen.insert($0).inserted }
    }

    // MARK: Reporting

    /// Records a finding at a byte offset of the file.
    mutating func report(
        _ check: CheckID, _ message: String, offset: Int, key: String? = nil, locale: String? = nil,
        unit: TextUnit? = nil, pluralCategory: String? = nil, substitution: String? = nil
    ) {
        let finding = Finding(
            check: check, path: catalog.path, location: catalog.location(ofOffset: offset), key: key, locale: locale,
            pluralCategory: pluralCategory ?? unit?.pluralCategory, substitution: substitution ?? unit?.substitution,
            device: unit?.device, message: message)
        if finding.severity == .error { errorCount += 1 }
        findings.append(finding)
    }

    // MARK: The run

    /// What a run over some entries found.
    struct Result: Sendable {
        var findings: [Finding]
        var counts: [String: LocaleSummary]
    }

    /// Runs the document-wide checks (when `includesDocument`) and every entry check over
    /// `entries`.
    mutating func run(entries: Range<Int>, includesDocument: Bool) -> Result {
        if includesDocument { checkDocumentStructure() }
        for index in entries {
            checkEntry(catalog.entries[index])
        }
        return Result(findings: findings, counts: counts)
    }

    /// The findings in file order (stable for findings at the same place).
    static func sorted(_ findings: [Finding]) -> [Finding] {
        findings.enumerated().sorted { lhs, rhs in
            let left = lhs.element.location
            let right = rhs.element.location
            if let left, let right, left != right {
                return (left.line, left.column) < (right.line, right.column)
            }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// The per-locale summaries of several runs added up, in the order of `targets`.
    static func summaries(of targets: [String], adding results: [Result]) -> [LocaleSummary] {
        targets.map { locale in
            var total = LocaleSummary(locale: locale, total: 0, translated: 0, missing: 0, needingReview: 0)
            for result in results {
                guard let part = result.counts[locale] else { continue }
                total.total += part.total
                total.translated += part.translated
                total.missing += part.missing
                total.needingReview += part.needingReview
            }
            return total
        }
    }

    private mutating func checkEntry(_ entry: CatalogEntry) {
        var texts: [String: LocaleText] = [:]
        for locale in entry.localizationOrder {
            guard let localization = entry.localizations[locale] else { continue }
            let text = Self.analyze(locale: locale, localization: localization)
            checkStructure(of: text, key: entry.key)
            texts[locale] = text
        }
        checkSubstitutionConsistency(entry: entry, texts: texts)
        if checkExtractionState(of: entry) == "stale" { return }

        let spoken = options.isSpoken(key: entry.key, comment: entry.comment)
        let source: LocaleText
        if let text = texts[sourceLanguage], !text.units.isEmpty {
            source = text
        } else {
            source = Self.keyStandIn(for: entry, locale: sourceLanguage)
        }
        let sourceArguments = source.arguments
        // An entry whose source text is empty (the key "" with no value) has nothing to
        // translate.
        let hasText = !source.units.allSatisfy { Self.isBlank($0.value) }

        for locale in targets {
            if locale == sourceLanguage {
                checkSourceText(source, entry: entry, arguments: sourceArguments, spoken: spoken, counts: hasText)
                continue
            }
            guard entry.shouldTranslate, hasText else { continue }
            guard let text = texts[locale], !text.units.isEmpty else {
                reportMissing(entry: entry, locale: locale)
                continue
            }
            checkTranslation(text, source: source, sourceArguments: sourceArguments, entry: entry, spoken: spoken)
        }
    }

    private mutating func checkSourceText(
        _ source: LocaleText, entry: CatalogEntry, arguments: [Int: ArgumentUse], spoken: Bool, counts: Bool
    ) {
        let errorsBefore = errorCount
        if entry.shouldTranslate, counts {
            // Xcode writes a value extracted from code in the source language as `new`; that
            // is its normal state there, so only `needs_review` is reported for the source.
            let isReviewed = checkReviewStates(of: source, key: entry.key, reportsNew: false)
            tally(source.locale, isReviewed ? .translated : .needingReview)
        }
        for unit in source.units {
            checkPlaceholderSyntax(of: unit, key: entry.key, locale: source.locale)
            checkBidirectionalControls(in: unit, key: entry.key, locale: source.locale)
        }
        checkPlurals(of: source, key: entry.key)
        if errorCount == errorsBefore {
            renderPluralEntry(source, key: entry.key, sourceArguments: arguments)
        }
        if spoken {
            checkSpeech(in: source, key: entry.key)
            checkAnnouncementLength(of: source, key: entry.key, sourceArguments: arguments)
        }
    }

    private mutating func checkTranslation(
        _ text: LocaleText, source: LocaleText, sourceArguments: [Int: ArgumentUse], entry: CatalogEntry, spoken: Bool
    ) {
        let errorsBefore = errorCount
        let isComplete = checkEmptyValues(of: text, source: source, key: entry.key)
        let isReviewed = checkReviewStates(of: text, key: entry.key)
        tally(text.locale, isComplete ? (isReviewed ? .translated : .needingReview) : .missing)
        for unit in text.units {
            checkPlaceholderSyntax(of: unit, key: entry.key, locale: text.locale)
            checkBidirectionalControls(in: unit, key: entry.key, locale: text.locale)
        }
        comparePlaceholders(of: text, with: source, sourceArguments: sourceArguments, key: entry.key)
        checkPlurals(of: text, key: entry.key, source: source)
        if errorCount == errorsBefore {
            renderPluralEntry(text, key: entry.key, sourceArguments: sourceArguments)
        }
        checkExpansion(of: text, source: source, key: entry.key)
        if spoken {
            checkSpeech(in: text, key: entry.key)
            checkAnnouncementLength(of: text, key: entry.key, sourceArguments: sourceArguments)
        }
    }

    // MARK: Counting

    enum Progress { case translated, needingReview, missing }

    mutating func tally(_ locale: String, _ progress: Progress) {
        guard var summary = counts[locale] else { return }
        summary.total += 1
        switch progress {
        case .translated: summary.translated += 1
        case .needingReview: summary.needingReview += 1
        case .missing: summary.missing += 1
        }
        counts[locale] = summary
    }

    // MARK: Taking text apart

    /// The units of a localization: its string unit, its device and plural forms (nested), and
    /// its substitutions' forms, each parsed as a format string.
    static func analyze(locale: String, localization: Localization) -> LocaleText {
        var substitutions: [String: Substitution] = [:]
        for substitution in localization.substitutions {
            substitutions[substitution.name] = substitution
        }
        var units: [TextUnit] = []
        collect(localization, device: nil, category: nil, substitution: nil, substitutions: substitutions, into: &units)
        for substitution in localization.substitutions {
            for (name, form) in orderedForms(substitution.variations?.plural) {
                collect(
                    form, device: nil, category: name, substitution: substitution.name, substitutions: substitutions,
                    into: &units)
            }
        }
        return LocaleText(
            locale: locale, localization: localization, units: units, substitutions: substitutions,
            arguments: merged(units.map(\.arguments)))
    }

    /// The key itself as the source text, as Xcode uses it when the source language has no
    /// value of its own.
    static func keyStandIn(for entry: CatalogEntry, locale: String) -> LocaleText {
        let unit = TextUnit(value: entry.key, state: nil, offset: entry.offset, substitutions: [:])
        return LocaleText(locale: locale, localization: nil, units: [unit], substitutions: [:], arguments: unit.arguments)
    }

    private static func collect(
        _ localization: Localization, device: String?, category: String?, substitution: String?,
        substitutions: [String: Substitution], into units: inout [TextUnit]
    ) {
        if let stringUnit = localization.stringUnit {
            units.append(
                TextUnit(
                    value: stringUnit.value, state: stringUnit.state, offset: stringUnit.valueOffset, device: device,
                    pluralCategory: category, substitution: substitution, substitutions: substitutions))
        }
        if let forms = localization.variations?.device {
            for (name, form) in forms.sorted(by: { $0.key < $1.key }) {
                collect(
                    form, device: name, category: category, substitution: substitution, substitutions: substitutions,
                    into: &units)
            }
        }
        for (name, form) in orderedForms(localization.variations?.plural) {
            collect(
                form, device: device, category: name, substitution: substitution, substitutions: substitutions,
                into: &units)
        }
    }

    /// Plural forms in CLDR order, unknown names after them.
    static func orderedForms(_ forms: [String: Localization]?) -> [(String, Localization)] {
        guard let forms else { return [] }
        return forms.sorted { lhs, rhs in
            switch (PluralCategory(rawValue: lhs.key), PluralCategory(rawValue: rhs.key)) {
            case (let left?, let right?): left < right
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): lhs.key < rhs.key
            }
        }
    }

    // MARK: Arguments

    /// Several units' arguments together, by number from 1.
    static func merged(_ argumentSets: [[Int: ArgumentUse]]) -> [Int: ArgumentUse] {
        var merged: [Int: ArgumentUse] = [:]
        for arguments in argumentSets {
            for (number, use) in arguments {
                if var existing = merged[number] {
                    existing.kinds.formUnion(use.kinds)
                    existing.fractionDigits = existing.fractionDigits ?? use.fractionDigits
                    merged[number] = existing
                } else {
                    merged[number] = use
                }
            }
        }
        return merged
    }

    /// The specifier a substitution declares (`lld` becomes `%lld`).
    static func declaredSpecifier(of substitution: Substitution?) -> FormatSpecifier? {
        guard let text = substitution?.formatSpecifier else { return nil }
        return (try? FormatTemplate(parsing: "%" + text))?.specifiers.first
    }

    static func fractionDigits(of specifier: FormatSpecifier) -> Int? {
        guard specifier.valueKind == .floatingPoint else { return nil }
        guard let precision = specifier.precision else { return 6 }
        return Int(precision) ?? 1
    }

    /// The unit of `source` that `unit` translates: the same form if the source has it, else
    /// the source's `other` form, else its plain value.
    static func counterpart(of unit: TextUnit, in source: LocaleText) -> TextUnit? {
        // The common case, a plain value translating a plain value, without searching.
        if source.units.count == 1, unit.substitution == nil, source.units[0].substitution == nil {
            return source.units[0]
        }
        let candidates = source.units.filter { $0.substitution == unit.substitution }
        if candidates.isEmpty { return nil }
        return candidates.first { $0.device == unit.device && $0.pluralCategory == unit.pluralCategory }
            ?? candidates.first { $0.device == unit.device && $0.pluralCategory == "other" }
            ?? candidates.first { $0.device == unit.device && $0.pluralCategory == nil }
            ?? candidates.first { $0.pluralCategory == unit.pluralCategory }
            ?? candidates.first { $0.pluralCategory == "other" || $0.pluralCategory == nil }
            ?? candidates.first
    }

    // MARK: Locale facts

    /// What the checks need to know about a locale, worked out once.
    mutating func context(_ locale: String) -> LocaleContext {
        if let known = contexts[locale] { return known }
        let context = LocaleContext(
            rules: try? PluralRules(locale: locale), isRightToLeft: LocaleDirection.isRightToLeft(locale),
            name: LocaleDirection.displayName(of: locale), vocabulary: SpeechVocabulary.forLocale(locale))
        contexts[locale] = context
        return context
    }

    /// The plural rules of a locale, opened once.
    mutating func pluralRules(for locale: String) -> PluralRules? {
        context(locale).rules
    }

    /// A language's name for messages: "Polish (pl)".
    mutating func languageName(_ locale: String) -> String {
        context(locale).name
    }

    /// Sample numbers of each category of a locale, computed once.
    mutating func facts(for locale: String, rules: PluralRules) -> [PluralCategory: CategoryFacts] {
        if let known = categoryFacts[locale] { return known }
        var facts: [PluralCategory: CategoryFacts] = [:]
        for category in rules.categories {
            facts[category] = CategoryFacts(integerExamples: [], decimalExamples: [])
        }
        for integer in 0...1_000 {
            let category = rules.category(for: integer)
            if facts[category]?.integerExamples.count ?? 99 < 8 { facts[category]?.integerExamples.append(integer) }
        }
        for tenths in 0...100 {
            let decimal = "\(tenths / 10).\(tenths % 10)"
            let category = rules.category(forDecimal: decimal)
            if facts[category]?.decimalExamples.count ?? 99 < 4 { facts[category]?.decimalExamples.append(decimal) }
        }
        categoryFacts[locale] = facts
        return facts
    }

    /// Whether a category of a locale covers exactly one number (`PluralRules`' test), asked
    /// only when a form leaves its number out, and remembered.
    mutating func coversSingleNumber(_ category: PluralCategory, locale: String, rules: PluralRules) -> Bool {
        let key = "\(locale) \(category.rawValue)"
        if let known = singleNumberCategories[key] { return known }
        let answer = rules.coversSingleNumber(category)
        singleNumberCategories[key] = answer
        return answer
    }
}

/// What the checks need to know about one locale.
struct LocaleContext {
    var rules: PluralRules?
    var isRightToLeft: Bool
    var name: String
    var vocabulary: SpeechVocabulary
}
