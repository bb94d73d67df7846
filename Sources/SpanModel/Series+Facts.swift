extension Series {
    /// The facts a description is worded from: extremes with their ties, steps, the change
    /// from start to end, the shape and the longest run of missing data; `nil` when the window
    /// holds no value.
    ///
    /// How the shape is found is in `docs/description.md`: a few passes over the window's
    /// values, so that the cost grows with the window and nothing else; a step of the lens never
    /// asks for it.
    ///
    /// - Parameter resolution: the smallest difference between two values as they are said (0.1
    ///   for values said with one decimal): a turn smaller than that cannot be heard, so it is
    ///   never one (a river level said as 1.9, 1.9 and 2 has no peak at "1.9").
    /// - Complexity: O(window) time and memory.
    public func facts(of window: SampleWindow, resolution: Double = 0) -> WindowFacts? {
        precondition(window.end <= count, "the window must lie inside the series")
        guard !window.isEmpty, let highestIndex = indexOfMaximum(in: window), !isGap(at: highestIndex),
            let lowestIndex = indexOfMinimum(in: window)
        else { return nil }
        // The values present, in order, and the samples they belong to.
        let hasGaps = gapCount(in: window) > 0
        var positions: [Int] = []
        var present: [Double]
        if hasGaps {
            present = []
            present.reserveCapacity(valueCount(in: window))
            positions.reserveCapacity(valueCount(in: window))
            for index in window.indices where !isGap(at: index) {
                present.append(values[index])
                positions.append(index)
            }
        } else {
            present = Array(values[window.indices])
        }
        let start = window.start
        func sample(_ position: Int) -> Int { hasGaps ? positions[position] : start + position }

        let highest = values[highestIndex]
        let lowest = values[lowestIndex]
        let range = highest - lowest
        var counted = ValueTally(highest: highest, lowest: lowest)
        present.withUnsafeBufferPointer { counted.count($0) }

        let cycle = dailyCycle(of: present, range: range, sample: sample)
        let change = self.change(
            of: present, first: sample(0), last: sample(present.count - 1), range: range, averaging: cycle != nil)
        var shape = present.withUnsafeBufferPointer { values in
            shapeOf(
                values, tally: counted, range: range, resolution: resolution,
                net: change.end >= change.start ? .rising : .falling, canBeSteady: cycle == nil, sample: sample)
        }
        if let cycle {
            shape.dailyPeak = cycle.peak
            // Days whose averages barely move have no shape but the cycle: turns found in them
            // would be the noise of the averages.
            if !cycle.daysMove {
                shape = WindowShape(
                    kind: .dailyCycle, segments: shape.segments.count == 1 ? shape.segments : [], dailyPeak: cycle.peak)
            }
        }
        let (noData, longest) = noDataRuns(in: window)
        return WindowFacts(
            window: window, valueCount: present.count,
            highest: WindowExtreme(index: highestIndex, value: highest, count: counted.highestCount),
            lowest: WindowExtreme(index: lowestIndex, value: lowest, count: counted.lowestCount),
            steps: counted.steps, change: change, shape: shape, noDataCount: noData, longestNoDataRun: longest)
    }

    /// The change from the first value to the last; for daily and more frequent data, between
    /// the averages of a step's worth of values at each end (a week of days, a day of hours) when
    /// the values are noisy: when their noise is more than a twentieth of their range, a single
    /// value at either end would stand in for the window's end with its noise. Weekly, monthly,
    /// quarterly and yearly readings stand for their ends as they are.
    ///
    /// The noise is measured from the second differences (`v[i+1] - 2v[i] + v[i-1]`), which a
    /// straight rise or fall leaves at zero: their mean size over 1.95 is the spread of values
    /// scattered at random about a line, and about half a step for a random walk, whose single
    /// values (a closing price) are what they are.
    ///
    /// - Parameter averaging: whether to average the ends whatever the noise (a daily cycle,
    ///   whose single values stand for their hour of the day, not for the window's ends).
    private func change(
        of values: [Double], first: Int, last: Int, range: Double, averaging: Bool = false
    )
        -> WindowChange
    {
        let count = values.count
        let width = cadence.step
        if cadence.dateGrain <= .day, cadence.sampleUnit != .week, width >= 3, count >= 4 * width, range > 0,
            averaging || Self.noise(of: values) > range / 20
        {
            return WindowChange(
                first: first, last: last, start: values[0..<width].reduce(0, +) / Double(width),
                end: values[(count - width)...].reduce(0, +) / Double(width), averagedValues: width)
        }
        return WindowChange(first: first, last: last, start: values[0], end: values[count - 1], averagedValues: nil)
    }

    /// A sample at the hour of the day when readings taken through the day peak on average (the
    /// first at that hour), when they rise
    /// and fall every day, and whether the days' averages move by a quarter of the range or
    /// more (a shape beside the cycle); `nil` when there is no daily cycle.
    ///
    /// The window must hold readings at least every two hours over three days or more. Each
    /// value less its day's average is added to its hour of the day (in UTC: only the cycle's
    /// regularity matters here, and the sample returned carries its own time); the days
    /// rise and fall together when that profile spans at least a quarter of the window's range,
    /// its highest and lowest hours lie at least six hours apart (a rise that goes on day
    /// after day makes a profile whose ends meet), and at least two days in three peak within
    /// three hours of the profile's highest hour. Days with fewer than three quarters of their
    /// readings are left out.
    ///
    /// - Complexity: O(window), in two passes.
    func dailyCycle(of values: [Double], range: Double, sample: (Int) -> Int) -> (peak: Int, daysMove: Bool)? {
        let perDay = cadence.step
        guard cadence.dateGrain == .time, perDay >= 12, values.count >= 3 * perDay, range > 0 else { return nil }
        func day(_ position: Int) -> Int { Int((times[sample(position)] / 86_400).rounded(.down)) }
        func hour(_ position: Int) -> Int {
            let seconds = times[sample(position)] - Double(day(position)) * 86_400
            return min(max(Int(seconds / 3_600), 0), 23)
        }
        // Each day as a run of positions, with its mean and the position of its highest value.
        var days: [(from: Int, to: Int, mean: Double, highest: Int)] = []
        var from = 0
        while from < values.count {
            var to = from
            var total = values[from]
            var highest = from
            while to + 1 < values.count, day(to + 1) == day(from) {
                to += 1
                total += values[to]
                if values[to] > values[highest] { highest = to }
            }
            if 4 * (to - from + 1) >= 3 * perDay { days.append((from, to, total / Double(to - from + 1), highest)) }
            from = to + 1
        }
        guard days.count >= 3 else { return nil }
        var sums = [Double](repeating: 0, count: 24)
        var counts = [Int](repeating: 0, count: 24)
        for whole in days {
            for position in whole.from...whole.to {
                sums[hour(position)] += values[position] - whole.mean
                counts[hour(position)] += 1
            }
        }
        let profile = (0..<24).filter { counts[$0] > 0 }.map { (hour: $0, value: sums[$0] / Double(counts[$0])) }
        guard let top = profile.max(by: { $0.value < $1.value }), let bottom = profile.min(by: { $0.value < $1.value })
        else { return nil }
        func apart(_ one: Int, _ other: Int) -> Int { min(abs(one - other), 24 - abs(one - other)) }
        guard top.value - bottom.value >= range / 4, apart(top.hour, bottom.hour) >= 6 else { return nil }
        let typical = days.filter { apart(hour($0.highest), top.hour) <= 3 }
        guard 3 * typical.count >= 2 * days.count,
            let peak = days.lazy.flatMap({ $0.from...$0.to }).first(where: { hour($0) == top.hour })
        else { return nil }
        let means = days.map(\.mean)
        return (sample(peak), (means.max() ?? 0) - (means.min() ?? 0) >= range / 4)
    }

    /// The spread of values about a straight line, from their second differences.
    static func noise(of values: [Double]) -> Double {
        guard values.count >= 3 else { return 0 }
        var total = 0.0
        for index in 1..<(values.count - 1) {
            total += abs(values[index + 1] - 2 * values[index] + values[index - 1])
        }
        return total / Double(values.count - 2) / 1.95
    }

    /// The shape of the values present, in the order the kinds are tried (see
    /// ``WindowShape/Kind``); `net` is the way the change goes, which a shape without turns
    /// follows (never "falling" beside a change that rose). A daily cycle cannot be steady.
    private func shapeOf(
        _ values: UnsafeBufferPointer<Double>, tally: ValueTally, range: Double, resolution: Double,
        net: WindowShape.Direction, canBeSteady: Bool = true, sample: (Int) -> Int
    ) -> WindowShape {
        let count = values.count
        guard count > 1 else { return WindowShape(kind: .single) }
        guard range > 0 else { return WindowShape(kind: .constant) }
        let firstLast = [WindowShape.Segment(start: sample(0), end: sample(count - 1), direction: net)]
        guard count > 2 else { return WindowShape(kind: .oneStep, direction: net, segments: firstLast) }

        let least = resolution.isFinite ? max(resolution, 0) : 0
        let rawTurns = TurningPoints.turns(of: values, threshold: max(TurningPoints.share * range, least))
        if rawTurns.isEmpty {
            let steps = tally.steps
            if steps.count(net) == steps.total {
                return WindowShape(kind: .everyStep, direction: net, segments: firstLast)
            }
            if 3 * steps.count(net) >= 2 * steps.total {
                return WindowShape(kind: .mostSteps, direction: net, segments: firstLast)
            }
        }
        if canBeSteady, range <= tally.meanSize / 100 {
            return WindowShape(kind: .steady, segments: firstLast)
        }
        if let spike = spike(values, tally: tally, range: range, sample: sample) { return spike }

        // Turns in the values themselves, or, when they turn too often to show a shape and the
        // window holds six steps' worth, in the averages of a step's worth of values.
        var turns = rawTurns.map { (sample: sample($0.position), turn: $0) }
        var averaged: Int?
        let width = cadence.step
        if turns.count > 2, width >= 2, count >= 6 * width {
            let blocks = (0..<((count + width - 1) / width)).map { block in
                let slice = values[(block * width)..<min(count, (block + 1) * width)]
                return slice.reduce(0, +) / Double(slice.count)
            }
            let blockTurns = blocks.withUnsafeBufferPointer { blocks in
                TurningPoints.turns(
                    of: blocks, threshold: max(TurningPoints.share * TurningPoints.range(of: blocks), least))
            }
            turns = Self.place(blockTurns, width: width, in: values).map { (sample($0.position), $0) }
            averaged = width
        }
        let positions = [0] + turns.map(\.turn.position) + [count - 1]
        var segments: [WindowShape.Segment] = []
        for (from, to) in zip(positions, positions.dropFirst()) {
            segments.append(
                WindowShape.Segment(
                    start: sample(from), end: sample(to), direction: values[to] >= values[from] ? .rising : .falling))
        }
        let peaks = turns.filter(\.turn.isPeak).map(\.sample)
        let troughs = turns.filter { !$0.turn.isPeak }.map(\.sample)
        let turnSamples = turns.map(\.sample)
        let kind: WindowShape.Kind
        switch turns.map(\.turn.isPeak) {
        case []: kind = .oneWay
        case [true]: kind = .peak
        case [false]: kind = .trough
        case [true, false]: kind = .peakThenTrough
        case [false, true]: kind = .troughThenPeak
        default: kind = .waves
        }
        let direction: WindowShape.Direction? =
            switch kind {
            case .oneWay: net
            case .waves: segments.first?.direction
            default: nil
            }
        return WindowShape(
            kind: kind, direction: direction, turns: turnSamples, peaks: peaks, troughs: troughs, segments: segments,
            averagedValues: averaged)
    }

    /// Turns found in averages of `width` values, placed on the values themselves: each at the
    /// highest (for a peak) or lowest (for a trough) value of its stretch, which runs halfway to
    /// the neighbouring turns on either side (to the window's ends for the first and last).
    private static func place(
        _ turns: [TurningPoints.Turn], width: Int, in values: UnsafeBufferPointer<Double>
    ) -> [TurningPoints.Turn] {
        let centres = turns.map { $0.position * width + width / 2 }
        var placed: [TurningPoints.Turn] = []
        for (index, turn) in turns.enumerated() {
            let from = index == 0 ? 1 : (centres[index - 1] + centres[index]) / 2
            let to = index == turns.count - 1 ? values.count - 1 : (centres[index] + centres[index + 1]) / 2
            guard from < to else { continue }
            var best = from
            for position in from..<to {
                let value = values[position]
                if turn.isPeak ? value > values[best] : value < values[best] { best = position }
            }
            placed.append(TurningPoints.Turn(position: best, isPeak: turn.isPeak))
        }
        return placed
    }

    /// A spike (or dip): exactly one value outside a flat rest that lies within the lowest
    /// (highest) 15% of the range, among at least seven values.
    private func spike(
        _ values: UnsafeBufferPointer<Double>, tally: ValueTally, range: Double, sample: (Int) -> Int
    ) -> WindowShape? {
        guard values.count >= 7 else { return nil }
        let band = range * 0.15
        let direction: WindowShape.Direction
        let rest: ClosedRange<Double>
        if tally.highestCount == 1, tally.secondHighest <= tally.lowest + band {
            direction = .rising
            rest = tally.lowest...tally.secondHighest
        } else if tally.lowestCount == 1, tally.secondLowest >= tally.highest - band {
            direction = .falling
            rest = tally.secondLowest...tally.highest
        } else {
            return nil
        }
        let target = direction == .rising ? tally.highest : tally.lowest
        guard let position = values.firstIndex(of: target) else { return nil }
        let spike = sample(position)
        let segments = [
            WindowShape.Segment(start: sample(0), end: spike, direction: direction),
            WindowShape.Segment(
                start: spike, end: sample(values.count - 1), direction: direction == .rising ? .falling : .rising),
        ]
        return WindowShape(
            kind: .spike, direction: direction, turns: [spike], peaks: direction == .rising ? [spike] : [],
            troughs: direction == .falling ? [spike] : [], segments: segments, spike: spike, restRange: rest)
    }

    /// The count of places with no data in a window (gaps and samples missing in time), and
    /// the longest run of them, gaps and holes next to each other counted as one run.
    ///
    /// - Complexity: O(window).
    func noDataRuns(in window: SampleWindow) -> (count: Int, longest: NoDataRun?) {
        let total = gapCount(in: window) + missingSampleCount(in: window)
        guard total > 0 else { return (0, nil) }
        var longest: NoDataRun?
        var runStart: NoDataRun.Bound?
        var runEnd = NoDataRun.Bound.gap(window.start)
        var runCount = 0
        func close() {
            if let start = runStart, runCount > (longest?.count ?? 0) {
                longest = NoDataRun(start: start, end: runEnd, count: runCount)
            }
            runStart = nil
            runCount = 0
        }
        for index in window.indices {
            if isGap(at: index) {
                if runStart == nil { runStart = .gap(index) }
                runEnd = .gap(index)
                runCount += 1
            } else {
                close()
            }
            guard index < window.last else { break }
            let missing = missingSampleCount(after: index)
            if missing > 0 {
                if runStart == nil { runStart = .after(index) }
                runEnd = .before(index + 1)
                runCount += missing
            }
        }
        close()
        return (total, longest)
    }
}

