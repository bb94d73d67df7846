internal import CSndFile
import FileIO
import Foundation

/// An open libsndfile handle: the one owner of a `SNDFILE`.
///
/// Not copyable, so it cannot be closed twice or shared; ``finish()`` consumes it and reports
/// any error closing finds (a header that could not be updated, a codec flush that failed);
/// when it is dropped without ``finish()`` (on an error path) `deinit` closes it quietly.
///
/// Writing sets every option that could make two runs differ: no PEAK chunk (it holds a
/// timestamp), a fixed Vorbis quality and FLAC compression level. Samples outside -1...1 are
/// clipped rather than wrapped, as a guard; the renderer never produces any.
struct SoundFile: ~Copyable {
    private let handle: OpaquePointer
    /// libsndfile, loaded when the first sound file is opened.
    private let library: SoundFileLibrary

    /// Frames per second.
    let sampleRate: Int

    /// Channels per frame.
    let channelCount: Int

    /// Frames in the file (when reading; 0 for a new file).
    let frameCount: Int

    /// The container, when it is one of ours.
    let format: AudioFileFormat?

    /// Opens a new file for writing on an open file descriptor, which the caller keeps owning
    /// (and closes after ``finish()``).
    init(
        writingTo descriptor: Int32, format: AudioFileFormat, sampleRate: Int, channelCount: Int,
        vorbisQuality: Double
    ) throws(SoundFileFailure) {
        let library = try Self.library()
        var info = SF_INFO()
        info.samplerate = Int32(sampleRate)
        info.channels = Int32(channelCount)
        info.format = format.libsndfileFormat
        guard library.formatCheck(&info) == Int32(SF_TRUE) else {
            throw SoundFileFailure(
                operation: "opening",
                message: "libsndfile cannot write \(format.rawValue) at \(sampleRate) Hz with \(channelCount) channels")
        }
        errno = 0
        guard let handle = library.openDescriptor(descriptor, Int32(SFM_WRITE), &info, Int32(SF_FALSE)) else {
            throw SoundFileFailure.lastCall("opening", message: SoundFileLibrary.text(library.errorText(nil)))
        }
        _ = library.command(handle, Int32(SFC_SET_ADD_PEAK_CHUNK), nil, Int32(SF_FALSE))
        _ = library.command(handle, Int32(SFC_SET_CLIPPING), nil, Int32(SF_TRUE))
        switch format {
        case .ogg:
            var quality = vorbisQuality
            _ = library.command(
                handle, Int32(SFC_SET_VBR_ENCODING_QUALITY), &quality, Int32(MemoryLayout<Double>.size))
        case .flac:
            var level = 0.5
            _ = library.command(handle, Int32(SFC_SET_COMPRESSION_LEVEL), &level, Int32(MemoryLayout<Double>.size))
        case .wav:
            break
        }
        self.handle = handle
        self.library = library
        self.sampleRate = sampleRate
        self.channelCount = channelCount
        self.frameCount = 0
        self.format = format
    }

    /// Opens an existing file for reading.
    init(readingFrom path: String) throws(SoundFileFailure) {
        let library = try Self.library()
        var info = SF_INFO()
        guard let handle = library.openPath(path, Int32(SFM_READ), &info) else {
            throw SoundFileFailure(operation: "opening", message: SoundFileLibrary.text(library.errorText(nil)))
        }
        self.handle = handle
        self.library = library
        sampleRate = Int(info.samplerate)
        channelCount = Int(info.channels)
        frameCount = Int(info.frames)
        format = AudioFileFormat(libsndfileFormat: info.format)
    }

    /// Writes interleaved frames (`samples.count` must be a multiple of the channel count).
    ///
    /// - Throws: a failure with libsndfile's message and the system's error, on a short write
    ///   or when libsndfile reports an error.
    mutating func write(_ samples: UnsafeBufferPointer<Float>) throws(SoundFileFailure) {
        try write(samples, through: library.writeFloatFrames)
    }

    /// Writes interleaved 16-bit frames (`samples.count` must be a multiple of the channel
    /// count): for 16-bit files libsndfile then only copies them.
    ///
    /// - Throws: as the writing of floats does.
    mutating func write(_ samples: UnsafeBufferPointer<Int16>) throws(SoundFileFailure) {
        try write(samples, through: library.writeShortFrames)
    }

    /// Writes whole frames through libsndfile's writing call for their sample type.
    private mutating func write<Sample>(
        _ samples: UnsafeBufferPointer<Sample>,
        through writeFrames: (OpaquePointer?, UnsafePointer<Sample>?, sf_count_t) -> sf_count_t
    ) throws(SoundFileFailure) {
        precondition(samples.count % channelCount == 0, "write whole frames")
        let frames = samples.count / channelCount
        guard frames > 0, let base = samples.baseAddress else { return }
        errno = 0
        let written = writeFrames(handle, base, sf_count_t(frames))
        if written != frames || library.error(handle) != Int32(SF_ERR_NO_ERROR) {
            throw SoundFileFailure.lastCall("writing", message: SoundFileLibrary.text(library.errorText(handle)))
        }
    }

    /// Reads up to `buffer.count / channelCount` frames into `buffer`; returns the frames read
    /// (0 at the end).
    mutating func read(into buffer: UnsafeMutableBufferPointer<Float>) throws(SoundFileFailure) -> Int {
        let frames = buffer.count / channelCount
        guard frames > 0, let base = buffer.baseAddress else { return 0 }
        let read = library.readFloatFrames(handle, base, sf_count_t(frames))
        if read < 0 || library.error(handle) != Int32(SF_ERR_NO_ERROR) {
            throw SoundFileFailure(operation: "reading", message: SoundFileLibrary.text(library.errorText(handle)))
        }
        return Int(read)
    }

    /// Closes the file, flushing what the codec holds and updating the header.
    ///
    /// - Throws: libsndfile's error when closing fails.
    consuming func finish() throws(SoundFileFailure) {
        let handle = self.handle
        let library = self.library
        discard self
        errno = 0
        let status = library.close(handle)
        if status != 0 {
            throw SoundFileFailure.lastCall("closing", message: SoundFileLibrary.text(library.errorNumberText(status)))
        }
    }

    deinit {
        _ = library.close(handle)
    }

    /// libsndfile, or the failure to open a file when it cannot be loaded (a command that
    /// writes sound asks ``SoundFileLibrary/loaded`` first, to say so as its own error).
    private static func library() throws(SoundFileFailure) -> SoundFileLibrary {
        switch SoundFileLibrary.loaded {
        case .success(let library): return library
        case .failure(let error): throw SoundFileFailure(operation: "opening", message: error.description)
        }
    }
}
