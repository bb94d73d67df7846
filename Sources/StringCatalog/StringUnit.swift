import Dispatch
import JSONSyntax
import Synchronization

/// A value and its review state.
public struct StringUnit: Sendable {
    /// Where the `stringUnit` object starts.
    public var offset: Int
    /// `translated`, `needs_review`, `new`, `stale`...
    public var state: String?
    /// The text.
    public var value: String
    /// Where the value's string starts.
    public var valueOffset: Int

    /// Creates a string unit.
    public init(offset: Int, state: String?, value: String, valueOffset: Int) {
        self.offset = offset
        self.state = state
        self.value = value
        self.valueOffset = valueOffset
    }
}
