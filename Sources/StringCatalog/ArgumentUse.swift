/// How a text uses one argument: the kinds of value its placeholders take, and the first
/// placeholder that takes it, for messages.
package struct ArgumentUse: Hashable, Sendable {
    /// The argument, from 1.
    package var number: Int
    /// The kinds of value its placeholders take.
    package var kinds: ValueKinds
    /// The first placeholder that takes it, as written (`%lld`, `%1$@`, `%#@count@`, `%arg`).
    package var text: String
    /// The decimals a decimal placeholder shows (`%.1f` shows 1, `%f` 6); `nil` for others.
    package var fractionDigits: Int?

    /// Creates a use.
    package init(number: Int, kinds: ValueKinds, text: String, fractionDigits: Int?) {
        self.number = number
        self.kinds = kinds
        self.text = text
        self.fractionDigits = fractionDigits
    }
}
