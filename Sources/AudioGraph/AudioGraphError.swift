/// Why an audio graph, a cue file or a spoken introduction could not be made.
///
/// Every case names what was found and what was expected, and carries the exit status the
/// command line should end with (``exitCode``): 64 for a bad option, 73 when an output file
/// cannot be created, 74 for an I/O error while writing or reading. Nothing is left behind
/// when one of these is thrown: no partial file, and any older file at the target untouched.
public enum AudioGraphError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An option has a value that cannot be used.
    ///
    /// - Parameters:
    ///   - option: the option's name as a person would type it (`pitch-range`, `format`).
    ///   - found: the value given.
    ///   - expected: what would have been accepted.
    case invalidOption(option: String, found: String, expected: String)

    /// The output file's format cannot be told from its name and none was given.
    case unknownFormat(path: String, found: String)

    /// The output file (or its temporary sibling) cannot be created, or cannot be moved into
    /// place.
    case cannotCreateOutput(path: String, reason: String)

    /// Writing or reading failed part way: a short write, a full disk, a codec error.
    case inputOutput(path: String, reason: String)

    /// No speech voice exists for a locale, or the speech engine cannot start.
    case speechUnavailable(locale: String, reason: String)

    /// The logarithmic scale met a value at or below zero, which it cannot place.
    ///
    /// - Parameters:
    ///   - sample: the index in the series of the first such value.
    ///   - value: that value.
    ///   - count: how many values of the window are at or below zero.
    case notPositive(sample: Int, value: Double, count: Int)

    /// The graph is longer than the file format can hold.
    case tooLong(path: String, format: AudioFileFormat, seconds: Double, limit: Double)

    /// The exit status for this error, as the command line documents them: 64 bad usage,
    /// 65 data the options cannot play, 73 cannot create an output file, 74 an I/O error.
    public var exitCode: Int32 {
        switch self {
        case .invalidOption, .unknownFormat, .speechUnavailable, .tooLong: 64
        case .notPositive: 65
        case .cannotCreateOutput: 73
        case .inputOutput: 74
        }
    }

    /// One sentence naming what was found and what was expected.
    public var description: String {
        switch self {
        case .invalidOption(let option, let found, let expected):
            "invalid value '\(found)' for \(option): expected \(expected)"
        case .unknownFormat(let path, let found):
            "\(path): unknown audio format '\(found)': expected a name ending in .wav, .flac, .ogg or .oga, "
                + "or a format of wav, flac or ogg"
        case .cannotCreateOutput(let path, let reason):
            "\(path): cannot create the output file: \(reason)"
        case .inputOutput(let path, let reason):
            "\(path): \(reason)"
        case .speechUnavailable(let locale, let reason):
            "no speech for locale '\(locale)': \(reason)"
        case .notPositive(let sample, let value, let count):
            "the logarithmic scale needs values above zero, but sample \(sample) is \(value)"
                + (count > 1 ? " (and \(count - 1) more at or below zero)" : "")
        case .tooLong(let path, let format, let seconds, let limit):
            "\(path): a \(format.rawValue) file holds at most \(Int(limit)) seconds of this audio, "
                + "and the graph lasts \(Int(seconds.rounded(.up))) seconds: write FLAC or Ogg, or group the samples"
        }
    }
}
