import Dispatch
import Foundation
import JSONSyntax
import StringCatalog
import Synchronization

/// Checks String Catalogs: reads each file, runs every check, and says how to exit.
///
/// This is the library behind `rangelens check CATALOG...`: the command parses its options
/// into ``CheckOptions``, calls ``run(paths:)``, prints the report in the format asked for and
/// exits with the outcome's status.
///
/// ```swift
/// let checker = try CatalogChecker(options: CheckOptions(locales: ["de", "pl"]))
/// let outcome = checker.run(paths: ["Localizable.xcstrings"])
/// print(outcome.report.text())
/// exit(outcome.exitStatus.rawValue)
/// ```
public struct CatalogChecker: Sendable {
    /// What to check and how strictly.
    public var options: CheckOptions

    /// Xcode's layout, for the layout check.
    public let layout: XcodeLayout

    /// Creates a checker.
    ///
    /// - Throws: ``KeyOrderError`` when ICU's collation cannot be opened.
    package init(options: CheckOptions = CheckOptions()) throws(KeyOrderError) {
        self.options = options
        self.layout = try XcodeLayout()
    }

    /// Creates a checker that shares an already opened layout.
    public init(options: CheckOptions, layout: XcodeLayout) {
        self.options = options
        self.layout = layout
    }

    /// Checks every file and chooses the exit status.
    ///
    /// - Parameter progress: called after each file with the number of files checked so far
    ///   and the number of files, for a command that shows progress on a terminal.
    /// - Complexity: O(n) in the total size of the catalogs.
    public func run(paths: [String], progress: ((_ checked: Int, _ total: Int) -> Void)? = nil) -> CheckOutcome {
        // One library for all files: each locale's rules and facts are worked out once.
        let library = LocaleLibrary()
        var catalogs: [CatalogReport] = []
        let items = CheckInputs.gather(paths)
        var xliff: [(path: String, developmentRegion: String?)] = []
        var xliffPlace: Int?
        for (index, item) in items.enumerated() {
            switch item {
            case .catalog(let path):
                catalogs.append(checkFile(atPath: path, library: library))
            case .lprojTable(let table):
                catalogs.append(contentsOf: check(table, library: library))
            case .xliff(let path, let region):
                if xliffPlace == nil { xliffPlace = catalogs.count }
                xliff.append((path, region))
            case .refused(let path, let check, let message):
                let finding = Finding(check: check, path: path, location: nil, message: message)
                catalogs.append(
                    CatalogReport(
                        path: path, status: check == .unknownKind ? .malformed : .unreadable, sourceLanguage: nil,
                        keyCount: 0, findings: [finding], summaries: []))
            }
            progress?(index + 1, items.count)
        }
        if let xliffPlace { catalogs.insert(contentsOf: checkXLIFF(xliff, library: library), at: xliffPlace) }
        let report = CheckReport(catalogs: catalogs)
        return CheckOutcome(report: report, exitStatus: report.exitStatus(strict: options.isStrict))
    }

    /// Reads and checks one file (`-` is standard input, named `<stdin>` in the findings).
    public func checkFile(atPath path: String) -> CatalogReport {
        checkFile(atPath: path, library: LocaleLibrary())
    }

    func checkFile(atPath path: String, library: LocaleLibrary) -> CatalogReport {
        let bytes: [UInt8]
        let name = CatalogFile.displayName(path)
        do {
            bytes = try CatalogFile.contents(of: path, describedAs: "catalog")
        } catch {
            let finding = Finding(check: .unreadableFile, path: name, message: error.reason)
            return CatalogReport(
                path: name, status: .unreadable, sourceLanguage: nil, keyCount: 0, findings: [finding], summaries: [])
        }
        return check(bytes: bytes, path: name, library: library)
    }

    /// Checks a catalog's bytes; `path` names it in the findings.
    public func check(bytes: [UInt8], path: String) -> CatalogReport {
        check(bytes: bytes, path: path, library: LocaleLibrary())
    }

    func check(bytes: [UInt8], path: String, library: LocaleLibrary) -> CatalogReport {
        let document: CatalogDocument
        do {
            document = try CatalogDocument(parsing: bytes, path: path)
        } catch {
            // Tell JSON that does not parse from JSON that is not a catalog; only this failing
            // path pays for the second look.
            let isJSON = (try? JSONTape(parsing: bytes)) != nil
            let finding = Finding(
                check: isJSON ? .notACatalog : .invalidJSON, path: path, location: error.location,
                message: isJSON ? error.message : "the file is not valid JSON: \(error.message)")
            return CatalogReport(
                path: path, status: .malformed, sourceLanguage: nil, keyCount: 0, findings: [finding], summaries: [])
        }
        return check(document, checksLayout: true, library: library)
    }

    /// Checks a catalog already read.
    ///
    /// - Parameter source: the bytes the catalog was read from, for the layout check; `nil`
    ///   skips it.
    public func check(_ catalog: StringCatalog, source: [UInt8]?) -> CatalogReport {
        // The catalog's entries are read again from its text, a slice at a time, as a file's are.
        let document: CatalogDocument
        do {
            document = try CatalogDocument(tape: catalog.tape, path: catalog.path)
        } catch {
            // A StringCatalog was read from this tape, so its top level reads again.
            preconditionFailure("the catalog \(catalog.path) no longer reads: \(error)")
        }
        let checksLayout = source != nil && source == catalog.tape.bytes
        var report = check(document, checksLayout: checksLayout, library: LocaleLibrary())
        if let source, !checksLayout, options.checksLayout {
            // Other bytes than the catalog's own are parsed for the purpose; bytes that are not
            // JSON cannot be compared with a layout.
            if let departure = (try? JSONTape(parsing: source)).flatMap({ layout.firstDeparture(in: $0) }) {
                report.findings.append(
                    Finding(
                        check: .notXcodeLayout, path: catalog.path, location: departure.location,
                        message: departure.message))
            }
        }
        return report
    }

