import SpanModel

/// An action of the timer dial.
public enum TimerAction: String, CaseIterable, Hashable, Sendable {
    case start, pause, resume, restart, reset
}
