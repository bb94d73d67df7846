import SpanModel

extension CopyKey {
    // The timer dial.
    static let timerCountdownLabel: CopyKey = "timer.label.countdown"
    static let timerProgressLabel: CopyKey = "timer.label.progress"
    static let timerProgress: CopyKey = "timer.progress"
    static let timerHint: CopyKey = "timer.hint"
    /// "30 seconds", "eine Minute": one unit of a time in words.
    static let timerDurationHours: CopyKey = "timer.duration.hours"
    static let timerDurationMinutes: CopyKey = "timer.duration.minutes"
    static let timerDurationSeconds: CopyKey = "timer.duration.seconds"
    /// Two or three units of a time in words, joined: "1 minute and 30 seconds".
    static let timerDurationJoinTwo: CopyKey = "timer.duration.join.two"
    static let timerDurationJoinThree: CopyKey = "timer.duration.join.three"

    /// "Remaining", for the screen.
    static func timerPhase(_ phase: TimerPhase) -> CopyKey { CopyKey("timer.phase.\(phase.rawValue)") }
    /// "1 minute and 30 seconds remaining"; "Done" (no time) for ``TimerPhase/done``.
    static func timerValue(_ phase: TimerPhase) -> CopyKey { CopyKey("timer.value.\(phase.rawValue)") }
    /// "Start".
    static func timerAction(_ action: TimerAction) -> CopyKey { CopyKey("timer.action.\(action.rawValue)") }

    /// Every key of the timer dial.
    static var timerDialKeys: [CopyKey] {
        [
            timerCountdownLabel, timerProgressLabel, timerProgress, timerHint, timerDurationHours, timerDurationMinutes,
            timerDurationSeconds, timerDurationJoinTwo, timerDurationJoinThree,
        ] + TimerPhase.allCases.map(timerPhase)
            + TimerPhase.allCases.map(timerValue) + TimerAction.allCases.map(timerAction)
    }
}
