/// The kinds of value a placeholder or an argument takes, as a set of bits.
///
/// ```swift
/// let kinds: ValueKinds = [ValueKinds(.integer), ValueKinds(.floatingPoint)]
/// kinds.includesNumber   // true
/// ```
package struct ValueKinds: OptionSet, Hashable, Sendable {
    /// The bits, one per ``FormatSpecifier/ValueKind``.
    package let rawValue: UInt8

    /// Kinds from their bits.
    package init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The one kind.
    package init(_ kind: FormatSpecifier.ValueKind) {
        switch kind {
        case .object: rawValue = 1
        case .integer: rawValue = 2
        case .floatingPoint: rawValue = 4
        case .character: rawValue = 8
        case .cString: rawValue = 16
        case .pointer: rawValue = 32
        }
    }

    /// Every kind, in declaration order.
    package static let allKinds: [FormatSpecifier.ValueKind] = [
        .object, .integer, .floatingPoint, .character, .cString, .pointer,
    ]
    /// A whole number.
    package static let integer = ValueKinds(.integer)
    /// A decimal number.
    package static let floatingPoint = ValueKinds(.floatingPoint)
    /// Text.
    package static let object = ValueKinds(.object)

    /// Whether a number kind is among them.
    package var includesNumber: Bool { !isDisjoint(with: [.integer, .floatingPoint]) }

    /// The kinds, one by one.
    package var kinds: [FormatSpecifier.ValueKind] {
        Self.allKinds.filter { contains(ValueKinds($0)) }
    }
}
