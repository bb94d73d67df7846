import Foundation

/// What a series does with values when it is prepared.
///
/// Values are kept as they are, signs included: temperatures, balances, changes and profits are
/// negative, and a tool that cannot be checked by eye must never bend them. A value that is not
/// finite is always a gap (NaN in ``Series/values``). Counting negative values as zero, the rule
/// of the original component made for step counts, is an opt-in policy whose every change is
/// counted in ``CleaningReport/negativeCountedAsZero``.
public struct CleaningPolicy: Hashable, Sendable {
    /// Whether negative values count as zero.
    public var countsNegativeAsZero: Bool

    /// Creates a policy.
    public init(countsNegativeAsZero: Bool) {
        self.countsNegativeAsZero = countsNegativeAsZero
    }

    /// Values are kept with their signs (the default).
    public static let keepsSigns = CleaningPolicy(countsNegativeAsZero: false)

    /// Negative values count as zero, and each one is counted.
    public static let negativeAsZero = CleaningPolicy(countsNegativeAsZero: true)
}
