import Dispatch
import JSONSyntax
import Synchronization

/// Variations of a value by plural category or by device.
public struct Variations: Sendable {
    /// Where the `variations` object starts.
    public var offset: Int
    /// Forms by plural category name, as written (unknown names kept for the checker).
    public var plural: [String: Localization]?
    /// Forms by device (`iphone`, `ipad`, `mac`, `other`...).
    public var device: [String: Localization]?

    /// Creates variations.
    public init(offset: Int, plural: [String: Localization]?, device: [String: Localization]?) {
        self.offset = offset
        self.plural = plural
        self.device = device
    }
}
