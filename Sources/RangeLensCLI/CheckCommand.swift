import CopyCheck
import FileIO
import Foundation
import StringCatalog

/// `rangelens check PATH...`: checks the localization copy in String Catalogs, `.strings` and
/// `.stringsdict` files and XLIFF exports, or checks and rewrites String Catalogs' layout.
struct CheckCommand: Command {
    static let locales = OptionSpec.value(
        "locales", "LIST",
        "The locales to check, separated by commas (default: every locale in the catalog).")
    static let strict = OptionSpec.flag("strict", "Fail on any finding, warnings included.")
    static let spokenPrefix = OptionSpec.value(
        "spoken-prefix", "PREFIX",
        "Check keys that start with PREFIX as spoken text too; repeatable.",
        repeatable: true)
    static let allSpoken = OptionSpec.flag(
        "all-spoken",
        "Check every key as spoken text (default: keys whose comment holds [spoken]).")
    static let noLayout = OptionSpec.flag("no-layout", "Do not report files that are not in Xcode's layout.")
    static let keepWords = OptionSpec.value(
        "keep-words", "LIST",
        "Words that stay the same in every language (brand names), separated by commas; not counted when a "
            + "translation is the source word for word. Repeatable.",
        repeatable: true)
    static let sourceLanguage = OptionSpec.value(
        "source-language", "LOCALE",
        "The language of the source text of .strings and .stringsdict files (default: the Xcode project's "
            + "development region, else en) and of XLIFF exports (default: what they say).")
    static let config = OptionSpec.value(
        "config", "FILE",
        "Checks turned off or set to another severity, by check, locale and key (default: "
            + ".rangelens-check.json in the current folder, when there is one).")
    static let errorsOnly = OptionSpec.flag(
        "errors-only", "List only errors in the text report (warnings and notes are still counted); -q does the same.")
    static let format = OptionSpec.choice("format", "FORMAT", ReportFormat.self, default: .value(.text))
    static let baseline = OptionSpec.value(
        "baseline", "FILE",
        "Do not report the findings FILE holds, so only new ones fail the check.")
    static let writeBaseline = OptionSpec.flag(
        "write-baseline",
        "Write every finding to the --baseline FILE instead of reporting them.")
    static let minComplete = OptionSpec.value(
        "min-complete", "LIST",
        "The least share of keys each locale must have translated, such as de=100,fr=95 (*=90 for every other "
            + "locale); a missing value is then a note and a locale below its minimum an error.")
    static let checkLayout = OptionSpec.flag(
        "check-layout",
        "Only report files that are not in Xcode's exact layout, and where they first differ.")
    static let writeLayout = OptionSpec.flag(
        "write-layout",
        "Rewrite each file in Xcode's exact layout, changing no content.")

    static let spec = CommandSpec(
        name: "check",
        abstract:
            "Check localizations (.xcstrings, .strings, .stringsdict, .xliff, .xcloc): missing translations, "
            + "placeholders, plural forms, speech hazards.",
        positionals: [
            (
                "PATH...",
                "String Catalogs, .strings and .stringsdict files, XLIFF files, .xcloc bundles, or folders that hold "
                    + "them; '-' reads one String Catalog from standard input."
            )
        ],
        groups: [
            OptionGroup(
                title: "Checks",
                options: [
                    locales,
                    strict,
                    spokenPrefix,
                    allSpoken,
                    noLayout,
                    keepWords,
                    sourceLanguage,
                    config,
                    format,
                    errorsOnly,
                ]),
            OptionGroup(
                title: "Gating CI",
                options: [
                    baseline,
                    writeBaseline,
                    minComplete,
                ]),
            OptionGroup(
                title: "Layout",
                options: [
                    checkLayout,
                    writeLayout,
                ]),
        ],
        examples: [
            ("rangelens check Localizations/*.xcstrings", "Check our own catalogs."),
            (
                "rangelens check App/Resources",
                "Check every catalog, strings file, stringsdict and XLIFF export in a folder, each .lproj table whole."
            ),
            (
                "rangelens check App/Localizable.xcstrings --locales de,fr --format sarif > copy.sarif",
                "A SARIF report for code scanning."
            ),
            (
                "rangelens check Localizable.xcstrings --write-layout",
                "Rewrite a hand-edited catalog the way Xcode writes it."
            ),
            (
                "rangelens check App/*.xcstrings --baseline copy-baseline.json --write-baseline",
                "Accept today's findings."
            ),
            (
                "rangelens check App/*.xcstrings --baseline copy-baseline.json --min-complete de=100,fr=95",
                "In CI: fail on new findings and on German or French falling behind."
            ),
        ],
        discussion:
            "'-' reads one String Catalog from standard input. Files of one name in .lproj folders beside each other are one table, each folder a locale; XLIFF files that export the same project file are one table. Exit status: 0 when no error was found (warnings and notes allowed), 1 when an error was (or any warning, with --strict), 65 when a file, the baseline or the configuration is not valid or a file is of a kind not read, 66 when one cannot be read, 73 when the baseline cannot be written, 74 when writing fails part way."
    )

