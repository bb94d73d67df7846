/// One value for each plural category, stored in place: a line's forms, or a checker's units
/// by category, without a dictionary.
package struct PluralForms<Value> {
    @usableFromInline var zero, one, two, few, many, other: Value?

    @inlinable
    package init() {}

    @inlinable
    package subscript(category: PluralCategory) -> Value? {
        get {
            switch category {
            case .zero: zero
            case .one: one
            case .two: two
            case .few: few
            case .many: many
            case .other: other
            }
        }
        set {
            switch category {
            case .zero: zero = newValue
            case .one: one = newValue
            case .two: two = newValue
            case .few: few = newValue
            case .many: many = newValue
            case .other: other = newValue
            }
        }
    }

    /// The categories that have a value, in CLDR order, with their values.
    @inlinable
    package var present: [(PluralCategory, Value)] {
        var found: [(PluralCategory, Value)] = []
        found.reserveCapacity(6)
        if let zero { found.append((.zero, zero)) }
        if let one { found.append((.one, one)) }
        if let two { found.append((.two, two)) }
        if let few { found.append((.few, few)) }
        if let many { found.append((.many, many)) }
        if let other { found.append((.other, other)) }
        return found
    }
}

extension PluralForms: Sendable where Value: Sendable {}
