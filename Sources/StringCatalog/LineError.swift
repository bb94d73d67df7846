/// Why a line of copy could not be prepared or rendered.
public struct LineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The key.
    public var key: String
    /// The locale of the text at fault.
    public var locale: String
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(key: String, locale: String, message: String) {
        self.key = key
        self.locale = locale
        self.message = message
    }

    /// `key (locale): message`.
    public var description: String { "\(key) (\(locale)): \(message)" }
}
