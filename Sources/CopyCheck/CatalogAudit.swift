import JSONSyntax
import StringCatalog

/// One value of a localization: a plain string unit, one plural or device form, or one form of
/// a substitution, with its parsed format string and everything the checks ask of it.
///
/// A unit is parsed once, when its text is taken apart, and every check (and the rendering of
/// plural entries) reads the same parse: its conversions, argument numbers and the arguments
/// it takes are worked out here and not again. A unit is immutable apart from a count of its
/// characters made on first use, and passed around by reference: every check reads the same
/// units many times, and a reference avoids copying their strings and tables at each step.
final class TextUnit {
    let value: String
    let state: String?
    /// Where the value is written (the entry's key when the key stands for the source text).
    let offset: Int
    let device: String?
    let pluralCategory: String?
    /// ``pluralCategory`` as a category, `nil` when there is none or it is not a known name.
    let category: PluralCategory?
    let substitution: String?
    /// The parsed value; `nil` when it is not a valid format string (``templateError`` says why).
    let template: FormatTemplate?
    let templateError: FormatTemplateError?
    /// Whether the template has any conversion.
    let hasSpecifiers: Bool
    /// The argument of the first conversion that takes a number, if any.
    let firstNumberArgument: Int?
    /// The highest argument number a conversion takes by its position or its place
    /// (`FormatTemplate.argumentNumbers`), 0 without conversions.
    let highestArgumentNumber: Int
    /// The names of the template's `%#@name@` substitutions, in order.
    let substitutionNames: [String]
    /// Whether the conversions mix numbered and plain forms.
    let mixesPositionalAndSequential: Bool
    /// Why a valid conversion is almost certainly a mistake, for the first such conversion.
    let suspectSpecifierMessage: String?
    /// The arguments the value takes, by number from 1.
    let arguments: ArgumentList
    /// Whether the value is empty or only whitespace.
    let isBlank: Bool
    /// Whether every byte of the value is ASCII other than CR: it then has no direction
    /// control, and as many characters as bytes.
    let isPlainASCII: Bool

    private var knownCharacterCount: Int?

    /// Parses `value`; `substitutions` are the localization's, for the arguments that tokens
    /// and `%arg` stand for. `category` is `pluralCategory` as a category, when the caller has
    /// looked it up already.
    init(
        value: String, state: String?, offset: Int, device: String? = nil, pluralCategory: String? = nil,
        category: PluralCategory?? = nil, substitution: String? = nil, substitutions: [Substitution]
    ) {
        self.value = value
        self.state = state
        self.offset = offset
        self.device = device
        self.pluralCategory = pluralCategory
        self.category = category ?? pluralCategory.flatMap(PluralCategory.named)
        self.substitution = substitution
        let bytes = Self.scan(value)
        self.isPlainASCII = bytes.isPlainASCII
        var template: FormatTemplate?
        var templateError: FormatTemplateError?
        if !bytes.hasPercent {
            // Most values have no placeholder at all; they need no parsing.
            template = FormatTemplate(segments: value.isEmpty ? [] : [.literal(value)])
        } else {
            do {
                template = try FormatTemplate(parsing: value, allowsSubstitutionArgument: substitution != nil)
            } catch {
                templateError = error
            }
        }
        self.template = template
        self.templateError = templateError

        // One pass over the parts gathers what the checks ask.
        var hasSpecifiers = false
        var firstNumberArgument: Int?
        var highestArgumentNumber = 0
        var hasPositioned = false
        var hasUnpositioned = false
        var suspect: String?
        var names: [String] = []
        var arguments = ArgumentList()
        if let template, bytes.hasPercent {
            // A conversion's place among the unpositioned ones (`FormatTemplate.argumentNumbers`),
            // and the argument it takes, which in a substitution's form is its own.
            var place = 1
            var sequential = 1
            let ownArgument = substitution.flatMap { substitutions.named($0)?.argumentNumber }
            func take(_ number: Int, _ kind: FormatSpecifier.ValueKind, _ text: String, _ fractionDigits: Int?) {
                arguments.add(ArgumentUse(number: number, kinds: ValueKinds(kind), text: text, fractionDigits: fractionDigits))
            }
            for segment in template.segments {
                switch segment {
                case .literal:
                    break
                case .specifier(let specifier):
                    hasSpecifiers = true
                    let kind = specifier.valueKind
                    let number: Int
                    if let position = specifier.position {
                        number = position
                        hasPositioned = true
                    } else {
                        number = place
                        place += 1
                        hasUnpositioned = true
                    }
                    highestArgumentNumber = max(highestArgumentNumber, number)
                    if firstNumberArgument == nil, kind == .integer || kind == .floatingPoint {
                        firstNumberArgument = number
                    }
                    if suspect == nil { suspect = CatalogAudit.suspectSpecifier(in: specifier) }
                    let taken: Int
                    if let position = specifier.position {
                        taken = position
                    } else if let ownArgument {
                        taken = ownArgument
                    } else {
                        taken = sequential
                        sequential += 1
                    }
                    take(taken, kind, specifier.text, CatalogAudit.fractionDigits(of: specifier))
                case .substitutionArgument:
                    if let ownArgument, let substitution {
                        let specifier = CatalogAudit.declaredSpecifier(of: substitutions.named(substitution))
                        take(ownArgument, specifier?.valueKind ?? .integer, "%arg", specifier.flatMap(CatalogAudit.fractionDigits(of:)))
                    }
                case .substitution(let name):
                    names.append(name)
                    if let declared = substitutions.named(name), let number = declared.argumentNumber {
                        let specifier = CatalogAudit.declaredSpecifier(of: declared)
                        take(
                            number, specifier?.valueKind ?? .integer, "%#@\(name)@",
                            specifier.flatMap(CatalogAudit.fractionDigits(of:)))
                    }
                }
            }
        }
        self.hasSpecifiers = hasSpecifiers
        self.firstNumberArgument = firstNumberArgument
        self.highestArgumentNumber = highestArgumentNumber
        self.substitutionNames = names
        self.mixesPositionalAndSequential = hasPositioned && hasUnpositioned
        self.suspectSpecifierMessage = suspect
        self.arguments = arguments
        self.isBlank = CatalogAudit.isBlank(value)
    }

