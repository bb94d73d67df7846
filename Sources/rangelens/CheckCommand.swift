import CopyCheck
import FileIO
import Foundation
import JSONSyntax
import StringCatalog

/// `rangelens check CATALOG...`: checks the localization copy in String Catalogs, or checks and
/// rewrites their layout.
struct CheckCommand: Command {
    static let spec = CommandSpec(
        name: "check",
        abstract: "Check String Catalogs (.xcstrings): missing translations, placeholders, plural forms, speech hazards.",
        positionals: [("CATALOG...", "One or more .xcstrings files; '-' reads one from standard input.")],
        groups: [
            OptionGroup(
                title: "Checks",
                options: [
                    .value("locales", "LIST", "The locales to check, separated by commas (default: every locale in the catalog)."),
                    .flag("strict", "Fail on any finding, warnings included."),
                    .value("spoken-prefix", "PREFIX", "Check keys that start with PREFIX as spoken text too; repeatable.", repeatable: true),
                    .flag("all-spoken", "Check every key as spoken text (default: keys whose comment holds [spoken])."),
                    .flag("no-layout", "Do not report files that are not in Xcode's layout."),
                    .value("keep-words", "LIST", "Words that stay the same in every language (brand names), separated by commas; not counted when a translation is the source word for word. Repeatable.", repeatable: true),
                    OptionSpec.value("format", "FORMAT", "text, json or sarif (default: text)."),
                ]),
            OptionGroup(
                title: "Gating CI",
                options: [
                    .value("baseline", "FILE", "Do not report the findings FILE holds, so only new ones fail the check."),
                    .flag("write-baseline", "Write every finding to the --baseline FILE instead of reporting them."),
                    .value("min-complete", "LIST", "The least share of keys each locale must have translated, such as de=100,fr=95 (*=90 for every other locale); a missing value is then a note and a locale below its minimum an error."),
                ]),
            OptionGroup(
                title: "Layout",
                options: [
                    .flag("check-layout", "Only report files that are not in Xcode's exact layout, and where they first differ."),
                    .flag("write-layout", "Rewrite each file in Xcode's exact layout, changing no content."),
                ]),
        ],
        examples: [
            ("rangelens check Localizations/*.xcstrings", "Check our own catalogs."),
            ("rangelens check App/Localizable.xcstrings --locales de,fr --format sarif > copy.sarif", "A SARIF report for code scanning."),
            ("rangelens check Localizable.xcstrings --write-layout", "Rewrite a hand-edited catalog the way Xcode writes it."),
            ("rangelens check App/*.xcstrings --baseline copy-baseline.json --write-baseline", "Accept today's findings."),
            ("rangelens check App/*.xcstrings --baseline copy-baseline.json --min-complete de=100,fr=95", "In CI: fail on new findings and on German or French falling behind."),
        ],
        discussion: "'-' reads one catalog from standard input. Exit status: 0 when no error was found (warnings and notes allowed), 1 when an error was (or any warning, with --strict), 65 when a catalog or the baseline is not valid, 66 when one cannot be read, 73 when the baseline cannot be written, 74 when writing fails part way.")

    enum Mode {
        case check, checkLayout, writeLayout, writeBaseline
    }

    var paths: [String]
    var options: CheckOptions
    var mode: Mode
    var format: ReportFormat
    /// The baseline file, with `--baseline`.
    var baselinePath: String?

    init(arguments: ParsedArguments) throws(UsageError) {
        paths = arguments.positionals
        guard !paths.isEmpty else { throw UsageError(message: "give at least one catalog to check, such as Localizable.xcstrings") }
        guard paths.filter({ $0 == "-" }).count <= 1 else {
            throw UsageError(message: "'-' reads the catalog from standard input, which can be read only once; give it once")
        }
        if arguments.flag("write-layout"), paths.contains("-") {
            throw UsageError(
                message: "'--write-layout' rewrites each file in place, and standard input ('-') has no file to rewrite; give the catalog's path")
        }
        try arguments.refuseTogether("check-layout", "write-layout")
        try arguments.refuseTogether("write-baseline", "write-layout")
        try arguments.refuseTogether("write-baseline", "check-layout")
        mode = arguments.flag("write-layout") ? .writeLayout : (arguments.flag("check-layout") ? .checkLayout : .check)
        baselinePath = arguments.value("baseline")
        if arguments.flag("write-baseline") {
            guard baselinePath != nil else {
                throw UsageError(message: "'--write-baseline' writes the file given with '--baseline FILE'; give one")
            }
            mode = .writeBaseline
        }
        var options = CheckOptions()
        if let list = arguments.value("locales") {
            let locales = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard !locales.isEmpty else { throw UsageError(message: "'--locales' expects locales separated by commas, such as de,fr") }
            options.locales = locales
        }
        options.isStrict = arguments.flag("strict")
        options.spokenKeyPrefixes = arguments.allValues("spoken-prefix")
        options.treatsEveryKeyAsSpoken = arguments.flag("all-spoken")
        options.checksLayout = !arguments.flag("no-layout")
        if let list = arguments.value("min-complete") {
            do {
                options.minimumCompleteness = try CompletenessMinimums(parsing: list)
            } catch {
                throw UsageError(message: "'--min-complete': \(error.description)")
            }
        }
        let kept = arguments.allValues("keep-words").flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        options.wordsKeptInTranslation = Set(kept.map { $0.lowercased() })
        self.options = options
        format = try arguments.choice("format", as: ReportFormat.self) ?? .text
    }

