import Foundation
import StringCatalog

/// The sentences of the timer dial: its label, its value in words with the phase, the written
/// readout, the progress ring's value, the actions and the hint, and the moments a running
/// countdown is worth announcing.
///
/// ```swift
/// let timer = TimerNarrator(copy: copy)
/// timer.value(seconds: 90, phase: .running)   // "1 minute, 30 seconds, remaining"
/// timer.readout(seconds: 90)                  // "1:30"
/// ```
public final class TimerNarrator {
    /// The copy.
    public let copy: NarrationCopy

    private let symbols: NumberSymbols
    private let durations: ValueFormatter

    /// Creates a narrator.
    public init(copy: NarrationCopy) {
        self.copy = copy
        self.symbols = NumberSymbols(locale: copy.locale.locale)
        self.durations = ValueFormatter(format: .duration, locale: copy.locale.locale, symbols: symbols)
    }

    /// The dial's name: "Timer" for a countdown, "Progress" (or the caller's caption) for a ring.
    public func label(isProgress: Bool, caption: String? = nil) -> String {
        if let caption, !caption.isEmpty { return caption }
        return copy.text(isProgress ? .timerProgressLabel : .timerCountdownLabel)
    }

    /// The remaining time in words ("1 minute, 30 seconds").
    public func remaining(seconds: Int) -> String {
        durations.spoken(Double(max(seconds, 0))).text
    }

    /// The countdown's value: "45 seconds, ready", "1 minute, 30 seconds, remaining".
    public func value(seconds: Int, phase: TimerPhase) -> String {
        copy.text(.timerValue(phase), remaining(seconds: seconds))
    }

    /// The phase written on screen ("Remaining").
    public func phaseName(_ phase: TimerPhase) -> String {
        copy.text(.timerPhase(phase))
    }

    /// The written readout, `m:ss` ("0:45", "1:30"; `h:mm:ss` from an hour), in the locale's digits.
    public func readout(seconds: Int) -> String {
        let clamped = max(seconds, 0)
        let pattern: Duration.TimeFormatStyle.Pattern = clamped >= 3_600 ? .hourMinuteSecond : .minuteSecond
        return Duration.seconds(clamped).formatted(Duration.TimeFormatStyle(pattern: pattern).locale(copy.locale.locale))
    }

    /// The progress ring's value: "72 percent" for 0.72.
    public func progressValue(_ fraction: Double) -> String {
        copy.text(.timerProgress, [.number(wholePercent(fraction))])
    }

    /// The progress written on screen: "72%".
    public func writtenProgress(_ fraction: Double) -> String {
        symbols.formatPercent(clampedFraction(fraction), fractionDigits: 0...0).text
    }

    private func clampedFraction(_ fraction: Double) -> Double {
        fraction.isFinite ? min(max(fraction, 0), 1) : 0
    }

    private func wholePercent(_ fraction: Double) -> DisplayedNumber {
        symbols.format(clampedFraction(fraction) * 100, fractionDigits: 0...0)
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