    /// Whether a value has a `%`, and whether every byte is ASCII other than CR, in one pass
    /// over its bytes.
    static func scan(_ value: String) -> (hasPercent: Bool, isPlainASCII: Bool) {
        func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (hasPercent: Bool, isPlainASCII: Bool) {
            // Eight bytes at a time: the high bits ORed together, and a byte equal to '%' or CR
            // found as a zero byte of the word XORed with that byte repeated.
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            func hasZeroByte(_ word: UInt64) -> Bool { (word &- ones) & ~word & highs != 0 }
            var highBits: UInt64 = 0
            var hasPercent = false
            var hasReturn = false
            var index = 0
            let raw = UnsafeRawBufferPointer(bytes)
            while index + 8 <= bytes.count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                highBits |= word
                hasPercent = hasPercent || hasZeroByte(word ^ (ones &* 0x25))
                hasReturn = hasReturn || hasZeroByte(word ^ (ones &* 0x0D))
                index += 8
            }
            while index < bytes.count {
                let byte = bytes[index]
                highBits |= UInt64(byte)
                hasPercent = hasPercent || byte == UInt8(ascii: "%")
                hasReturn = hasReturn || byte == UInt8(ascii: "\r")
                index += 1
            }
            return (hasPercent, highBits & highs == 0 && !hasReturn)
        }
        if let result = value.utf8.withContiguousStorageIfAvailable(scan) { return result }
        return Array(value.utf8).withUnsafeBufferPointer(scan)
    }

    var isSubstitutionForm: Bool { substitution != nil }

    /// The template's conversions, in order.
    var specifiers: [FormatSpecifier] { template?.specifiers ?? [] }

    /// The number of characters (grapheme clusters) in the value, counted once; without
    /// breaking graphemes when every byte is ASCII and no CR LF pair (one character of two
    /// bytes) can occur.
    var characterCount: Int {
        if isPlainASCII { return value.utf8.count }
        if let knownCharacterCount { return knownCharacterCount }
        let count = value.count
        knownCharacterCount = count
        return count
    }

}

extension [Substitution] {
    /// The substitution named `name` (the last, as a dictionary keyed by name keeps).
    func named(_ name: String) -> Substitution? {
        last { $0.name == name }
    }
}

/// A key's text in one locale, taken apart into units. Immutable, and passed around by
/// reference like its units.
final class LocaleText {
    let locale: String
    /// `nil` when the key itself stands for the source text.
    let localization: Localization?
    let units: [TextUnit]
    /// The localization's substitutions, in file order.
    let substitutions: [Substitution]
    /// The arguments all units take together.
    let arguments: ArgumentList
    /// Whether the text has plural variations or substitutions, the entries rendered with
    /// sample numbers.
    let isPluralEntry: Bool

