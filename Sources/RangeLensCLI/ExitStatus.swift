import FileIO

/// The exit statuses of `rangelens`, as docs/command-line.md lists them.
package enum ExitStatus: Int32, CaseIterable, Sendable {
    /// Done.
    case success = 0
    /// The check found errors (`check` only).
    case checkFailed = 1
    /// Bad usage.
    case usage = 64
    /// The input's data is wrong.
    case dataError = 65
    /// An input file does not exist or cannot be read.
    case noInput = 66
    /// A sound library cannot be loaded.
    case unavailable = 69
    /// An output file cannot be created.
    case cannotCreate = 73
    /// An I/O error while reading or writing.
    case ioError = 74
    /// The reader of standard output (or of an output pipe) has gone: the entry point ends the
    /// process by SIGPIPE, as `yes | head` ends, which a shell sees as 128 + 13.
    case readerGone = 141
}

extension ExitStatus {
    /// What the status means, for the manual page.
    var meaning: String {
        switch self {
        case .success: "Done."
        case .checkFailed: "The check found errors (check only; any warning too, with --strict)."
        case .usage:
            "Bad usage: an unknown option, a missing value, conflicting options, an unknown locale or time zone."
        case .dataError: "The input's data is wrong: unreadable rows, dates with no sample, a malformed catalog."
        case .noInput: "An input file does not exist or cannot be read."
        case .unavailable: "A sound library (libsndfile or libebur128) cannot be loaded: the installation lacks it."
        case .cannotCreate: "An output file cannot be created."
        case .ioError: "An I/O error while reading or writing, standard output included."
        case .readerGone: "Standard output's reader went away (| head): ended by SIGPIPE, quietly."
        }
    }
}

/// A failure that ends a command: a message for standard error and an exit status.
struct CommandFailure: Error {
    var status: ExitStatus
    var message: String
    /// Whether the message already has the compiler's `file:line:column: error:` shape.
    var isLocated: Bool

    /// Whether the message is already as a terminal may show it: a sentence of the copy, whose
    /// outside text was escaped before it joined and whose isolates are the copy's own.
    var isShown: Bool

    /// Notes made before the failure (how the file was read, the catalogs' warnings), said on
    /// standard error before it, unless `--quiet`.
    var notes: [String] = []

    init(_ status: ExitStatus, _ message: String, located: Bool = false, shown: Bool = false) {
        self.status = status
        self.message = message
        self.isLocated = located
        self.isShown = shown
    }

    /// The failure with `notes` said before it (and before any it carries already).
    func after(_ notes: [String]) -> CommandFailure {
        var failure = self
        failure.notes = notes + self.notes
        return failure
    }

    /// The text for standard error: `error: message`, or a located message as it is.
    var diagnostic: String {
        isLocated ? message : "error: \(message)"
    }

    /// A failure whose message starts with the file it is about, and perhaps a line and a
    /// column (`c.xcstrings:2:1: expected a value`), in the compiler's shape:
    /// `c.xcstrings:2:1: error: expected a value`, which editors jump from; a message that does
    /// not start so is an ordinary `error: message`.
    static func about(_ path: String, _ status: ExitStatus, _ message: String) -> CommandFailure {
        guard message.hasPrefix(path + ":") else { return CommandFailure(status, message) }
        var rest = message.unicodeScalars.dropFirst(path.unicodeScalars.count)
        var place = path
        for _ in 0..<2 {
            guard rest.first == ":" else { break }
            let digits = rest.dropFirst().prefix { $0.properties.numericType == .decimal && $0.isASCII }
            guard !digits.isEmpty else { break }
            place += ":" + String(String.UnicodeScalarView(digits))
            rest = rest.dropFirst(1 + digits.count)
        }
        let text = String(String.UnicodeScalarView(rest))
        guard text.hasPrefix(": ") else { return CommandFailure(status, message) }
        var said = text.dropFirst(2)
        if said.hasPrefix("error: ") { said = said.dropFirst(7) }
        return CommandFailure(status, "\(ShownText.escaped(place)): error: \(said)", located: true)
    }

    /// The diagnostic as standard error shows it: every control character that came from
    /// outside (a file's name or contents, an argument) in its visible form, the message's own
    /// line breaks kept (``FileIO/ShownText``).
    var shownDiagnostic: String {
        isShown ? diagnostic : ShownText.escapedLines(diagnostic)
    }
}
