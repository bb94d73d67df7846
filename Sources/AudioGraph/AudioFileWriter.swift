import FileIO
import Foundation

/// Writes rendered audio to a WAV, FLAC or Ogg Vorbis file through libsndfile, safely.
///
/// The file is written through an ``FileIO/OutputFile``: to a hidden temporary file beside the
/// destination, synced and renamed over it only when complete, keeping the permissions and
/// owner of the file it replaces (a symbolic link is followed and kept); a special file such
/// as `/dev/null` or a FIFO is written into, never replaced; `-` is standard output. A failure
/// (a missing folder, a full disk, a codec error) leaves any older file untouched and no
/// temporary file behind. The same audio always gives the same bytes: no PEAK chunk, a fixed
/// Vorbis quality, and the Ogg stream's serial number fixed.
///
/// ```swift
/// let writer = try AudioFileWriter(path: "graph.flac", vorbisQuality: options.vorbisQuality)
/// var stream = AudioRenderer().stream(plan)
/// try writer.write(&stream, to: "graph.flac")
/// ```
public struct AudioFileWriter: Hashable, Sendable {
    /// The container and codec.
    public var format: AudioFileFormat

    /// The Vorbis encoder's quality, 0 to 1, for Ogg.
    public var vorbisQuality: Double

    /// Frames handed to libsndfile at a time.
    static let chunkFrames = 65_536

    /// Creates a writer for a format.
    public init(format: AudioFileFormat, vorbisQuality: Double = 0.5) {
        self.format = format
        self.vorbisQuality = vorbisQuality
    }

    /// Creates a writer for the format `named`, or else the one `path`'s extension asks for.
    ///
    /// - Throws: ``AudioGraphError/unknownFormat(path:found:)``.
    public init(path: String, named name: String? = nil, vorbisQuality: Double = 0.5) throws(AudioGraphError) {
        self.init(format: try AudioFileFormat.resolve(path: path, named: name), vorbisQuality: vorbisQuality)
    }

    /// Writes `audio` to `path`, replacing any file there only on success.
    ///
    /// - Throws: ``AudioGraphError/cannotCreateOutput(path:reason:)`` (73) when the file cannot
    ///   be created or moved into place; ``AudioGraphError/inputOutput(path:reason:)`` (74) when
    ///   writing fails part way.
    /// - Complexity: O(frames).
    public func write(_ audio: RenderedAudio, to path: String) throws(AudioGraphError) {
        try audio.samples.withUnsafeBufferPointer { samples throws(AudioGraphError) in
            try write(samples: samples, channelCount: audio.channelCount, sampleRate: audio.sampleRate, to: path)
        }
    }

    /// Writes interleaved samples to `path`, replacing any file there only on success.
    ///
    /// - Throws: as ``write(_:to:)``.
    public func write(
        samples: UnsafeBufferPointer<Float>, channelCount: Int, sampleRate: Int, to path: String
    ) throws(AudioGraphError) {
        var offset = 0
        try write(
            channelCount: channelCount, sampleRate: sampleRate, frameCount: samples.count / channelCount,
            to: try Self.target(path)
        ) {
            block in
            let count = min(block.count, samples.count - offset)
            for index in 0..<count { block[index] = samples[offset + index] }
            offset += count
            return count / channelCount
        }
    }

    /// Renders `stream` a block at a time and writes each block as it comes, so that memory
    /// stays bounded however long the graph; replaces any file at `path` only on success.
    ///
    /// - Throws: as ``write(_:to:)``; ``AudioGraphError/tooLong(path:format:seconds:limit:)``
    ///   (64) when the graph is longer than a WAV file can hold, before anything is created.
    /// - Complexity: O(frames); memory O(one block).
    public func write(_ stream: inout some AudioSource, to path: String) throws(AudioGraphError) {
        try write(&stream, to: try Self.target(path))
    }

    /// Renders `stream` a block at a time into a target already worked out (so that a command
    /// can compare it with its other outputs and inputs first).
    ///
    /// - Throws: as ``write(_:to:)-(_,String)``.
    /// - Complexity: O(frames); memory O(one block).
    package func write(_ stream: inout some AudioSource, to target: OutputTarget) throws(AudioGraphError) {
        try write(
            channelCount: stream.channelCount, sampleRate: stream.sampleRate, frameCount: stream.frameCount, to: target
        ) { block in
            stream.render(into: block)
        }
    }

