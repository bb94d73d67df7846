/// The range control: a window over a series, stepped a bucket at a time.
///
/// Every step clamps to the series and reports what happened in a ``StepOutcome``, so that the
/// caller can announce a limit instead of staying silent. A step costs O(1): it never walks the
/// window.
///
/// ```swift
/// var lens = SeriesLens(series: series)
/// let outcome = lens.perform(.widen)
/// outcome.moved          // true
/// lens.window            // one step wider, same end
/// ```
///
/// A series of zero or one sample has no lens: every step reports that nothing can move. The
/// lens knows only earlier and later; a right-to-left layout flips which arrow means which.
public struct SeriesLens: Sendable {
    /// The series being viewed.
    public let series: Series

    /// The samples one step moves (from the series' cadence unless given).
    public let step: Int

    /// The smallest width a step may leave, already limited to the series' length.
    public let minimumSpan: Int

    /// The window shown.
    public private(set) var window: SampleWindow

    /// The window "show all" replaced, until a step goes back to it or moves on.
    public private(set) var rememberedWindow: SampleWindow?

    /// Creates a lens on `series`, showing `window` (the opening window when `nil`).
    ///
    /// - Parameters:
    ///   - minimumSpan: the narrowest window a step may leave, at least 1 (default 7).
    ///   - step: samples moved by one step; the cadence's step when `nil`.
    public init(series: Series, window: SampleWindow? = nil, minimumSpan: Int = 7, step: Int? = nil) {
        self.series = series
        self.minimumSpan = series.effectiveMinimumSpan(minimumSpan)
        self.step = max(step ?? series.cadence.step, 1)
        let chosen = window ?? series.openingWindow(minimumSpan: minimumSpan)
        precondition(chosen.end <= series.count, "the window must lie inside the series")
        self.window = chosen
    }

    /// Whether the series has enough samples for any step to move.
    public var canStep: Bool { series.count > 1 }

    /// Takes a step.
    ///
    /// - Complexity: O(1).
    @discardableResult
    public mutating func perform(_ action: LensAction) -> StepOutcome {
        switch action {
        case .earlier: move(by: -step, as: action)
        case .later: move(by: step, as: action)
        case .widen: widen()
        case .narrow: narrow()
        case .showAll: toggleShowAll()
        case .back: goBack()
        }
    }

    /// Moves the window by `samples` (negative is earlier), keeping its width.
    ///
    /// - Complexity: O(1).
    @discardableResult
    public mutating func move(by samples: Int) -> StepOutcome {
        move(by: samples, as: samples < 0 ? .earlier : .later)
    }

    private mutating func move(by samples: Int, as action: LensAction) -> StepOutcome {
        if let refusal = refusalWithoutLens(action) { return refusal }
        let highestStart = series.count - window.count
        let start = min(max(window.start + samples, 0), highestStart)
        guard start != window.start else {
            return unchanged(action, samples < 0 ? .startOfSeries : .endOfSeries)
        }
        return change(action, to: SampleWindow(start: start, end: start + window.count))
    }

    /// Widens the window by one step: the end stays and the start moves earlier; at the first
    /// sample, the end grows instead.
    ///
    /// - Complexity: O(1).
    @discardableResult
    public mutating func widen() -> StepOutcome {
        if let refusal = refusalWithoutLens(.widen) { return refusal }
        if window.start > 0 {
            return change(.widen, to: SampleWindow(start: max(window.start - step, 0), end: window.end))
        }
        guard window.end < series.count else { return unchanged(.widen, .showingEverything) }
        return change(.widen, to: SampleWindow(start: 0, end: min(window.end + step, series.count)))
    }

    /// Narrows the window by one step: the end stays and the start moves later, never past
    /// the minimum span.
    ///
    /// - Complexity: O(1).
    @discardableResult
    public mutating func narrow() -> StepOutcome {
        if let refusal = refusalWithoutLens(.narrow) { return refusal }
        let start = min(window.start + step, window.end - minimumSpan)
        guard start > window.start else { return unchanged(.narrow, .shortestRange) }
        return change(.narrow, to: SampleWindow(start: start, end: window.end))
    }

    /// Shows the whole series and remembers the current window; when everything is already
    /// shown and a window is remembered, goes back to it.
    ///
    /// - Complexity: O(1).
    @discardableResult
    public mutating func toggleShowAll() -> StepOutcome {
        if let refusal = refusalWithoutLens(.showAll) { return refusal }
        if window == series.all {
            guard let remembered = rememberedWindow else { return unchanged(.showAll, .showingEverything) }
            let previous = window
            window = remembered
            rememberedWindow = nil
            return StepOutcome(action: .showAll, previous: previous, window: window, limit: nil, wentBack: true)
        }
        let previous = window
        rememberedWindow = window
        window = series.all
        return StepOutcome(action: .showAll, previous: previous, window: window, limit: nil, wentBack: false)
    }

    /// Goes back to the window "show all" replaced.
    ///
    /// - Complexity: O(1).
    @discardableResult
    public mutating func goBack() -> StepOutcome {
        if let refusal = refusalWithoutLens(.back) { return refusal }
        guard let remembered = rememberedWindow else { return unchanged(.back, .noPreviousRange) }
        let previous = window
        window = remembered
        rememberedWindow = nil
        return StepOutcome(action: .back, previous: previous, window: window, limit: nil, wentBack: true)
    }

    private func refusalWithoutLens(_ action: LensAction) -> StepOutcome? {
        if series.isEmpty { return unchanged(action, .noData) }
        if series.count == 1 { return unchanged(action, .showingEverything) }
        return nil
    }

    private func unchanged(_ action: LensAction, _ limit: StepLimit) -> StepOutcome {
        StepOutcome(action: action, previous: window, window: window, limit: limit, wentBack: false)
    }

    /// Moves to a new window chosen by a step other than show all or back, which forgets any
    /// remembered window: the person has picked a new range.
    private mutating func change(_ action: LensAction, to next: SampleWindow) -> StepOutcome {
        let previous = window
        window = next
        rememberedWindow = nil
        return StepOutcome(action: action, previous: previous, window: next, limit: nil, wentBack: false)
    }
}
