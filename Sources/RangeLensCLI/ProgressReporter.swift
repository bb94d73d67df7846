import Synchronization

/// Progress of a long read on standard error, for a terminal only: a percentage rewritten at
/// most twice a second, or a new line at every tenth, which a screen reader announces cleanly.
/// Nothing shows for work that ends within half a second.
final class ProgressReporter: Sendable {
    /// How progress is shown.
    enum Style: String, CaseIterable {
        /// One percentage, rewritten in place.
        case percent
        /// A new line at every tenth.
        case lines
    }

    private struct State {
        var lastShown = -1.0
        var lastTenth = 0
        var wroteInPlace = false
    }

    private let label: String
    private let style: Style
    private let started: Double
    private let state = Mutex(State())
    private let context: CommandContext

    init(label: String, style: Style, context: CommandContext) {
        self.label = label
        self.style = style
        self.context = context
        self.started = Platform.now()
    }

    /// Reports the fraction done (0 to 1).
    func report(_ fraction: Double) {
        let now = Platform.now()
        guard now - started >= 0.5 else { return }
        let percent = Int((fraction * 100).rounded(.down))
        state.withLock { state in
            switch style {
            case .percent:
                guard now - state.lastShown >= 0.5 else { return }
                state.lastShown = now
                state.wroteInPlace = true
                context.writeError("\rReading \(label): \(percent)%")
            case .lines:
                let tenth = percent / 10
                guard tenth > state.lastTenth else { return }
                state.lastTenth = tenth
                context.writeError("Reading \(label): \(tenth * 10)%\n")
            }
        }
    }

    /// Ends the line a percentage was written on.
    func finish() {
        state.withLock { state in
            if state.wroteInPlace { context.writeError("\r\u{1B}[K") }
            state.wroteInPlace = false
        }
    }
}
