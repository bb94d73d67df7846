import SpanModel

/// Whether pitch is continuous or snapped to the notes of a scale.
public enum PitchScale: String, CaseIterable, Hashable, Sendable {
    /// Any frequency in the range: the most faithful to the values.
    case continuous

    /// The nearest semitone.
    case chromatic

    /// The nearest note of the major scale on the range's lowest note.
    case major

    /// The nearest note of the major pentatonic scale on the range's lowest note: no two
    /// neighbouring notes a semitone apart, so no step sounds like a mistake.
    case pentatonic

    /// Semitones above the tonic that the scale allows.
    var degrees: [Int]? {
        switch self {
        case .continuous: nil
        case .chromatic: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
        case .major: [0, 2, 4, 5, 7, 9, 11]
        case .pentatonic: [0, 2, 4, 7, 9]
        }
    }
}
