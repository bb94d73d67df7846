/// A JSON number: the text as written and its value as a `Double`.
package struct JSONNumber: Sendable, Equatable {
    /// The number exactly as it appears in the source (`"1.0"`, `"-2e3"`).
    package var text: String

    /// The nearest `Double`.
    package var double: Double

    /// Creates a number from its text; the text must already be valid JSON number syntax.
    package init(text: String) {
        self.text = text
        self.double = Double(text) ?? .nan
    }

    /// Creates a number from a `Double`, written in its shortest round-trip form.
    package init(_ value: Double) {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            self.text = String(Int64(value))
        } else {
            self.text = "\(value)"
        }
        self.double = value
    }

    /// Creates a number from an integer.
    package init(_ value: Int) {
        self.text = String(value)
        self.double = Double(value)
    }

    /// The value as an `Int` when the text is a whole number that fits.
    package var int: Int? {
        Int(text)
    }
}