    /// The largest catalog `--check-layout` reads, as the check reads them: 256 MiB.
    static let largestCatalog = 256 << 20

    /// How the tool names itself in SARIF reports.
    static let tool = ToolDescription(
        name: "rangelens", version: rangelensVersion, informationURI: "https://github.com/rangelens/rangelens",
        checksDocumentationURI: "https://github.com/rangelens/rangelens/blob/main/docs/copy-check.md")

    func run(in context: CommandContext) throws(CommandFailure) {
        let checker: CatalogChecker
        do {
            checker = try CatalogChecker(options: options)
        } catch {
            throw CommandFailure(.ioError, "the collator for Xcode's key order cannot be opened: \(error)")
        }
        switch mode {
        case .check:
            var checker = checker
            if let baselinePath {
                do {
                    checker.options.baseline = try CheckBaseline(contentsOfFile: baselinePath)
                } catch {
                    switch error {
                    case .unreadable(let failure):
                        throw CommandFailure(failure, advice: failure.systemError == ENOENT ? "write one with --write-baseline" : nil)
                    case .invalid, .unwritable:
                        throw CommandFailure(ExitStatus(error), error.description)
                    }
                }
            }
            let outcome = checker.run(paths: paths)
            Platform.writeOutput(outcome.rendered(as: format, tool: Self.tool))
            if outcome.exitStatus != .success {
                throw CommandFailure(ExitStatus(outcome.exitStatus), "", located: true)
            }
        case .checkLayout:
            var departures = 0
            for path in paths {
                let name = path == "-" ? "<stdin>" : path
                let bytes: [UInt8]
                do {
                    bytes = try InputFile.contents(
                        of: path, describedAs: "catalog", limit: CheckCommand.largestCatalog, expectedStarts: [UInt8(ascii: "{")])
                } catch {
                    throw CommandFailure(error)
                }
                let tape: JSONTape
                do {
                    tape = try JSONTape(parsing: bytes)
                } catch {
                    throw CommandFailure(
                        .dataError, "\(name):\(error.location.line):\(error.location.column): error: \(ControlCharacters.escaped(error.message))",
                        located: true)
                }
                if let departure = checker.layout.firstDeparture(in: tape) {
                    departures += 1
                    // A finding's line: a key quoted in the message keeps its line breaks escaped.
                    context.say(Finding(check: .notXcodeLayout, path: name, location: departure.location, message: departure.message).line)
                } else {
                    context.say("\(name): in Xcode's layout")
                }
            }
            if departures > 0 { throw CommandFailure(.checkFailed, "", located: true) }
        case .writeBaseline:
            let outcome = checker.run(paths: paths)
            // A file that could not be checked has no findings to accept: nothing is written.
            if outcome.exitStatus == .unreadableInput || outcome.exitStatus == .invalidData {
                Platform.writeOutput(outcome.rendered(as: .text, tool: Self.tool))
                throw CommandFailure(ExitStatus(outcome.exitStatus), "", located: true)
            }
            let baseline = CheckBaseline(findings: outcome.report.findings)
            guard let baselinePath else { return }
            do {
                try baseline.write(toFile: baselinePath)
            } catch {
                switch error {
                case .unreadable(let failure), .unwritable(let failure): throw CommandFailure(failure)
                case .invalid: throw CommandFailure(ExitStatus(error), error.description)
                }
            }
            let count = baseline.findingCount
            let files = paths.count == 1 ? "1 file" : "\(paths.count) files"
            context.say("\(baselinePath): \(count) finding\(count == 1 ? "" : "s") of \(files) written; later checks with --baseline \(baselinePath) report only new ones")
        case .writeLayout:
            for path in paths {
                do {
                    let changed = try checker.layout.rewriteFile(atPath: path)
                    context.say(changed ? "\(path): rewritten in Xcode's layout" : "\(path): already in Xcode's layout")
                } catch {
                    // The compiler's shape, the path said once: `path:line:column: error: …`.
                    let place = error.location.map { "\(path):\($0.line):\($0.column)" } ?? path
                    throw CommandFailure(ExitStatus(error), "\(place): error: \(error.message)", located: true)
                }
            }
        }
    }
}
