/// A value handed to a line of copy.
public enum CatalogArgument: Hashable, Sendable {
    /// Text, put in as it is.
    case text(String)
    /// A number already formatted for the locale; plural forms are chosen from it.
    case number(DisplayedNumber)

    /// The text put into the sentence.
    public var displayText: String {
        switch self {
        case .text(let text): text
        case .number(let number): number.text
        }
    }
}

extension CatalogArgument {
    /// Whether the argument is a number.
    var isNumber: Bool {
        if case .number = self { return true }
        return false
    }
}
