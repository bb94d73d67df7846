import JSONSyntax
import StringCatalog

/// The working state of checking some entries of one catalog: the findings so far, the
/// locales' facts looked up, and the per-locale counts.
struct CatalogAudit {
    /// The table the entries are read from.
    let input: EntrySource
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
    /// Each target's facts once looked up, by its index in ``targets``: asked for every entry.
    private var targetContexts: [LocaleInfo?]
    /// The source language's facts once looked up.
    private var sourceLocaleContext: LocaleInfo?
    var sampleTables: [SampleTableKey: [(number: DisplayedNumber, category: PluralCategory)]] = [:]
    var representativeSampleSets: [SampleSetKey: RepresentativeSamples] = [:]
    /// One summary per target, in the order of ``targets``.
    var counts: [LocaleSummary]

    /// Longer translated values, a list for each target, to find another key's text pasted
    /// in once every slice is checked.
    var pastedTextCandidates: [[PastedTextCandidate]]
    /// The index of the entry being checked.
    var currentEntry = 0
    /// The words of the entry's source units, by unit, for the languages compared with them.
    var sourceWordsOfEntry: [ObjectIdentifier: [String]] = [:]

    init(input: EntrySource, options: CheckOptions, targets: [String], library: LocaleLibrary) {
        self.input = input
        self.options = options
        self.targets = targets
        self.library = library
        counts = targets.map { LocaleSummary(locale: $0, total: 0, translated: 0, missing: 0, needingReview: 0) }
        pastedTextCandidates = Array(repeating: [], count: targets.count)
        targetContexts = Array(repeating: nil, count: targets.count)
    }

    var sourceLanguage: String { input.sourceLanguage }

    /// The locales to check: those asked for (and those given a minimum completeness), or
    /// every locale in the catalog.
    static func targets(of input: EntrySource, options: CheckOptions) -> [String] {
        var seen = Set<String>()
        var targets = (options.locales ?? input.locales).filter { seen.insert($0).inserted }
        // A locale given a minimum is checked even when the catalog has none of it yet: it
        // is then 0% complete.
        for locale in options.minimumCompleteness.locales where seen.insert(locale).inserted {
            targets.append(locale)
        }
        return targets
    }

    // MARK: Reporting

    /// Records a finding at a byte offset of the file; its line and column are worked out
    /// only if it is reported (see ``FindingLocator``).
    mutating func report(
        _ check: CheckID, _ message: String, offset: Int, key: String? = nil, locale: String? = nil,
        unit: TextUnit? = nil, pluralCategory: String? = nil, substitution: String? = nil, severity: Severity? = nil
    ) {
        var finding = Finding(
            check: check, path: input.path(ofOffset: offset), key: key, locale: locale,
            pluralCategory: pluralCategory ?? unit?.formName, substitution: substitution ?? unit?.substitution,
            device: unit?.device, message: message)
        finding.offset = offset
        if let severity { finding.severity = severity }
        if finding.severity == .error { errorCount += 1 }
        findings.append(finding)
    }

    /// Records a finding about one unit of a text under check.
    mutating func report(_ check: CheckID, _ message: String, _ text: TextUnderCheck, unit: TextUnit) {
        report(check, message, offset: unit.offset, key: text.key, locale: text.localeCode, unit: unit)
    }

    // MARK: The run

    /// What a run over some entries found.
    struct Result: Sendable {
        var findings: [Finding]
        /// One summary per target, in the order of the targets.
        var counts: [LocaleSummary]
        /// Longer translated values, a list for each target, compared across slices for
        /// another key's text.
        var pastedTextCandidates: [[PastedTextCandidate]] = []
    }

    /// Runs the checks of the table as a whole: problems the reader met at the top level and
    /// repeated keys.
    mutating func runDocumentChecks() -> Result {
        report(input.problems)
        if case .catalog(let document) = input { checkRepeatedKeys(in: document) }
        return result
    }

    /// What the audit found so far.
    var result: Result {
        Result(findings: findings, counts: counts, pastedTextCandidates: pastedTextCandidates)
    }

