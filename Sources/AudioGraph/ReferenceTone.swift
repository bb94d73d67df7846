import SpanModel

/// A quiet steady tone under the notes, the sound of a chart's reference line.
public enum ReferenceTone: Hashable, Sendable {
    /// No reference tone.
    case none

    /// At the window's average, the sound of the dashed average rule.
    case average

    /// At a goal value the person gives. The value axis grows to include it.
    case goal(Double)
}