    init(locale: String, localization: Localization?, units: [TextUnit], substitutions: [Substitution]) {
        self.locale = locale
        self.localization = localization
        self.units = units
        self.substitutions = substitutions
        var arguments = ArgumentList()
        for unit in units { arguments.merge(unit.arguments) }
        self.arguments = arguments
        self.isPluralEntry = units.contains { $0.pluralCategory != nil }
    }

    /// The substitution a `%#@name@` token refers to.
    func substitution(named name: String) -> Substitution? {
        substitutions.named(name)
    }
}

/// The kinds of value a conversion or an argument takes, as a set of bits.
struct ValueKinds: OptionSet, Hashable {
    let rawValue: UInt8

    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    init(_ kind: FormatSpecifier.ValueKind) {
        switch kind {
        case .object: rawValue = 1
        case .integer: rawValue = 2
        case .floatingPoint: rawValue = 4
        case .character: rawValue = 8
        case .cString: rawValue = 16
        case .pointer: rawValue = 32
        }
    }

    init(_ kinds: Set<FormatSpecifier.ValueKind>) {
        self = ValueKinds(kinds.map(ValueKinds.init))
    }

    static let allKinds: [FormatSpecifier.ValueKind] = [.object, .integer, .floatingPoint, .character, .cString, .pointer]
    static let integer = ValueKinds(.integer)
    static let floatingPoint = ValueKinds(.floatingPoint)

    /// Whether a number kind is among them.
    var includesNumber: Bool { !isDisjoint(with: [.integer, .floatingPoint]) }

    /// The kinds, one by one.
    var kinds: [FormatSpecifier.ValueKind] {
        Self.allKinds.filter { contains(ValueKinds($0)) }
    }
}

/// How an argument is used in a text: the kinds of value its placeholders take, and the first
/// placeholder that takes it, for messages.
struct ArgumentUse {
    var number: Int
    var kinds: ValueKinds
    var text: String
    /// The precision of a decimal placeholder (`%.1f` has 1), for sample numbers.
    var fractionDigits: Int?
}

/// The arguments a text takes, one use per argument number, in increasing order of number.
/// A text takes a handful at most, so a sorted array serves better than a dictionary.
struct ArgumentList: Sequence {
    private(set) var uses: [ArgumentUse] = []

    var isEmpty: Bool { uses.isEmpty }

    /// The highest argument number taken.
    var highestNumber: Int? { uses.last?.number }

    subscript(number: Int) -> ArgumentUse? {
        for use in uses where use.number == number { return use }
        return nil
    }

    func makeIterator() -> IndexingIterator<[ArgumentUse]> {
        uses.makeIterator()
    }

    /// Adds a placeholder's use of an argument: to one already taken its kinds are added, and
    /// it keeps its first text and its first precision.
    mutating func add(_ use: ArgumentUse) {
        // Arguments mostly come in increasing order: they are appended.
        if uses.last.map({ $0.number < use.number }) ?? true {
            // Room for a few at once: a text takes one to three arguments.
            if uses.isEmpty { uses.reserveCapacity(4) }
            uses.append(use)
            return
        }
        var index = 0
        while index < uses.count, uses[index].number < use.number { index += 1 }
        if index < uses.count, uses[index].number == use.number {
            uses[index].kinds.formUnion(use.kinds)
            uses[index].fractionDigits = uses[index].fractionDigits ?? use.fractionDigits
        } else {
            uses.insert(use, at: index)
        }
    }

    /// Adds every use of `other`, as ``add(_:)`` does.
    mutating func merge(_ other: ArgumentList) {
        if uses.isEmpty {
            uses = other.uses
            return
        }
        for use in other.uses { add(use) }
    }

    /// Whether every argument from 1 through `last` is taken.
    func takesAll(through last: Int) -> Bool {
        guard last > 0 else { return true }
        guard uses.count >= last else { return false }
        for number in 1...last where self[number] == nil { return false }
        return true
    }

    /// Adds a use for an argument not taken yet; leaves a taken one as it is.
    mutating func addIfAbsent(_ use: ArgumentUse) {
        if self[use.number] == nil { add(use) }
    }
}

/// A plural category's sample numbers in one locale.
struct CategoryFacts: Sendable {
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