    /// Reads and checks the entries in `range`, one at a time: an entry is let go once it is
    /// checked, so a slice holds one entry's analysis at a time.
    mutating func run(entries range: Range<Int>) -> Result {
        var reader = input.entryReader()
        for index in range {
            let entry = reader.entry(at: index)
            report(reader.takeProblems())
            currentEntry = index
            checkEntry(entry)
        }
        sortPastedTextCandidates()
        return result
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

    // MARK: One entry

    private mutating func checkEntry(_ entry: CatalogEntry) {
        sourceWordsOfEntry.removeAll(keepingCapacity: true)
        let source = Self.sourceText(of: entry, sourceLanguage: sourceLanguage)
        var texts: [AnalyzedLocalization] = []
        texts.reserveCapacity(entry.localizationOrder.count)
        for locale in entry.localizationOrder {
            guard let localization = entry.localizations[locale] else { continue }
            if locale == sourceLanguage, source.localization != nil {
                texts.append(source)
            } else {
                texts.append(
                    AnalyzedLocalization(
                        key: entry.key, locale: locale, localization: localization, reading: source.reading,
                        reference: source))
            }
        }
        for text in texts { checkStructure(of: text) }
        checkSubstitutionConsistency(entry: entry, texts: texts, source: source)
        if checkExtractionState(of: entry) == "stale" { return }

        let spoken = options.isSpoken(key: entry.key, comment: entry.comment)
        // An entry whose source text is empty (the key "" with no value) has nothing to
        // translate.
        let hasText = source.hasText
        let sourceLocale = sourceContext()
        for (target, locale) in targets.enumerated() {
            if locale == sourceLanguage {
                let check = TextUnderCheck(
                    entry: entry, text: source, source: source, isSource: true, isSpoken: spoken,
                    locale: context(target: target), sourceLocale: sourceLocale)
                checkSourceText(check, countsTowardSummary: hasText, target: target)
                continue
            }
            guard entry.shouldTranslate, hasText else { continue }
            // The text is used where it is in the array, not copied out of it.
            guard let text = texts.first(where: { $0.locale == locale }), !text.units.isEmpty else {
                reportMissing(entry: entry, locale: locale, target: target, source: source)
                continue
            }
            let check = TextUnderCheck(
                entry: entry, text: text, source: source, isSource: false, isSpoken: spoken,
                locale: context(target: target), sourceLocale: sourceLocale)
            checkTranslation(check, target: target)
            notePastedTextCandidates(in: check, target: target)
        }
    }

    /// The source text of an entry: the source language's value, or the key itself when the
    /// source language has none, read as format strings only when the text takes arguments
    /// (see ``ValueReading``).
    static func sourceText(of entry: CatalogEntry, sourceLanguage: String) -> AnalyzedLocalization {
        var analysis: AnalyzedLocalization
        if let localization = entry.localizations[sourceLanguage],
            localization.stringUnit != nil || localization.variations != nil
        {
            analysis = AnalyzedLocalization(key: entry.key, locale: sourceLanguage, localization: localization)
        } else {
            analysis = AnalyzedLocalization(keyStandingIn: entry.key, offset: entry.offset, locale: sourceLanguage)
        }
        guard !takesArguments(analysis) else { return analysis }
        if let localization = analysis.localization {
            analysis = AnalyzedLocalization(
                key: entry.key, locale: sourceLanguage, localization: localization, reading: .plainText)
        } else {
            analysis = AnalyzedLocalization(
                keyStandingIn: entry.key, offset: entry.offset, locale: sourceLanguage, reading: .plainText)
        }
        return analysis
    }

    /// Whether a source text takes arguments, so that its values (and the translations') are
    /// format strings: plural variations or substitutions, or a value with a placeholder that
    /// is not a percent sign before a word.
    static func takesArguments(_ source: AnalyzedLocalization) -> Bool {
        if source.isPluralEntry { return true }
        for unit in source.units {
            if unit.parses {
                if !unit.placeholders.isEmpty,
                    unit.placeholders.contains(where: { $0.specifier?.takesArgumentInText != false })
                {
                    return true
                }
            } else if FormatTemplate.takesArguments(unit.value) {
                return true
            }
        }
        return false
    }

    private mutating func checkSourceText(_ text: TextUnderCheck, countsTowardSummary: Bool, target: Int) {
        let errorsBefore = errorCount
        if text.entry.shouldTranslate, countsTowardSummary {
            // Xcode writes a value extracted from code in the source language as `new`; that
            // is its normal state there, so only `needs_review` is reported for the source.
            let isReviewed = checkReviewStates(of: text, reportsNew: false)
            tally(target, isReviewed ? .translated : .needingReview)
        }
        for unit in text.text.units {
            checkPlaceholderSyntax(of: unit, in: text)
            checkBidirectionalControls(in: unit, of: text)
            checkControlCharacters(in: unit, of: text)
        }
        checkPlurals(of: text)
        if errorCount == errorsBefore {
            renderPluralEntry(text)
        }
        checkCallerTextIsolation(in: text)
        checkReviewerFindings(in: text)
        if text.isSpoken {
            checkSpeech(in: text)
            checkAnnouncementLength(of: text)
        }
    }

    private mutating func checkTranslation(_ text: TextUnderCheck, target: Int) {
        let errorsBefore = errorCount
        let isComplete = checkEmptyValues(of: text)
        let isReviewed = checkReviewStates(of: text)
        tally(target, isComplete ? (isReviewed ? .translated : .needingReview) : .missing)
        for unit in text.text.units {
            checkPlaceholderSyntax(of: unit, in: text)
            checkBidirectionalControls(in: unit, of: text)
            checkControlCharacters(in: unit, of: text)
        }
        comparePlaceholders(of: text)
        compareIntentParameters(of: text)
        checkPlurals(of: text)
        if errorCount == errorsBefore {
            renderPluralEntry(text)
        }
        checkExpansion(of: text)
        checkCallerTextIsolation(in: text)
        checkReviewerFindings(in: text)
        if text.isSpoken {
            checkSpeech(in: text)
            checkAnnouncementLength(of: text)
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

    // MARK: Locale facts

    /// What the checks need to know about a locale, from the run's library, remembered here
    /// so that the library's lock is taken once per locale.
    mutating func context(_ locale: String) -> LocaleInfo {
        for info in knownLocales where info.locale == locale { return info }
        let info = library.info(for: locale)
        knownLocales.append(info)
        return info
    }

    /// ``context(_:)`` of the source language, looked up once.
    mutating func sourceContext() -> LocaleInfo {
        if let known = sourceLocaleContext { return known }
        let info = context(sourceLanguage)
        sourceLocaleContext = info
        return info
    }

    /// ``context(_:)`` of the target at `index` in ``targets``, looked up once.
    mutating func context(target index: Int) -> LocaleInfo {
        if let known = targetContexts[index] { return known }
        let info = context(targets[index])
        targetContexts[index] = info
        return info
    }

    /// A language's name for messages: "Polish (pl)".
    mutating func languageName(_ locale: String) -> String {
        context(locale).name
    }

    /// "'one', 'few' and 'other'".
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
