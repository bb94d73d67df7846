import Foundation

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