    /// Sample numbers of each category of a locale: up to 8 whole numbers from 0 to 1,000 and
    /// up to 4 tenths from 0.0 to 10.0.
    static func facts(of rules: PluralRules) -> [PluralCategory: CategoryFacts] {
        var facts: [PluralCategory: CategoryFacts] = [:]
        for category in rules.categories {
            facts[category] = CategoryFacts(integerExamples: [], decimalExamples: [])
        }
        for (integer, category) in rules.categoriesOfWholeNumbers(through: 1_000).enumerated() {
            if facts[category]?.integerExamples.count ?? 99 < 8 { facts[category]?.integerExamples.append(integer) }
        }
        for tenths in 0...100 {
            let decimal = "\(tenths / 10).\(tenths % 10)"
            let category = rules.category(forDecimal: decimal)
            if facts[category]?.decimalExamples.count ?? 99 < 4 { facts[category]?.decimalExamples.append(decimal) }
        }
        return facts
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

/// The working state of checking some entries of one catalog: the findings so far, the
/// locales' facts looked up, and the per-locale counts.
struct CatalogAudit {
    let catalog: StringCatalog
    let options: CheckOptions
    /// The locales checked, in report order: the source language first when it is checked.
    let targets: [String]
    /// What is known about each locale, shared by every audit of the run.
    let library: LocaleLibrary

    private(set) var findings: [Finding] = []
    /// The number of errors recorded so far, to tell whether a step found any.
    private(set) var errorCount = 0
    /// The locales looked up so far, searched by code: a catalog has a dozen or so.
    private var knownLocales: [LocaleInfo] = []
    var singleNumberCategories: [SingleNumberKey: Bool] = [:]
    var sampleTables: [SampleTableKey: [(number: DisplayedNumber, category: PluralCategory)]] = [:]
    var representativeSampleSets: [SampleSetKey: RepresentativeSamples] = [:]
    /// One summary per target, in the order of ``targets``.
    var counts: [LocaleSummary]

    init(catalog: StringCatalog, options: CheckOptions, targets: [String], library: LocaleLibrary) {
        self.catalog = catalog
        self.options = options
        self.targets = targets
        self.library = library
        counts = targets.map { LocaleSummary(locale: $0, total: 0, translated: 0, missing: 0, needingReview: 0) }
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
        /// One summary per target, in the order of the targets.
        var counts: [LocaleSummary]
    }

    /// Runs the document-wide checks: problems the reader met and repeated keys.
    mutating func runDocumentChecks() -> Result {
        checkDocumentStructure()
        return Result(findings: findings, counts: counts)
    }

    /// Runs every entry check over `entries`.
    mutating func run(entries: Range<Int>) -> Result {
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
        targets.indices.map { index in
            var total = LocaleSummary(locale: targets[index], total: 0, translated: 0, missing: 0, needingReview: 0)
            for result in results where result.counts.indices.contains(index) {
                let part = result.counts[index]
                total.total += part.total
                total.translated += part.translated
                total.missing += part.missing
                total.needingReview += part.needingReview
            }
            return total
        }
    }

    private mutating func checkEntry(_ entry: CatalogEntry) {
        var texts: [LocaleText] = []
        texts.reserveCapacity(entry.localizationOrder.count)
        for locale in entry.localizationOrder {
            guard let localization = entry.localizations[locale] else { continue }
            let text = Self.analyze(locale: locale, localization: localization)
            checkStructure(of: text, key: entry.key)
            texts.append(text)
        }
        checkSubstitutionConsistency(entry: entry, texts: texts)
        if checkExtractionState(of: entry) == "stale" { return }

        let spoken = options.isSpoken(key: entry.key, comment: entry.comment)
        let source: LocaleText
        if let index = Self.textIndex(in: texts, locale: sourceLanguage), !texts[index].units.isEmpty {
            source = texts[index]
        } else {
            source = Self.keyStandIn(for: entry, locale: sourceLanguage)
        }
        let sourceArguments = source.arguments
        // An entry whose source text is empty (the key "" with no value) has nothing to
        // translate.
        let hasText = !source.units.allSatisfy(\.isBlank)

        for (target, locale) in targets.enumerated() {
            if locale == sourceLanguage {
                checkSourceText(source, entry: entry, arguments: sourceArguments, spoken: spoken, counts: hasText, target: target)
                continue
            }
            guard entry.shouldTranslate, hasText else { continue }
            // The text is used where it is in the array, not copied out of it.
            guard let index = Self.textIndex(in: texts, locale: locale), !texts[index].units.isEmpty else {
                reportMissing(entry: entry, locale: locale, target: target)
                continue
            }
            checkTranslation(
                texts[index], source: source, sourceArguments: sourceArguments, entry: entry, spoken: spoken, target: target)
        }
    }

    /// Where the text of `locale` is among an entry's texts.
    static func textIndex(in texts: [LocaleText], locale: String) -> Int? {
        for index in texts.indices where texts[index].locale == locale { return index }
        return nil
    }

    private mutating func checkSourceText(
        _ source: LocaleText, entry: CatalogEntry, arguments: ArgumentList, spoken: Bool, counts: Bool, target: Int
    ) {
        let errorsBefore = errorCount
        if entry.shouldTranslate, counts {
            // Xcode writes a value extracted from code in the source language as `new`; that
            // is its normal state there, so only `needs_review` is reported for the source.
            let isReviewed = checkReviewStates(of: source, key: entry.key, reportsNew: false)
            tally(target, isReviewed ? .translated : .needingReview)
        }
        for unit in source.units {
            checkPlaceholderSyntax(of: unit, key: entry.key, locale: source.locale)
            checkBidirectionalControls(in: unit, key: entry.key, locale: source.locale)
        }
        let selectors = source.isPluralEntry ? Self.pluralSelectors(of: source) : PluralSelectors()
        checkPlurals(of: source, key: entry.key, selectors: selectors)
        if errorCount == errorsBefore {
            renderPluralEntry(source, key: entry.key, sourceArguments: arguments, ownSelectors: selectors)
        }
        if spoken {
            checkSpeech(in: source, key: entry.key)
            checkAnnouncementLength(of: source, key: entry.key, sourceArguments: arguments)
        }
    }

    private mutating func checkTranslation(
        _ text: LocaleText, source: LocaleText, sourceArguments: ArgumentList, entry: CatalogEntry, spoken: Bool,
        target: Int
    ) {
        let errorsBefore = errorCount
        let isComplete = checkEmptyValues(of: text, source: source, key: entry.key)
        let isReviewed = checkReviewStates(of: text, key: entry.key)
        tally(target, isComplete ? (isReviewed ? .translated : .needingReview) : .missing)
        for unit in text.units {
            checkPlaceholderSyntax(of: unit, key: entry.key, locale: text.locale)
            checkBidirectionalControls(in: unit, key: entry.key, locale: text.locale)
        }
        // The forms' selectors given the source, which the placeholder and plural checks share.
        let selectors =
            text.isPluralEntry || source.isPluralEntry ? Self.pluralSelectors(of: text, source: source) : PluralSelectors()
        comparePlaceholders(of: text, with: source, sourceArguments: sourceArguments, key: entry.key, selectors: selectors)
        checkPlurals(of: text, key: entry.key, source: source, selectors: selectors)
        if errorCount == errorsBefore {
            renderPluralEntry(text, key: entry.key, sourceArguments: sourceArguments, ownSelectors: nil)
        }
        checkExpansion(of: text, source: source, key: entry.key)
        if spoken {
            checkSpeech(in: text, key: entry.key)
            checkAnnouncementLength(of: text, key: entry.key, sourceArguments: sourceArguments)
        }
    }

    // MARK: Counting

    enum Progress { case translated, needingReview, missing }

    /// Counts a key in the summary of the target at `index` in ``targets``.
    mutating func tally(_ index: Int, _ progress: Progress) {
        counts[index].total += 1
        switch progress {
        case .translated: counts[index].translated += 1
        case .needingReview: counts[index].needingReview += 1
        case .missing: counts[index].missing += 1
        }
    }

    // MARK: Taking text apart

    /// The units of a localization: its string unit, its device and plural forms (nested), and
    /// its substitutions' forms, each parsed as a format string.
    static func analyze(locale: String, localization: Localization) -> LocaleText {
        let substitutions = localization.substitutions
        var units: [TextUnit] = []
        collect(localization, device: nil, category: nil, substitution: nil, substitutions: substitutions, into: &units)
        for substitution in substitutions {
            forEachForm(in: substitution.variations?.plural) { name, category, form in
                collect(
                    form, device: nil, category: (name, category), substitution: substitution.name,
                    substitutions: substitutions, into: &units)
            }
        }
        return LocaleText(locale: locale, localization: localization, units: units, substitutions: substitutions)
    }

    /// The key itself as the source text, as Xcode uses it when the source language has no
    /// value of its own.
    static func keyStandIn(for entry: CatalogEntry, locale: String) -> LocaleText {
        let unit = TextUnit(value: entry.key, state: nil, offset: entry.offset, substitutions: [])
        return LocaleText(locale: locale, localization: nil, units: [unit], substitutions: [])
    }

    /// Adds the units of a localization. `category` is the plural form it is in, by name and
    /// as a category when the name is one.
    private static func collect(
        _ localization: Localization, device: String?, category: (name: String, category: PluralCategory?)?,
        substitution: String?, substitutions: [Substitution], into units: inout [TextUnit]
    ) {
        if let stringUnit = localization.stringUnit {
            units.append(
                TextUnit(
                    value: stringUnit.value, state: stringUnit.state, offset: stringUnit.valueOffset, device: device,
                    pluralCategory: category?.name, category: .some(category?.category), substitution: substitution,
                    substitutions: substitutions))
        }
        if let forms = localization.variations?.device {
            for (name, form) in forms.sorted(by: { $0.key < $1.key }) {
                collect(
                    form, device: name, category: category, substitution: substitution, substitutions: substitutions,
                    into: &units)
            }
        }
        forEachForm(in: localization.variations?.plural) { name, plural, form in
            collect(
                form, device: device, category: (name, plural), substitution: substitution, substitutions: substitutions,
                into: &units)
        }
    }

    /// Calls `body` with each plural form in CLDR order, unknown names after them, with the
    /// name's category.
    static func forEachForm(
        in forms: [String: Localization]?, _ body: (String, PluralCategory?, Localization) -> Void
    ) {
        guard let forms, !forms.isEmpty else { return }
        // The forms are ordered by their places in the dictionary, each name's category looked
        // up once, so that no form is copied to be sorted.
        var ranked: [(category: PluralCategory?, index: Dictionary<String, Localization>.Index)] = []
        ranked.reserveCapacity(forms.count)
        for index in forms.indices {
            ranked.append((PluralCategory.named(forms[index].key), index))
        }
        ranked.sort { lhs, rhs in
            let (left, right) = (lhs.category?.rank ?? 6, rhs.category?.rank ?? 6)
            return left != right ? left < right : left == 6 && forms[lhs.index].key < forms[rhs.index].key
        }
        for (category, index) in ranked {
            let (name, form) = forms[index]
            body(name, category, form)
        }
    }

    // MARK: Arguments

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
        // The first unit of the same substitution (or none) meeting each condition in turn.
        func first(_ condition: (TextUnit) -> Bool) -> TextUnit? {
            source.units.first { $0.substitution == unit.substitution && condition($0) }
        }
        return first { $0.device == unit.device && $0.pluralCategory == unit.pluralCategory }
            ?? first { $0.device == unit.device && $0.pluralCategory == "other" }
            ?? first { $0.device == unit.device && $0.pluralCategory == nil }
            ?? first { $0.pluralCategory == unit.pluralCategory }
            ?? first { $0.pluralCategory == "other" || $0.pluralCategory == nil }
            ?? first { _ in true }
    }

    // MARK: Locale facts

    /// What the checks need to know about a locale, from the run's library, remembered here
    /// so that the library's lock is taken once per locale.
    mutating func context(_ locale: String) -> LocaleInfo {
        for info in knownLocales where info.locale == locale { return info }
        let info = library.info(for: locale)
        knownLocales.append(info)
        return info
    }

    /// The plural rules of a locale, opened once for the run.
    mutating func pluralRules(for locale: String) -> PluralRules? {
        context(locale).rules
    }

    /// A language's name for messages: "Polish (pl)".
    mutating func languageName(_ locale: String) -> String {
        context(locale).name
    }

    /// Whether a category of a locale covers exactly one number (`PluralRules`' test), asked
    /// only when a form leaves its number out, and remembered.
    mutating func coversSingleNumber(_ category: PluralCategory, locale: String, rules: PluralRules) -> Bool {
        let key = SingleNumberKey(locale: locale, category: category)
        if let known = singleNumberCategories[key] { return known }
        let answer = rules.coversSingleNumber(category)
        singleNumberCategories[key] = answer
        return answer
    }
}

/// A locale and one of its plural categories.
struct SingleNumberKey: Hashable {
    var locale: String
    var category: PluralCategory
}
