import FileIO

/// Why an audio graph, a cue file or a spoken introduction could not be made.
///
/// Every case names what was found and what was expected; the command line chooses an exit
/// status for each. Nothing is left behind when one of these is thrown: no partial file, and
/// any older file at the target untouched.
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

    /// Standard output is a pipe whose reader has gone: nothing to report, a reason to stop.
    case outputClosed(path: String)

    /// The spoken introduction would be longer than the most that is synthesized.
    case speechTooLong(seconds: Double, limit: Double)

    /// The graph would have more tones than one may have (no grouping over a long series).
    case tooManyTones(count: Int, limit: Int)

    /// The format named for a file is not the one its name's extension says (`b.wav` named
    /// `ogg`): the file would hold one format under another's name.
    case formatDisagrees(path: String, named: String, byName: AudioFileFormat, format: AudioFileFormat)

    /// A sound library (libsndfile, libebur128) cannot be loaded: the installation lacks it.
    ///
    /// - Parameters:
    ///   - library: its soname (`libsndfile.so.1`).
    ///   - reason: the dynamic loader's words.
    case libraryUnavailable(library: String, reason: String)

    /// The speech engine's voice for a locale is refused, since it would say something other
    /// than the text: `reason`, and `voice`, the better voice to read the text with.
    case voiceRefused(locale: String, reason: String, voice: String)

    /// The error of an output file, as the audio graph reports it.
    package init(_ error: FileError) {
        switch error.kind {
        case .cannotCreate, .conflict: self = .cannotCreateOutput(path: error.path, reason: error.cause)
        case .pipeClosed: self = .outputClosed(path: error.path)
        case .cannotOpen, .tooLarge, .readFailed, .writeFailed:
            self = .inputOutput(path: error.path, reason: error.reason)
        }
    }

    /// One sentence naming what was found and what was expected, its remedies in the
    /// library's words (``AudioRemedy/description``).
    public var description: String {
        description(wording: \.description)
    }

    /// The sentence with each remedy worded by `word`: a command line names its options.
    public func description(wording word: (AudioRemedy) -> String) -> String {
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
        case .outputClosed(let path):
            "\(path): the reader of the pipe has gone"
        case .tooManyTones(let count, let limit):
            "the graph would play \(Self.grouped(count)) tones, more than the "
                + "\(Self.grouped(limit)) one may have (nearly 17 hours); "
                + "group the samples with \(word(.grouping)), or choose fewer dates with \(word(.fewerSamples))"
        case .speechTooLong(_, let limit):
            // Speech is cut off at the limit, so how long it would have lasted is not known.
            "the spoken introduction would last more than \(Int(limit)) seconds, the longest spoken; "
                + "shorten the unit or the replacement lines, or leave out \(word(.spokenIntroduction))"
        case .formatDisagrees(let path, let named, let byName, let format):
            "invalid value '\(named)' for \(word(.formatName)): expected \(byName.rawValue), as the name \(path) says; "
                + "to write \(format.rawValue), name the file with .\(format.fileExtension), or leave out "
                + word(.formatName)
        case .voiceRefused(let locale, let reason, let voice):
            "no speech for locale '\(locale)': \(reason); leave out \(word(.spokenIntroduction)) and let \(voice)"
        case .libraryUnavailable(let library, let reason):
            "the sound library \(library) cannot be loaded (\(reason)); install it, as the README's first command does"
        case .tooLong(let path, let format, let seconds, let limit):
            "\(path): a \(format.rawValue) file holds at most \(Int(limit)) seconds of this audio, "
                + "and the graph lasts \(Int(seconds.rounded(.up))) seconds: write FLAC or Ogg, or group the samples"
        }
    }

    /// A count with its thousands grouped by commas, as the messages write numbers: `1,100,000`.
    static func grouped(_ count: Int) -> String {
        let digits = String(count.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (count < 0 ? "-" : "") + grouped
    }
}
