import JSONSyntax

/// One thing wrong with a catalog: which check found it, where, and what to do about it.
///
/// ```text
/// Localizable.xcstrings:212:22: error: [plural.missing-category] files.count (pl): …
/// ```
public struct Finding: Hashable, Sendable {
    /// The check that found it.
    public var check: CheckID
    /// How much it matters.
    public var severity: Severity
    /// The catalog's path, as given.
    public var path: String
    /// The line and column in the file, when the finding points into it.
    public var location: SourceLocation?
    /// The entry's key, when the finding is about one entry.
    public var key: String?
    /// The locale, when the finding is about one language's value.
    public var locale: String?
    /// The plural category of the form at fault (`few`), when it is about one form.
    public var pluralCategory: String?
    /// The substitution at fault (the `name` of `%#@name@`), when it is about one.
    public var substitution: String?
    /// The device variation at fault (`ipad`), when it is about one.
    public var device: String?
    /// What is wrong and what to do, for a translator, on one line: a line break, tab or other
    /// control character, or a direction control, quoted from a key or a value is written as
    /// an escape (`\n`, `\u{202E}`), so a report line stays one line and reads left to right.
    public var message: String {
        didSet { message = Self.escapingControls(message) }
    }
    /// The byte offset in the file the finding points at, until its line and column are
    /// worked out (only for findings that are reported).
    var offset: Int?

    /// Creates a finding with the check's own severity.
    public init(
        check: CheckID, path: String, location: SourceLocation? = nil, key: String? = nil, locale: String? = nil,
        pluralCategory: String? = nil, substitution: String? = nil, device: String? = nil, message: String
    ) {
        self.check = check
        self.severity = check.definition?.severity ?? .error
        self.path = path
        self.location = location
        self.key = key
        self.locale = locale
        self.pluralCategory = pluralCategory
        self.substitution = substitution
        self.device = device
        self.message = Self.escapingControls(message)
    }

    /// Whether a scalar must not reach a report line as it is: C0 and C1 controls, DEL, line
    /// and paragraph separators, and the direction controls that reorder what follows.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `text` with each control written as an escape: `\n`, `\r`, `\t`, or `\u{XXXX}`.
    static func escapingControls(_ text: String) -> String {
        // Most messages have none: checked on the bytes first (every control but C1 and the
        // direction controls is ASCII; those start with 0xC2, 0xD8 or 0xE2).
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 }) else { return text }
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var escaped = ""
        escaped.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 8)
        for scalar in text.unicodeScalars {
            guard isControl(scalar) else {
                escaped.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped += "\\u{" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "}"
            }
        }
        return escaped
    }

    /// `key (locale, plural few)`, or `nil` for a finding about the whole file.
    public var subject: String? {
        var details: [String] = []
        if let locale { details.append(locale) }
        if let device { details.append("device \(device)") }
        if let substitution { details.append("substitution \(substitution)") }
        if let pluralCategory { details.append("plural \(pluralCategory)") }
        let context = details.isEmpty ? "" : " (" + details.joined(separator: ", ") + ")"
        if let key { return Self.displayKey(key) + context }
        return details.isEmpty ? nil : String(context.dropFirst())
    }

    /// A key as shown in a one-line report: quoted when it is empty or has line breaks, tabs,
    /// other controls or leading or trailing spaces, so that it can be found in the file; the
    /// controls JSON does not escape (C1, direction controls) are written as `\u{XXXX}`.
    static func displayKey(_ key: String) -> String {
        let needsQuotes = key.isEmpty || key.first!.isWhitespace || key.last!.isWhitespace
            || key.unicodeScalars.contains(where: isControl)
        guard needsQuotes else { return key }
        var quoted = ""
        JSONWriter.appendQuoted(key, into: &quoted)
        return escapingControls(quoted)
    }
}
