extension Series {
    /// The figure `kind` for a window, over the values present.
    ///
    /// ```swift
    /// series.summary(.average, of: window).value   // 8412.3
    /// ```
    ///
    /// - Complexity: O(1) for the average and total; O(1) for the highest and lowest, with a
    ///   bounded scan of at most two blocks of 64 samples at the window's edges.
    public func summary(_ kind: SummaryKind, of window: SampleWindow) -> WindowSummary {
        precondition(!window.isEmpty && window.end <= count, "the window must be a non-empty part of the series")
        let gapCount = gapCount(in: window)
        let valueCount = window.count - gapCount
        guard valueCount > 0 else {
            return WindowSummary(kind: kind, value: .nan, sampleIndex: nil, valueCount: 0, gapCount: gapCount)
        }
        switch kind {
        case .average:
            return WindowSummary(
                kind: kind, value: sums.average(window.start, window.end, valueCount: valueCount), sampleIndex: nil,
                valueCount: valueCount, gapCount: gapCount)
        case .total:
            return WindowSummary(
                kind: kind, value: sums.total(window.start, window.end), sampleIndex: nil, valueCount: valueCount,
                gapCount: gapCount)
        case .maximum:
            let index = extremes.indexOfMaximum(window.start, window.end, values: values)
            return WindowSummary(
                kind: kind, value: values[index], sampleIndex: index, valueCount: valueCount, gapCount: gapCount)
        case .minimum:
            let index = extremes.indexOfMinimum(window.start, window.end, values: values)
            return WindowSummary(
                kind: kind, value: values[index], sampleIndex: index, valueCount: valueCount, gapCount: gapCount)
        }
    }

    /// The sum of a window's values present; NaN when it holds none.
    ///
    /// - Complexity: O(1).
    public func total(of window: SampleWindow) -> Double {
        summary(.total, of: window).value
    }

    /// The mean of a window's values present; NaN when it holds none.
    ///
    /// - Complexity: O(1).
    public func average(of window: SampleWindow) -> Double {
        summary(.average, of: window).value
    }

    /// The index of the first sample holding the window's highest value, or `nil` when every
    /// sample of the window is a gap.
    ///
    /// - Complexity: O(1) (a bounded scan of at most 128 samples).
    public func indexOfMaximum(in window: SampleWindow) -> Int? {
        summary(.maximum, of: window).sampleIndex
    }

    /// The index of the first sample holding the window's lowest value, or `nil` when every
    /// sample of the window is a gap.
    ///
    /// - Complexity: O(1) (a bounded scan of at most 128 samples).
    public func indexOfMinimum(in window: SampleWindow) -> Int? {
        summary(.minimum, of: window).sampleIndex
    }
}
