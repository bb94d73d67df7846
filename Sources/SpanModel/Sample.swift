import Foundation

/// One reading: an instant and a value.
public struct Sample: Hashable, Sendable {
    /// When the reading was taken.
    public var date: Date

    /// The reading. A value that is NaN or infinite is a gap once the sample is part of a
    /// ``Series``: a sample with no value, never a zero.
    public var value: Double

    /// Creates a sample.
    public init(date: Date, value: Double) {
        self.date = date
        self.value = value
    }
}

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

/// How many values a series changed or found empty when it was prepared, so the tool can say so.
public struct CleaningReport: Hashable, Sendable {
    /// Values that were NaN or infinite: gaps, samples with no value.
    public var gapCount: Int

    /// Negative values counted as zero (always 0 unless the policy asks for it).
    public var negativeCountedAsZero: Int

    /// Samples dropped because their date was not a finite instant.
    public var invalidDates: Int

    /// Creates a report.
    public init(gapCount: Int = 0, negativeCountedAsZero: Int = 0, invalidDates: Int = 0) {
        self.gapCount = gapCount
        self.negativeCountedAsZero = negativeCountedAsZero
        self.invalidDates = invalidDates
    }

    /// Whether nothing was changed or found empty.
    public var isEmpty: Bool {
        gapCount == 0 && negativeCountedAsZero == 0 && invalidDates == 0
    }
}
