import SpanModel

/// Every window a report page's range control can reach, and where each step from each one
/// leads: the span model's own lens (``SeriesLens``) run ahead of time, so that the page's
/// script only looks a step up and speaks the sentence the Narration module made for it.
///
/// The windows are found breadth first from the window the page opens with (and from the whole
/// series, which "show all" reaches from anywhere), by moving, widening and narrowing a step at
/// a time, exactly as `rangelens explore` steps. "Show all" and "back" need no table: show all
/// goes to the whole series and remembers the window it left; back (or show all again) returns
/// to it. The remembered window is the only state the script keeps.
///
/// A long series reaches many windows (a year of daily samples about 4,100, ten years about
/// 400,000: every start and width a week apart), so at most `limit` are kept, the nearest
/// first; a step to a window beyond them is ``StepLimit``-like ``Outcome/outside``, which the
/// page says in words.
///
/// - Complexity: O(limit) steps, each O(1).
struct LensStates {
    /// Where a step leads: another window (its index in ``windows``), or why nothing moved.
    enum Outcome: Hashable {
        /// The window at this index.
        case window(Int)
        /// The lens did not move, for this reason.
        case limit(StepLimit)
        /// The step leads to a window the page does not hold.
        case outside
    }

    /// The actions a table holds, in its order; show all and back are the script's.
    static let tabledActions: [LensAction] = [.earlier, .later, .widen, .narrow]

    /// The windows, the opening one first.
    private(set) var windows: [SampleWindow] = []

    /// For each window, where each of ``tabledActions`` leads.
    private(set) var moves: [[Outcome]] = []

    /// The index of the whole series among ``windows``.
    private(set) var allIndex: Int

    /// The reason every step gives on a series that has no lens (one sample, or none), or `nil`.
    let fixedLimit: StepLimit?

    /// Whether some window was left out because of the limit.
    private(set) var isTruncated = false

    /// Finds the windows reachable from `opening`.
    ///
    /// - Parameters:
    ///   - minimumSpan: the narrowest window a step may leave, as explore is given it.
    ///   - limit: the most windows to keep (at least 2: the opening window and the whole series).
    init(series: Series, opening: SampleWindow, minimumSpan: Int, limit: Int) {
        let lens = SeriesLens(series: series, window: opening, minimumSpan: minimumSpan)
        if series.isEmpty {
            fixedLimit = .noData
        } else if series.count == 1 {
            fixedLimit = .showingEverything
        } else {
            fixedLimit = nil
        }
        var index: [SampleWindow: Int] = [opening: 0]
        windows = [opening]
        if series.all != opening {
            index[series.all] = 1
            windows.append(series.all)
        }
        allIndex = index[series.all] ?? 0
        var next = 0
        while next < windows.count {
            let window = windows[next]
            var row: [Outcome] = []
            for action in Self.tabledActions {
                var stepped = SeriesLens(series: series, window: window, minimumSpan: lens.minimumSpan)
                let outcome = stepped.perform(action)
                if let reason = outcome.limit {
                    row.append(.limit(reason))
                } else if let known = index[outcome.window] {
                    row.append(.window(known))
                } else if windows.count < max(limit, 2) {
                    index[outcome.window] = windows.count
                    row.append(.window(windows.count))
                    windows.append(outcome.window)
                } else {
                    isTruncated = true
                    row.append(.outside)
                }
            }
            moves.append(row)
            next += 1
        }
    }
}
