/// How much a finding matters.
public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
    /// For information: never fails a check, even a strict one (a missing value when a
    /// minimum completeness decides instead).
    case note
    /// Worth a look; does not fail a check unless it is strict.
    case warning
    /// Wrong: fails the check.
    case error

    /// Notes, then warnings, then errors.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }
}
