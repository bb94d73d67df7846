import JSONSyntax
import StringCatalog

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
    public var location: FileLocation?
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
        check: CheckID, path: String, location: FileLocation? = nil, key: String? = nil, locale: String? = nil,
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

    static func escapingControls(_ text: String) -> String {
        ControlCharacters.escaped(text)
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
        let needsQuotes =
            key.isEmpty || key.first!.isWhitespace || key.last!.isWhitespace
            || key.unicodeScalars.contains(where: ControlCharacters.isControl)
        guard needsQuotes else { return key }
        var quoted = ""
        JSONWriter.appendQuoted(key, into: &quoted)
        return escapingControls(quoted)
    }
}
