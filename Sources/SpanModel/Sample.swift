import Foundation

/// One reading: an instant and a value.
public struct Sample: Hashable, Sendable {
    /// When the reading was taken.
    public var date: Date

    /// The reading. Not-finite and (by default) negative values count as zero once the sample is
    /// part of a ``Series``.
    public var value: Double

    /// Creates a sample.
    public init(date: Date, value: Double) {
        self.date = date
        self.value = value
    }
}

/// What a series does with values that cannot be counts: not-finite ones and negative ones.
///
/// Counts, revenue, sleep and prices cannot be negative, so by default a negative value is
/// counted as zero, as are NaN and the infinities. Data that is legitimately negative
/// (temperatures, balances) keeps its negative values with ``keepsNegativeValues``; not-finite
/// values always count as zero, since no figure can be made from them.
public struct CleaningPolicy: Hashable, Sendable {
    /// Whether negative values are kept as they are.
    public var keepsNegativeValues: Bool

    /// Creates a policy.
    public init(keepsNegativeValues: Bool) {
        self.keepsNegativeValues = keepsNegativeValues
    }

    /// Negative and not-finite values count as zero.
    public static let countsNegativeAsZero = CleaningPolicy(keepsNegativeValues: false)

    /// Negative values are kept; not-finite values count as zero.
    public static let keepsNegative = CleaningPolicy(keepsNegativeValues: true)
}

/// How many values a series changed when it was prepared, so the tool can say so.
public struct CleaningReport: Hashable, Sendable {
    /// Values that were NaN or infinite, counted as zero.
    public var notFiniteValues: Int

    /// Negative values counted as zero (always 0 under ``CleaningPolicy/keepsNegative``).
    public var negativeValues: Int

    /// Samples dropped because their date was not a finite instant.
    public var invalidDates: Int

    /// Creates a report.
    public init(notFiniteValues: Int = 0, negativeValues: Int = 0, invalidDates: Int = 0) {
        self.notFiniteValues = notFiniteValues
        self.negativeValues = negativeValues
        self.invalidDates = invalidDates
    }

    /// Whether nothing was changed.
    public var isEmpty: Bool {
        notFiniteValues == 0 && negativeValues == 0 && invalidDates == 0
    }
}
