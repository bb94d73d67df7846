/// Which set of plural forms: a key's own (one set for each device variation, `device` `nil`
/// without any), or one substitution's.
public struct PluralSetID: Hashable, Sendable {
    /// The device variation the forms are in, if any.
    public var device: String?
    /// The substitution whose forms they are, if any.
    public var substitution: String?

    /// Creates an identifier.
    public init(device: String?, substitution: String?) {
        self.device = device
        self.substitution = substitution
    }
}
