/// The shape of a localization's values, as the renderer walks it.
enum ValueNode: Sendable {
    /// A value: an index into the units.
    case unit(Int)
    /// Device variations, by name in order.
    indirect case device([(name: String, node: ValueNode)])
    /// A set of plural forms (an index into the plural sets) and its forms by category; forms
    /// under a name that is no category are left out (the analysis has a problem for each).
    indirect case plural(set: Int, forms: PluralForms<ValueNode>)
    /// Nothing to show.
    case empty
}
