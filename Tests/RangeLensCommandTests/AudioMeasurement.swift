import Foundation

@testable import AudioGraph

/// What the command wrote, decoded through libsndfile and measured through libebur128 (ITU-R
/// BS.1770), as `Tests/AudioGraphTests` measures the library's files.
struct AudioMeasurement {
    /// Interleaved samples in full scale.
    var samples: [Float]
    var channelCount: Int
    var sampleRate: Int

    /// Frames in the file.
    var frameCount: Int { samples.count / channelCount }

    /// The file's length in seconds.
    var duration: Double { Double(frameCount) / Double(sampleRate) }

    /// Decodes the file at `path`.
    init(_ path: String) throws {
        var file = try SoundFile(readingFrom: path)
        channelCount = file.channelCount
        sampleRate = file.sampleRate
        var samples = [Float](repeating: 0, count: file.frameCount * file.channelCount)
        let channels = channelCount
        var frames = 0
        try samples.withUnsafeMutableBufferPointer { buffer throws(SoundFileFailure) in
            while frames * channels < buffer.count {
                let read = try file.read(into: UnsafeMutableBufferPointer(rebasing: buffer[(frames * channels)...]))
                if read == 0 { break }
                frames += read
            }
        }
        try file.finish()
        self.samples = Array(samples[..<(frames * channels)])
    }

    /// The integrated loudness of frames `range` (the whole file by default), in LUFS.
    func loudness(frames range: Range<Int>? = nil) throws -> Double {
        let range = range ?? 0..<frameCount
        var meter = try LoudnessMeter(channelCount: channelCount, sampleRate: sampleRate)
        samples[(range.lowerBound * channelCount)..<(range.upperBound * channelCount)].withUnsafeBufferPointer {
            meter.add($0)
        }
        return meter.integratedLoudness
    }

    /// The true (inter-sample) peak of the file, in dBTP.
    func truePeak() throws -> Double {
        var meter = try LoudnessMeter(channelCount: channelCount, sampleRate: sampleRate, truePeak: true)
        samples.withUnsafeBufferPointer { meter.add($0) }
        return 20 * log10(meter.truePeak)
    }

    /// The largest sample of frames `range` in any channel, in full scale.
    func peak(frames range: Range<Int>) -> Float {
        samples[(range.lowerBound * channelCount)..<(range.upperBound * channelCount)].reduce(0) { max($0, abs($1)) }
    }
}

/// The cues of a WebVTT file: each one's start and end in seconds and its text.
struct WrittenCues {
    var cues: [(start: Double, end: Double, text: String)] = []

    /// Reads the cue file at `path`.
    init(_ path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        func seconds(_ time: Substring) -> Double {
            let fields = time.split(separator: ":").map { Double($0) ?? 0 }
            return fields.reduce(0) { $0 * 60 + $1 }
        }
        for block in text.components(separatedBy: "\n\n") {
            let lines = block.split(separator: "\n", omittingEmptySubsequences: false)
            guard let timing = lines.firstIndex(where: { $0.contains(" --> ") }) else { continue }
            let ends = lines[timing].components(separatedBy: " --> ")
            cues.append(
                (
                    seconds(Substring(ends[0])), seconds(Substring(ends[1])),
                    lines[(timing + 1)...].joined(separator: "\n")
                ))
        }
    }
}
