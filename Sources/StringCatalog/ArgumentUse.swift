/// How a text uses one argument: the kinds of value its placeholders take, and the first
/// placeholder that takes it, for messages.
public struct ArgumentUse: Hashable, Sendable {
    /// The argument, from 1.
    public var number: Int
    /// The kinds of value its placeholders take.
    public var kinds: ValueKinds
    /// The first placeholder that takes it, as written (`%lld`, `%1$@`, `%#@count@`, `%arg`).
    public var text: String
    /// The decimals a decimal placeholder shows (`%.1f` shows 1, `%f` 6); `nil` for others.
    public var fractionDigits: Int?

    /// Creates a use.
    public init(number: Int, kinds: ValueKinds, text: String, fractionDigits: Int?) {
        self.number = number
        self.kinds = kinds
        self.text = text
        self.fractionDigits = fractionDigits
    }
}
