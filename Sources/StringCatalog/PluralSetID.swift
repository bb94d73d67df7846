/// Which set of plural forms: a key's own (one set for each device variation, `device` `nil`
/// without any), or one substitution's.
package struct PluralSetID: Hashable, Sendable {
    /// The device variation the forms are in, if any.
    package var device: String?
    /// The substitution whose forms they are, if any.
    package var substitution: String?

    /// Creates an identifier.
    package init(device: String?, substitution: String?) {
        self.device = device
        self.substitution = substitution
    }
}
