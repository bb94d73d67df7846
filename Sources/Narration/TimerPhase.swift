import SpanModel

/// A phase of the timer dial.
public enum TimerPhase: String, CaseIterable, Hashable, Sendable {
    case ready, running, paused, done
}
