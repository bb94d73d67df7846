import SpanModel

/// How the samples sound one after another.
public enum ToneStyle: String, CaseIterable, Hashable, Sendable {
    /// One tone per sample with a short silence between: easy to count, the default.
    case discrete

    /// One unbroken, phase-continuous glide through every sample's pitch: the shape of a dense
    /// series as a single line.
    case continuous
}
