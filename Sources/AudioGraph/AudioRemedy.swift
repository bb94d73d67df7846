/// What a person can change to make an audio graph that could not be made: a setting of
/// ``AudioGraphOptions`` or of the output, carried by ``AudioGraphError`` as a value so that
/// each program words it as its own settings are named (an app as a control, a command line as
/// its options). The ``description`` words it in the library's terms.
public enum AudioRemedy: Hashable, Sendable, CustomStringConvertible {
    /// Playing each bucket's samples as one tone (``AudioGraphOptions/grouping``): by day,
    /// week, month or year.
    case grouping
    /// A window of fewer samples.
    case fewerSamples
    /// Leaving out the spoken introduction.
    case spokenIntroduction
    /// Naming the file's format (``AudioFileFormat``) apart from its name.
    case formatName

    /// The remedy in the library's words: "a grouping by day, week, month or year".
    public var description: String {
        switch self {
        case .grouping: "a grouping by day, week, month or year"
        case .fewerSamples: "a window of fewer samples"
        case .spokenIntroduction: "the spoken introduction"
        case .formatName: "the format's name"
        }
    }
}