    /// Checks a document: its entries in slices on several threads (sharing each locale's
    /// plural rules and facts), beside the layout check and the document-wide checks. Each
    /// slice reads its entries from the text and lets each go once it is checked. The
    /// findings come out in file order; a finding's line and column are worked out only when
    /// it is reported (not for one the baseline holds), in one pass.
    func check(_ document: CatalogDocument, checksLayout layoutAsked: Bool, library: LocaleLibrary) -> CatalogReport {
        let layout = layout
        let layoutCheck: @Sendable () -> [Finding] = {
            guard let found = layout.firstDeparture(in: document.tape) else { return [] }
            return [
                Finding(check: .notXcodeLayout, path: document.path, location: found.location, message: found.message)
            ]
        }
        return check(
            .catalog(document), library: library, besides: options.checksLayout && layoutAsked ? [layoutCheck] : [])
    }

    /// Checks a table: its entries in slices on several threads, beside the checks of the
    /// table as a whole and the checks given in `besides` (run first: the longest tasks start
    /// first). The findings come out in file order, their lines and columns worked out only
    /// for those reported.
    func check(
        _ input: EntrySource, library: LocaleLibrary, besides: [@Sendable () -> [Finding]] = []
    ) -> CatalogReport {
        let options = options
        let targets = CatalogAudit.targets(of: input, options: options)
        let entryCount = input.entryCount
        let slices = max(1, (entryCount + Self.entriesPerSlice - 1) / Self.entriesPerSlice)
        let firstSlice = besides.count + 1
        let results = Mutex<[Int: CatalogAudit.Result]>([:])
        let work: @Sendable (Int) -> Void = { task in
            if task < besides.count {
                let found = besides[task]()
                results.withLock { $0[task] = CatalogAudit.Result(findings: found, counts: []) }
                return
            }
            var audit = CatalogAudit(input: input, options: options, targets: targets, library: library)
            let result: CatalogAudit.Result
            if task < firstSlice {
                result = audit.runDocumentChecks()
            } else {
                let slice = task - firstSlice
                result = audit.run(entries: (entryCount * slice / slices)..<(entryCount * (slice + 1) / slices))
            }
            results.withLock { $0[task] = result }
        }
        let tasks = firstSlice + slices
        if ProcessInfo.processInfo.activeProcessorCount == 1 || entryCount < Self.entriesPerSlice {
            for task in 0..<tasks { work(task) }
        } else {
            DispatchQueue.concurrentPerform(iterations: tasks, execute: work)
        }
        // Taken out of the lock, so that a part's arrays have one owner and can be let go.
        var parts = results.withLock { all in
            defer { all = [:] }
            return (0..<tasks).compactMap { all[$0] }
        }
        // Each part's candidates (sorted on its own thread) are moved out of it, to be merged
        // and let go as they are read.
        var candidates: [[[CatalogAudit.PastedTextCandidate]]] = []
        candidates.reserveCapacity(parts.count)
        for index in parts.indices {
            candidates.append(parts[index].pastedTextCandidates)
            parts[index].pastedTextCandidates = []
        }
        // Each part's findings are moved into one array, so that no two copies are held.
        var findings: [Finding] = []
        findings.reserveCapacity(parts.reduce(0) { $0 + $1.findings.count })
        for index in parts.indices {
            findings += parts[index].findings
            parts[index].findings = []
        }
        var closing = CatalogAudit(input: input, options: options, targets: targets, library: library)
        closing.reportPastedTexts(&candidates)
        findings.append(contentsOf: closing.findings)
        let summaries = CatalogAudit.summaries(of: targets, adding: parts)
        findings.append(contentsOf: belowMinimum(summaries, path: input.mainPath))
        if !options.configuration.rules.isEmpty {
            findings = findings.compactMap(options.configuration.apply)
        }
        var knownCount = 0
        if let baseline = options.baseline {
            let split = baseline.partition(findings)
            findings = split.new
            knownCount = split.known.count
        }
        findings = FindingLocator.locatedInFileOrder(consume findings, in: input)
        return CatalogReport(
            path: input.path, status: .checked, sourceLanguage: input.sourceLanguage, keyCount: entryCount,
            findings: findings, summaries: summaries, knownCount: knownCount)
    }

    /// A finding for each locale below the minimum completeness asked for.
    func belowMinimum(_ summaries: [LocaleSummary], path: String) -> [Finding] {
        let minimums = options.minimumCompleteness
        guard !minimums.isEmpty else { return [] }
        var findings: [Finding] = []
        for summary in summaries {
            guard let minimum = minimums.minimum(for: summary.locale), summary.percentComplete < minimum else {
                continue
            }
            let missing = summary.total - summary.translated
            findings.append(
                Finding(
                    check: .belowMinimum, path: path, locale: summary.locale,
                    message:
                        "\(summary.translated) of \(summary.total) keys translated and reviewed (\(LocaleSummary.percent(summary.percentComplete))), below the minimum of \(LocaleSummary.percent(minimum)); \(missing) to go (\(summary.missing) missing, \(summary.needingReview) needing review)"
                ))
        }
        return findings
    }

    /// The entries one task checks: small enough for the threads to share the work evenly,
    /// large enough that a task's start-up does not show.
    static let entriesPerSlice = 250
}
