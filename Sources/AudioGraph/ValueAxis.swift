/// Which values the lowest and highest pitch stand for.
///
/// The axis of a chart an eye reads can start at zero and still show the shape, because the eye
/// sees small differences of length; the ear does not: 18 months of CO2 between 408 and 416 ppm
/// on an axis from 0 use under a semitone of a three-octave range. So the axis spans the
/// window's own values unless the listener asks for zero.
public enum ValueAxis: String, CaseIterable, Hashable, Sendable {
    /// From the window's lowest value to its highest: the shape fills the pitch range. Zero lies
    /// inside it whenever the window holds values on both sides of it.
    case extent

    /// From zero (or the lowest value, when it is below zero) to the highest (or zero, when every
    /// value is below it): the size of a value is heard, not only its place in the shape.
    case zero
}
