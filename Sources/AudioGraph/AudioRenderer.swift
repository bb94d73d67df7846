import Foundation
import SpanModel

/// Turns a plan into sound.
///
/// The graph is rendered a block at a time into a buffer the caller owns, so that memory stays
/// bounded however long the graph is. Its loudness is known before the first block: it is
/// worked out from the score (each sound's K-weighted power and envelope, gated as ITU-R
/// BS.1770 gates), so the whole graph is scaled to ``LoudnessTarget/integrated`` in one pass,
/// under -1 dBFS. A spoken introduction is measured with libebur128 and brought to the tones'
/// loudness, its peaks held under -1 dBFS by a look-ahead limiter.
///
/// Oscillators start at phase zero and advance by exact rotations, so the same plan always
/// gives the same samples, whatever the block size. Notes are sums of harmonics kept below the
/// Nyquist frequency, balanced for equal loudness across pitch (the 60-phon contour of ISO
/// 226), with raised-cosine attacks and releases of at least 5 ms.
///
/// ```swift
/// var stream = try AudioRenderer().stream(plan)
/// try AudioFileWriter(format: .wav).write(&stream, to: "graph.wav")
/// ```
///
/// - Complexity: O(frames × harmonics) to render; O(tones) to plan the loudness.
public struct AudioRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    /// The graph as a stream of blocks, preceded by `introduction` and the plan's pause when
    /// one is given.
    ///
    /// The introduction must be at the plan's sample rate; it is placed in every channel.
    public func stream(_ plan: AudioGraphPlan, introduction: SpeechClip? = nil) -> AudioStream {
        AudioStream(plan: plan, introduction: introduction)
    }

    /// The whole graph in one buffer, preceded by `introduction` when one is given.
    public func render(_ plan: AudioGraphPlan, introduction: SpeechClip? = nil) -> RenderedAudio {
        var stream = self.stream(plan, introduction: introduction)
        var samples = [Float](repeating: 0, count: stream.frameCount * stream.channelCount)
        samples.withUnsafeMutableBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let end = min(offset + AudioStream.blockFrames * stream.channelCount, buffer.count)
                let frames = stream.render(into: UnsafeMutableBufferPointer(rebasing: buffer[offset..<end]))
                if frames == 0 { break }
                offset += frames * stream.channelCount
            }
        }
        return RenderedAudio(
            samples: samples, channelCount: stream.channelCount, sampleRate: stream.sampleRate, plan: stream.plan,
            loudness: stream.loudness, speechLoudness: stream.speechLoudness)
    }
}