    /// Renders `stream` into a target's temporary file and adds it, complete, to `batch`: the
    /// file is put in place with the command's other outputs, or not at all.
    ///
    /// - Throws: as ``write(_:to:)-(_,String)``, except for what putting it in place would
    ///   throw, which ``FileIO/OutputBatch/commit()`` does.
    /// - Complexity: O(frames); memory O(one block).
    package func write(
        _ stream: inout some AudioSource, to target: OutputTarget, in batch: OutputBatch
    ) throws(AudioGraphError) {
        try write(
            channelCount: stream.channelCount, sampleRate: stream.sampleRate, frameCount: stream.frameCount, to: target,
            in: batch
        ) { block in
            stream.render(into: block)
        }
    }

    /// The target `path` names, its failure as the audio graph's.
    static func target(_ path: String) throws(AudioGraphError) -> OutputTarget {
        do {
            return try OutputTarget(path: path)
        } catch {
            throw AudioGraphError(error)
        }
    }

    /// The longest a WAV file of `channelCount` 16-bit channels can be, in frames: its sizes are
    /// 32-bit counts of bytes.
    package static func longestWAV(channelCount: Int) -> Int {
        (Int(UInt32.max) - 44) / (2 * channelCount)
    }

    /// Writes what `next` renders (interleaved frames into a block, returning how many; 0 at
    /// the end) to an output put in place on success: at once, or with the rest of `batch`
    /// when one is given.
    func write(
        channelCount: Int, sampleRate: Int, frameCount: Int, to target: OutputTarget, in batch: OutputBatch? = nil,
        next: (UnsafeMutableBufferPointer<Float>) -> Int
    ) throws(AudioGraphError) {
        let path = target.displayName
        try check(channelCount: channelCount, sampleRate: sampleRate, frameCount: frameCount, path: path)
        let temporary: OutputFile
        do {
            temporary = try OutputFile(target)
        } catch {
            throw AudioGraphError(error)
        }
        try encode(
            into: temporary.descriptor, path: path, channelCount: channelCount, sampleRate: sampleRate, next: next)
        do {
            if let batch {
                try batch.add(temporary)
            } else {
                try temporary.commit()
            }
        } catch {
            throw AudioGraphError(error)
        }
    }

    /// Refuses what cannot be written before anything is created: a quality out of range, or a
    /// WAV file longer than its 32-bit sizes can hold.
    func check(channelCount: Int, sampleRate: Int, frameCount: Int, path: String) throws(AudioGraphError) {
        guard (0...1).contains(vorbisQuality) else {
            throw AudioGraphError.invalidOption(
                option: "vorbis-quality", found: "\(vorbisQuality)", expected: "a quality from 0 to 1")
        }
        if format == .wav, frameCount > Self.longestWAV(channelCount: channelCount) {
            throw AudioGraphError.tooLong(
                path: path, format: format, seconds: Double(frameCount) / Double(sampleRate),
                limit: Double(Self.longestWAV(channelCount: channelCount)) / Double(sampleRate))
        }
    }

    /// Encodes what `next` renders into an open, seekable, empty file: the bytes a file of
    /// this format holds, the Ogg stream's serial numbers fixed.
    func encode(
        into descriptor: Int32, path: String, channelCount: Int, sampleRate: Int,
        next: (UnsafeMutableBufferPointer<Float>) -> Int
    ) throws(AudioGraphError) {
        // A missing library is said as such, not as a file that cannot be created; and a sound
        // whose loudness could not be measured (no libebur128: the leveling left it as it was)
        // is not written.
        _ = try SoundFileLibrary.loaded.get()
        _ = try LoudnessLibrary.loaded.get()
        do {
            var file = try SoundFile(
                writingTo: descriptor, format: format, sampleRate: sampleRate, channelCount: channelCount,
                vorbisQuality: vorbisQuality)
            var block = [Float](repeating: 0, count: Self.chunkFrames * channelCount)
            // 16-bit files: converted here, rounding to nearest (even on a tie), so that
            // libsndfile only copies; Vorbis encodes floats and is handed them as they are.
            var shorts = [Int16](repeating: 0, count: format == .ogg ? 0 : block.count)
            while true {
                let frames = block.withUnsafeMutableBufferPointer { next($0) }
                if frames == 0 { break }
                let count = frames * channelCount
                try block.withUnsafeBufferPointer { block throws(SoundFileFailure) in
                    let rendered = UnsafeBufferPointer(rebasing: block[0..<count])
                    if format == .ogg {
                        try file.write(rendered)
                    } else {
                        try shorts.withUnsafeMutableBufferPointer { shorts throws(SoundFileFailure) in
                            Self.convert(rendered, into: shorts)
                            try file.write(UnsafeBufferPointer(rebasing: shorts[0..<count]))
                        }
                    }
                }
            }
            try file.finish()
        } catch {
            let failure = error
            let reason = "\(failure.operation) the \(format.rawValue) file failed: \(failure.reason)"
            throw failure.operation == "opening"
                ? AudioGraphError.cannotCreateOutput(path: path, reason: reason)
                : AudioGraphError.inputOutput(path: path, reason: reason)
        }
        if format == .ogg { try fixOggSerialNumbers(descriptor: descriptor, path: path) }
    }

