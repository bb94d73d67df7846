@testable import AudioGraph

/// Reads a sound file through libsndfile (any format it knows), to check what was written: the
/// tests' ear, beside the module's `SoundFile`.
enum AudioFileReader {
    /// Decodes the whole file at `path`.
    ///
    /// - Throws: ``AudioGraphError/inputOutput(path:reason:)`` when it cannot be opened or read.
    /// - Complexity: O(frames).
    static func read(_ path: String) throws -> DecodedAudio {
        do {
            var file = try SoundFile(readingFrom: path)
            let channels = file.channelCount
            var samples = [Float](repeating: 0, count: file.frameCount * channels)
            var frames = 0
            try samples.withUnsafeMutableBufferPointer { buffer throws(SoundFileFailure) in
                while frames * channels < buffer.count {
                    let read = try file.read(into: UnsafeMutableBufferPointer(rebasing: buffer[(frames * channels)...]))
                    if read == 0 { break }
                    frames += read
                }
            }
            samples.removeSubrange((frames * channels)...)
            let decoded = DecodedAudio(
                samples: samples, channelCount: channels, sampleRate: file.sampleRate, format: file.format)
            try file.finish()
            return decoded
        } catch {
            throw AudioGraphError.inputOutput(path: path, reason: "\(error.operation) failed: \(error.reason)")
        }
    }
}
