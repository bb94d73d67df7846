/// The containers an audio graph can be written in.
public enum AudioFileFormat: String, CaseIterable, Hashable, Sendable {
    /// WAV, 16-bit PCM: plays everywhere, the default.
    case wav

    /// FLAC, 16-bit: lossless and about half the size.
    case flac

    /// Ogg Vorbis: lossy and small.
    case ogg

    /// The highest a sample of the graph is rendered to, in dBFS, so that the file as a
    /// player decodes it stays under -1 dBFS: -1 for the lossless formats; -2 for Ogg, since
    /// Vorbis's decoded samples pass its input's peaks (by up to 0.3 dB, measured on spoken
    /// introductions leveled to -1 dBTP, which decoded to -0.76 dBFS), and a margin of 1 dB
    /// holds them under -1 with room for other voices and encoders.
    public var peakLimitDecibels: Double {
        switch self {
        case .wav, .flac: -1
        case .ogg: -2
        }
    }

    /// The file name extension written by default.
    public var fileExtension: String { rawValue }

    /// The format a file name asks for by its extension (`.wav`, `.wave`, `.flac`, `.ogg`,
    /// `.oga`; any case), or `nil`.
    public init?(pathExtensionOf path: String) {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "wav", "wave": self = .wav
        case "flac": self = .flac
        case "ogg", "oga": self = .ogg
        default: return nil
        }
    }

    /// The format named by an option (`wav`, `flac`, `ogg` or `vorbis`; any case), or `nil`.
    public init?(name: String) {
        switch name.lowercased() {
        case "wav", "wave": self = .wav
        case "flac": self = .flac
        case "ogg", "vorbis", "oga": self = .ogg
        default: return nil
        }
    }

    /// The format to write `path` in: the one named, or else the one its extension asks for.
    ///
    /// A name whose extension is one format and a format named that is another
    /// (`-o b.wav --format ogg`) is refused: the file would hold Ogg under a `.wav` name.
    ///
    /// - Throws: ``AudioGraphError/unknownFormat(path:found:)`` when the name is not a format,
    ///   or no name is given and the extension is not one;
    ///   ``AudioGraphError/formatDisagrees(path:named:byName:format:)`` when the extension and
    ///   the name disagree.
    public static func resolve(path: String, named name: String? = nil) throws(AudioGraphError) -> AudioFileFormat {
        if let name {
            guard let format = AudioFileFormat(name: name) else {
                throw AudioGraphError.unknownFormat(path: path, found: name)
            }
            if let named = AudioFileFormat(pathExtensionOf: path), named != format {
                throw AudioGraphError.formatDisagrees(path: path, named: name, byName: named, format: format)
            }
            return format
        }
        guard let format = AudioFileFormat(pathExtensionOf: path) else {
            let base = path.split(separator: "/").last.map(String.init) ?? path
            let found = base.lastIndex(of: ".").map { String(base[$0...]) } ?? "no extension"
            throw AudioGraphError.unknownFormat(path: path, found: found)
        }
        return format
    }
}