    /// Full-scale floats to 16-bit samples: scaled by 32,767, rounded to nearest (even on a
    /// tie), anything beyond full scale clipped and anything not a number silent.
    ///
    /// Adding 1.5 × 2^23 leaves a number below 2^22 in magnitude rounded to a whole number in
    /// the low bits of the sum's bit pattern: no call to `rint`, no conversion that can trap,
    /// and a loop the compiler turns into vector instructions.
    static func convert(_ samples: UnsafeBufferPointer<Float>, into shorts: UnsafeMutableBufferPointer<Int16>) {
        let shift: Float = 12_582_912
        let shiftBits = Int32(bitPattern: shift.bitPattern)
        for index in samples.indices {
            let scaled = min(max(samples[index] * 32_767, -32_768), 32_767)
            shorts[index] = Int16(truncatingIfNeeded: Int32(bitPattern: (scaled + shift).bitPattern) &- shiftBits)
        }
    }

    /// Reads the finished Ogg file back through its descriptor a part at a time, fixes its
    /// serial numbers and writes each part back in place: memory stays bounded however long the
    /// file.
    private func fixOggSerialNumbers(descriptor: Int32, path: String) throws(AudioGraphError) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw AudioGraphError.inputOutput(
                path: path, reason: "cannot read back the ogg file: \(String(cString: strerror(errno)))")
        }
        let size = Int(status.st_size)
        var bytes = [UInt8](repeating: 0, count: max(Self.oggPartBytes, OggPages.longestPage))
        var offset = 0
        while offset < size {
            let count = min(bytes.count, size - offset)
            // The buffer's closures report a failure by its reason (they cannot throw a typed
            // error through the standard library's untyped `withUnsafe…Bytes`).
            let readFailure = bytes.withUnsafeMutableBytes { buffer -> String? in
                var done = 0
                while done < count {
                    let read = pread(descriptor, buffer.baseAddress! + done, count - done, off_t(offset + done))
                    if read < 0, errno == EINTR { continue }
                    guard read > 0 else { return "cannot read back the ogg file: \(String(cString: strerror(errno)))" }
                    done += read
                }
                return nil
            }
            if let readFailure { throw AudioGraphError.inputOutput(path: path, reason: readFailure) }
            guard let fixed = OggPages.fixWholePages(&bytes, count: count), fixed.length > 0 else {
                throw AudioGraphError.inputOutput(
                    path: path, reason: "libsndfile wrote an ogg file that is not a run of pages")
            }
            let writeFailure = bytes.withUnsafeBytes { buffer -> String? in
                var done = 0
                while done < fixed.length {
                    let written = pwrite(
                        descriptor, buffer.baseAddress! + done, fixed.length - done, off_t(offset + done))
                    if written < 0, errno == EINTR { continue }
                    guard written > 0 else { return "cannot write: \(String(cString: strerror(errno)))" }
                    done += written
                }
                return nil
            }
            if let writeFailure { throw AudioGraphError.inputOutput(path: path, reason: writeFailure) }
            offset += fixed.length
        }
    }

    /// Bytes of an Ogg file read back and fixed at a time.
    static let oggPartBytes = 1 << 20
}
