internal import CICUShim
import Synchronization

/// A CLDR plural category.
public enum PluralCategory: String, CaseIterable, Comparable, Hashable, Sendable {
    case zero, one, two, few, many, other

    /// CLDR order: zero, one, two, few, many, other.
    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        lhs.rank < rhs.rank
    }

    /// The category a name stands for, as `init(rawValue:)` finds it, but by the name's length
    /// and a comparison or two instead of trying every case: plural forms are named by the
    /// thousand in a catalog.
    public static func named(_ name: String) -> PluralCategory? {
        switch name.utf8.count {
        case 3: name == "one" ? .one : name == "few" ? .few : name == "two" ? .two : nil
        case 4: name == "many" ? .many : name == "zero" ? .zero : nil
        case 5: name == "other" ? .other : nil
        default: nil
        }
    }

    /// The category's place in CLDR order, from 0 (`zero`) to 5 (`other`).
    public var rank: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }
}
