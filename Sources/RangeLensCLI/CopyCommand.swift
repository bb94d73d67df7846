import FileIO
import JSONSyntax
import Narration

/// `rangelens copy`: every sentence of the built-in copy rendered with sample values, for one
/// locale or all, so that a reviewer or translator sees each line as a listener hears it.
struct CopyCommand: Command {
    static let locale = OptionSpec.value(
        "locale", "ID",
        "The locale to render, or all (default: LC_ALL, LC_MESSAGES or LANG, else en).")
    static let key = OptionSpec.value(
        "key", "PREFIX",
        "Only the keys that start with PREFIX, e.g. stats. or range.readout.")
    static let comments = OptionSpec.flag("comments", "Show each key's note for translators.")
    static let catalog = OptionSpec.value(
        "catalog", "FILE",
        "A String Catalog whose lines replace built-in ones; repeatable.",
        repeatable: true)
    static let format = OutputFormat.option(accepting: [.text, .json])

    static let spec = CommandSpec(
        name: "copy",
        abstract: "Show every built-in sentence rendered with sample values, in one locale or all.",
        positionals: [],
        groups: [
            OptionGroup(
                title: "Deck",
                options: [
                    locale,
                    key,
                    comments,
                    catalog,
                    format,
                ])
        ],
        examples: [
            ("rangelens copy --locale pl", "Every sentence in Polish."),
            (
                "rangelens copy --locale all --key limit.shortest",
                "The shortest-range sentences in every locale, for every sample count."
            ),
        ])

    var options: NarrationOptions
    var allLocales: Bool
    var keyPrefix: String?
    var showsComments: Bool
    var format: OutputFormat
    var notesGoIntoJSON: Bool { format == .json }

    init(arguments: ParsedArguments) throws(UsageError) {
        options = NarrationOptions(arguments)
        allLocales = options.localeIdentifier == "all"
        if allLocales { options.localeIdentifier = nil }
        keyPrefix = arguments.value(Self.key)
        showsComments = arguments.flag(Self.comments)
        format = try arguments.chosen(Self.format, as: OutputFormat.self)
    }

    var files: CommandFiles { options.inputFiles }

    func run(in context: CommandContext) throws(CommandFailure) {
        var decks: [CopyDeck] = []
        // A replacement catalog's warnings: on standard error with text, in the JSON's `notes`
        // (with the environment's) with JSON.
        var notes = context.environmentNotes
        if allLocales {
            let shipped: [String]
            do {
                shipped = NarrationCopy.shippedLocales(in: try NarrationCopy.builtInCatalogs())
            } catch {
                throw CommandFailure(.ioError, error.description)
            }
            for identifier in shipped {
                var single = options
                single.localeIdentifier = identifier
                let copy = try single.loadCopy(in: context)
                notes += NarrationOptions.warnings(of: copy)
                decks.append(CopyDeck(copy: copy, settings: RemedyWording.settings))
            }
        } else {
            let copy = try options.loadCopy(in: context)
            notes += NarrationOptions.warnings(of: copy)
            decks.append(CopyDeck(copy: copy, settings: RemedyWording.settings))
        }
        if format != .json { for note in notes { context.note(note) } }
        let keys = CopyKey.allKeys.filter { keyPrefix.map($0.rawValue.hasPrefix) ?? true }
        if keys.isEmpty {
            throw CommandFailure(
                .usage, "no key starts with '\(keyPrefix ?? "")'; run 'rangelens copy' to see them all")
        }
        let table = keys.map { key in decks.map { $0.entry(key) } }
        var failures = 0

        switch format {
        case .json:
            var object = JSONObject()
            // The deck is an object of keys; its notes lead it when there are any.
            if !notes.isEmpty { object.append("notes", .array(notes.map { JSONNode(.string($0)) })) }
            for (key, entries) in zip(keys, table) {
                var perKey = JSONObject()
                perKey.append("comment", .optional(entries.first?.comment))
                var locales = JSONObject()
                for entry in entries {
                    failures += entry.samples.filter(\.failed).count
                    locales.append(
                        entry.locale,
                        .array(
                            entry.samples.map { sample in
                                JSONNode([
                                    "sample": .string(sample.label), "text": .string(sample.text),
                                    "failed": .bool(sample.failed),
                                ])
                            }))
                }
                perKey.append("locales", .object(locales))
                object.append(key.rawValue, .object(perKey))
            }
            context.write(Output.json(.object(object)))
        default:
            var lines: [String] = []
            for (key, entries) in zip(keys, table) {
                lines.append(key.rawValue)
                if showsComments, let comment = entries.first?.comment { lines.append("  note: \(comment)") }
                for entry in entries {
                    for sample in entry.samples {
                        failures += sample.failed ? 1 : 0
                        var prefix = decks.count > 1 ? "\(entry.locale): " : ""
                        if !sample.label.isEmpty { prefix += "[\(sample.label)] " }
                        lines.append("  " + prefix + (sample.failed ? "error: " : "") + sample.text)
                    }
                }
                lines.append("")
            }
            context.write(lines.joined(separator: "\n"))
        }
        if failures > 0 {
            throw CommandFailure(
                .dataError,
                "\(failures) sentence\(failures == 1 ? "" : "s") could not be rendered; see the lines marked error")
        }
    }
}
