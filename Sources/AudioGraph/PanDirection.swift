import SpanModel

/// Which way time runs across the stereo field.
public enum PanDirection: String, CaseIterable, Hashable, Sendable {
    /// Earliest on the left, latest on the right.
    case leftToRight = "ltr"

    /// Earliest on the right, latest on the left, for right-to-left locales.
    case rightToLeft = "rtl"
}
