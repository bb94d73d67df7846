/// A window's figure: its value, over the values present, and for the highest and lowest,
/// which sample holds it.
public struct WindowSummary: Hashable, Sendable {
    /// Which figure this is.
    public var kind: SummaryKind

    /// The figure, over the values present (gaps are skipped, never counted as zero); NaN when
    /// the window holds no value at all (check ``hasValues``). For a total beyond the range of
    /// `Double` this is an infinity; check ``exceedsDoubleRange`` rather than printing it.
    public var value: Double

    /// For ``SummaryKind/maximum`` and ``SummaryKind/minimum``, the first sample that holds the
    /// value; otherwise, or when the window holds no value, `nil`.
    public var sampleIndex: Int?

    /// The samples with a value that the figure is made from.
    public var valueCount: Int

    /// The gaps (samples with no value) the figure skipped.
    public var gapCount: Int

    /// Creates a summary.
    public init(kind: SummaryKind, value: Double, sampleIndex: Int?, valueCount: Int, gapCount: Int) {
        self.kind = kind
        self.value = value
        self.sampleIndex = sampleIndex
        self.valueCount = valueCount
        self.gapCount = gapCount
    }

    /// Whether the window holds any value to make a figure from.
    public var hasValues: Bool { valueCount > 0 }

    /// Whether the true figure is larger in magnitude than `Double.greatestFiniteMagnitude`.
    public var exceedsDoubleRange: Bool {
        value.isInfinite
    }
}