    enum Mode {
        case check, checkLayout, writeLayout, writeBaseline
    }

    var paths: [String]
    var options: CheckOptions
    var mode: Mode
    var format: ReportFormat
    /// The baseline file, with `--baseline`.
    var baselinePath: String?
    /// The configuration file, with `--config`.
    var configurationPath: String?
    /// Whether the text report lists only errors.
    var listsErrorsOnly: Bool

    init(arguments: ParsedArguments) throws(UsageError) {
        paths = arguments.positionals
        guard !paths.isEmpty else {
            throw UsageError(
                message: "give at least one file or folder to check, such as Localizable.xcstrings or App/Resources")
        }
        guard paths.filter({ $0 == "-" }).count <= 1 else {
            throw UsageError(
                message: "'-' reads the catalog from standard input, which can be read only once; give it once")
        }
        if arguments.flag(Self.writeLayout), paths.contains("-") {
            throw UsageError(
                message:
                    "'--write-layout' rewrites each file in place, and standard input ('-') has no file to rewrite; give the catalog's path"
            )
        }
        try arguments.refuseTogether(Self.checkLayout, Self.writeLayout)
        try arguments.refuseTogether(Self.writeBaseline, Self.writeLayout)
        try arguments.refuseTogether(Self.writeBaseline, Self.checkLayout)
        mode =
            arguments.flag(Self.writeLayout) ? .writeLayout : (arguments.flag(Self.checkLayout) ? .checkLayout : .check)
        baselinePath = arguments.value(Self.baseline)
        if arguments.flag(Self.writeBaseline) {
            guard baselinePath != nil else {
                throw UsageError(message: "'--write-baseline' writes the file given with '--baseline FILE'; give one")
            }
            mode = .writeBaseline
        }
        var options = CheckOptions()
        // The findings that advise a setting name the option that sets it.
        options.settingWords = CheckSettingWords(wordsKeptInTranslation: Self.keepWords.longName)
        if let list = arguments.value(Self.locales) {
            let locales = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                !$0.isEmpty
            }
            guard !locales.isEmpty else {
                throw UsageError(message: "'--locales' expects locales separated by commas, such as de,fr")
            }
            // A locale's name has no control character; one that has would reach the report raw.
            if let named = locales.first(where: ShownText.hasControl) {
                throw UsageError(
                    message: "'--locales' expects locale names such as de,fr, not \(ShownText.quoted(named))")
            }
            options.locales = locales
        }
        options.isStrict = arguments.flag(Self.strict)
        options.spokenKeyPrefixes = arguments.allValues(Self.spokenPrefix)
        options.treatsEveryKeyAsSpoken = arguments.flag(Self.allSpoken)
        options.checksLayout = !arguments.flag(Self.noLayout)
        if let list = arguments.value(Self.minComplete) {
            do {
                options.minimumCompleteness = try CompletenessMinimums(parsing: list)
            } catch {
                throw UsageError(message: "'--min-complete': \(error.description)")
            }
        }
        let kept = arguments.allValues(Self.keepWords).flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        options.wordsKeptInTranslation = Set(kept.map { $0.lowercased() })
        if let language = arguments.value(Self.sourceLanguage) {
            let trimmed = language.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else {
                throw UsageError(message: "'--source-language' expects a locale, such as en")
            }
            options.sourceLanguage = trimmed
        }
        configurationPath = arguments.value(Self.config)
        listsErrorsOnly = arguments.flag(Self.errorsOnly) || arguments.isQuiet
        self.options = options
        format = try arguments.chosen(Self.format, as: ReportFormat.self)
    }

    /// How the tool names itself in SARIF reports.
    static let tool = ToolDescription(
        name: "rangelens", version: RangeLensCLI.version, informationURI: "https://github.com/rangelens/rangelens",
        checksDocumentationURI: "https://github.com/rangelens/rangelens/blob/main/docs/copy-check.md")

    /// The files the command reads and writes: the catalogs and a baseline read; a baseline
    /// written, or each catalog rewritten in place.
    var files: CommandFiles {
        var files = CommandFiles()
        let read = paths.map { files.read($0, as: "a catalog being checked (\(ShownText.escaped($0)))") }
        switch mode {
        case .check:
            if let baselinePath {
                files.read(baselinePath, as: "the baseline being read (\(ShownText.escaped(baselinePath)))")
            }
        case .writeBaseline:
            if let baselinePath { files.write(baselinePath, named: "'--baseline \(ShownText.escaped(baselinePath))'") }
        case .writeLayout:
            for (index, path) in paths.enumerated() {
                files.write(
                    path, named: "'\(ShownText.escaped(path))' (rewritten by --write-layout)", rewriting: read[index])
            }
        case .checkLayout:
            break
        }
        return files
    }

    func run(in context: CommandContext) throws(CommandFailure) {
        var checker: CatalogChecker
        do {
            checker = try CatalogChecker(options: options)
        } catch {
            throw CommandFailure(.ioError, "the collator for Xcode's key order cannot be opened: \(error)")
        }
        // The configuration file given, or the current folder's when there is one.
        let configurationFile =
            configurationPath
            ?? (FileManager.default.fileExists(atPath: CheckConfiguration.fileName) ? CheckConfiguration.fileName : nil)
        if let configurationFile {
            do {
                checker.options.configuration = try CheckConfiguration(contentsOfFile: configurationFile)
            } catch {
                switch error {
                case .unreadable(let failure): throw CommandFailure(failure)
                case .invalid: throw CommandFailure(ExitStatus(error), error.description, located: true)
                }
            }
        }
        switch mode {
        case .check:
            if let baselinePath {
                do {
                    checker.options.baseline = try CheckBaseline(contentsOfFile: baselinePath)
                } catch {
                    switch error {
                    case .unreadable(let failure):
                        throw CommandFailure(
                            failure, advice: failure.systemError == ENOENT ? "write one with --write-baseline" : nil)
                    case .invalid, .unwritable:
                        throw CommandFailure.about(baselinePath, ExitStatus(error), error.description)
                    }
                }
            }
            let outcome = checker.run(paths: paths)
            outcome.write(as: format, tool: Self.tool, listsErrorsOnly: listsErrorsOnly || context.isQuiet) {
                context.write($0)
            }
            let findings = outcome.report.findingCount
            if format == .sarif, findings > CheckReport.sarifResultLimit {
                context.note(
                    "the SARIF log holds \(CheckReport.sarifResultLimit.formatted()) of the \(findings.formatted()) findings, errors first; the other \((findings - CheckReport.sarifResultLimit).formatted()) are counted in its run's properties (\"omittedResults\")"
                )
            }
            if outcome.exitStatus != .success {
                throw CommandFailure(ExitStatus(outcome.exitStatus), "", located: true)
            }
        case .checkLayout:
            var departures = 0
            for path in paths {
                let name = path == "-" ? "<stdin>" : path
                let departure: LayoutDeparture?
                do {
                    departure = try checker.layout.firstDeparture(inFileAtPath: path)
                } catch {
                    switch error {
                    case .unreadable(let failure), .unwritable(let failure):
                        throw CommandFailure(failure)
                    case .invalidJSON, .repeatedKey, .notCatalog:
                        let place = error.location.map { "\(name):\($0.line):\($0.column)" } ?? name
                        throw CommandFailure(ExitStatus(error), "\(place): error: \(error.message)", located: true)
                    }
                }
                if let departure {
                    departures += 1
                    // A finding's line: a key quoted in the message keeps its line breaks escaped.
                    let finding = Finding(
                        check: .notXcodeLayout, path: name, location: departure.location, message: departure.message)
                    context.say(finding.line)
                } else {
                    context.say("\(ShownText.escaped(name)): in Xcode's layout")
                }
            }
            if departures > 0 { throw CommandFailure(.checkFailed, "", located: true) }
        case .writeBaseline:
            let outcome = checker.run(paths: paths)
            // A file that could not be checked has no findings to accept: nothing is written.
            if outcome.exitStatus == .unreadableInput || outcome.exitStatus == .invalidData {
                outcome.write(as: .text, tool: Self.tool) { context.write($0) }
                throw CommandFailure(ExitStatus(outcome.exitStatus), "", located: true)
            }
            let baseline = CheckBaseline(findings: outcome.report.findings)
            guard let baselinePath else { return }
            do {
                try baseline.write(toFile: baselinePath)
            } catch {
                switch error {
                case .unreadable(let failure), .unwritable(let failure): throw CommandFailure(failure)
                case .invalid: throw CommandFailure.about(baselinePath, ExitStatus(error), error.description)
                }
            }
            let count = baseline.findingCount
            let files = paths.count == 1 ? "1 file" : "\(paths.count) files"
            let shownBaseline = ShownText.escaped(baselinePath)
            context.say(
                "\(shownBaseline): \(count) finding\(count == 1 ? "" : "s") of \(files) written; later checks with --baseline \(shownBaseline) report only new ones"
            )
        case .writeLayout:
            // Every catalog is rewritten into its temporary file first, and all are put in
            // place together: one that cannot be read, parsed or written leaves them all as
            // they were.
            let batch = OutputBatch()
            var lines: [String] = []
            let unchanged = paths.count > 1 ? "; no catalog was rewritten" : ""
            for path in paths {
                let shown = ShownText.escaped(path)
                do {
                    let changed = try checker.layout.rewriteFile(atPath: path, in: batch)
                    lines.append(
                        changed ? "\(shown): rewritten in Xcode's layout" : "\(shown): already in Xcode's layout")
                } catch {
                    // The compiler's shape, the path said once: `path:line:column: error: …`.
                    let place = error.location.map { "\(shown):\($0.line):\($0.column)" } ?? shown
                    throw CommandFailure(
                        ExitStatus(error), "\(place): error: \(error.message)\(unchanged)", located: true)
                }
            }
            do {
                try batch.commit()
            } catch {
                throw CommandFailure(error, advice: paths.count > 1 ? "no catalog was rewritten" : nil)
            }
            for line in lines { context.say(line) }
        }
    }
}
