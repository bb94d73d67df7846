import Foundation
import StringCatalog

/// The sentences of the timer dial: its label, its value in words with the phase, the written
/// readout, the progress ring's value, the actions and the hint, and the moments a running
/// countdown is worth announcing.
///
/// A finished timer says "Done" alone, never "0 seconds, done" nor the time it had left; a
/// progress ring never says 100 percent before the work is complete, nor 0 percent once it has
/// started.
///
/// ```swift
/// let timer = TimerNarrator(copy: copy)
/// timer.value(seconds: 90, phase: .running)   // "1 minute and 30 seconds remaining"
/// timer.value(seconds: 0, phase: .done)       // "Done"
/// timer.readout(seconds: 90)                  // "1:30"
/// timer.progressValue(0.999)                  // "99 percent"
/// ```
public final class TimerNarrator {
    /// The copy.
    package let copy: NarrationCopy

    private let symbols: NumberSymbols
    private let writtenSymbols: NumberSymbols
    private let durations: DurationWording

    /// Creates a narrator.
    public init(copy: NarrationCopy) {
        self.copy = copy
        self.symbols = NumberSymbols(spokenFor: copy)
        self.writtenSymbols = NumberSymbols(locale: copy.locale.locale)
        self.durations = DurationWording(copy: copy, symbols: symbols)
    }

    /// The dial's name: "Timer" for a countdown, "Progress" (or the caller's caption) for a ring.
    public func label(isProgress: Bool, caption: String? = nil) -> String {
        if let caption, !caption.isEmpty { return caption }
        return copy.text(isProgress ? .timerProgressLabel : .timerCountdownLabel)
    }

    /// The remaining time in words ("1 minute and 30 seconds").
    public func remaining(seconds: Int) -> String {
        durations.spoken(seconds: seconds)
    }

    /// The phase a dial is really in: a running countdown with no time left has finished.
    public func effectivePhase(seconds: Int, phase: TimerPhase) -> TimerPhase {
        phase == .running && seconds <= 0 ? .done : phase
    }

    /// The countdown's value: "45 seconds, ready", "1 minute and 30 seconds remaining", and "Done"
    /// alone once finished (whatever time is given, a finished timer has none left).
    public func value(seconds: Int, phase: TimerPhase) -> String {
        let phase = effectivePhase(seconds: seconds, phase: phase)
        if phase == .done { return copy.text(.timerValue(.done)) }
        return copy.text(.timerValue(phase), remaining(seconds: seconds))
    }

    /// The phase written on screen ("Remaining").
    public func phaseName(_ phase: TimerPhase) -> String {
        copy.text(.timerPhase(phase))
    }

    /// The written readout of a dial in a phase: `0:00` once done, else ``readout(seconds:)``.
    public func readout(seconds: Int, phase: TimerPhase) -> String {
        readout(seconds: effectivePhase(seconds: seconds, phase: phase) == .done ? 0 : seconds)
    }

    /// The written readout, `m:ss` ("0:45", "1:30"; `h:mm:ss` from an hour), in the locale's digits.
    public func readout(seconds: Int) -> String {
        let clamped = max(seconds, 0)
        let pattern: Duration.TimeFormatStyle.Pattern = clamped >= 3_600 ? .hourMinuteSecond : .minuteSecond
        return Duration.seconds(clamped).formatted(
            Duration.TimeFormatStyle(pattern: pattern).locale(copy.locale.locale))
    }

    /// The progress ring's value: "72 percent" for 0.72, "99 percent" for 0.999, "1 percent" for
    /// 0.004.
    public func progressValue(_ fraction: Double) -> String {
        copy.text(.timerProgress, [.number(symbols.format(Double(Self.wholePercent(fraction)), fractionDigits: 0...0))])
    }

    /// The progress written on screen: "72%", with the same rounding as ``progressValue(_:)``.
    public func writtenProgress(_ fraction: Double) -> String {
        writtenSymbols.formatPercent(Double(Self.wholePercent(fraction)) / 100, fractionDigits: 0...0).text
    }

    /// A fraction of work done as a whole percentage that never claims more or less than is
    /// true: rounded to the nearest (half to even, as ICU rounds), but 100 only when the work is
    /// complete (a fraction of 1 or more) and 0 only before it has started (0 or less, or not a
    /// number).
    public static func wholePercent(_ fraction: Double) -> Int {
        guard fraction.isFinite, fraction > 0 else { return 0 }
        if fraction >= 1 { return 100 }
        let rounded = Int((fraction * 100).rounded(.toNearestOrEven))
        return min(max(rounded, 1), 99)
    }

    /// The name of an action ("Start").
    public func actionName(_ action: TimerAction) -> String {
        copy.text(.timerAction(action))
    }

    /// How to adjust the dial from a keyboard.
    public func hint() -> String {
        copy.text(.timerHint)
    }

    /// The remaining seconds at which a running countdown of `total` seconds is announced: the
    /// start, each whole minute, 30 and 10 seconds left, each of the last five seconds, and the
    /// end (0). Never every second of a long countdown.
    ///
    /// - Complexity: O(total / 60).
    public static func announcementMoments(total: Int) -> [Int] {
        guard total > 0 else { return [0] }
        var moments = Set([total, 30, 10, 5, 4, 3, 2, 1, 0].filter { $0 <= total })
        for minute in stride(from: 60, through: total, by: 60) { moments.insert(minute) }
        return moments.sorted(by: >)
    }
}