/// What one pass over a window's values counts: the ties of its extremes, the values next to
/// them, its steps and its mean size.
private struct ValueTally {
    let highest: Double
    let lowest: Double
    var highestCount = 0
    var lowestCount = 0
    /// The highest value once the first sample of the highest is left out.
    var secondHighest = -Double.infinity
    /// The lowest value once the first sample of the lowest is left out.
    var secondLowest = Double.infinity
    var steps = StepCounts(up: 0, down: 0, level: 0)
    var meanSize = 0.0

    init(highest: Double, lowest: Double) {
        self.highest = highest
        self.lowest = lowest
    }

    mutating func count(_ values: UnsafeBufferPointer<Double>) {
        var sizes = 0.0
        var previous = Double.nan
        var highestSeen = false
        var lowestSeen = false
        for value in values {
            if value == highest {
                highestCount += 1
                if highestSeen { secondHighest = max(secondHighest, value) }
                highestSeen = true
            } else {
                secondHighest = max(secondHighest, value)
            }
            if value == lowest {
                lowestCount += 1
                if lowestSeen { secondLowest = min(secondLowest, value) }
                lowestSeen = true
            } else {
                secondLowest = min(secondLowest, value)
            }
            if !previous.isNaN {
                if value > previous {
                    steps.up += 1
                } else if value < previous {
                    steps.down += 1
                } else {
                    steps.level += 1
                }
            }
            previous = value
            sizes += abs(value)
        }
        meanSize = values.isEmpty ? 0 : sizes / Double(values.count)
    }
}
