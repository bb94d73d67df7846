import Foundation
import SpanModel

/// An audio graph as sound, whole: interleaved frames at the plan's sample rate, and the plan
/// as played (its times moved later by any spoken introduction).
///
/// For short graphs and for tests; files are written from an ``AudioStream``, a block at a
/// time, so that memory stays bounded however long the graph.
public struct RenderedAudio: Sendable {
    /// Samples, interleaved by channel (left, right, left, right... in stereo), in full scale
    /// (-1 to 1).
    public var samples: [Float]

    /// Channels per frame.
    public let channelCount: Int

    /// Frames per second.
    public let sampleRate: Int

    /// The plan as played: with an introduction, every time is later by its length and pause.
    public let plan: AudioGraphPlan

    /// The integrated loudness of the tones as rendered, in LUFS, worked out from the score.
    public let loudness: Double

    /// The integrated loudness of the spoken introduction as rendered, in LUFS, measured;
    /// `nil` without one.
    public let speechLoudness: Double?

    /// Frames in the audio.
    public var frameCount: Int { samples.count / channelCount }

    /// Creates audio from interleaved samples.
    public init(
        samples: [Float], channelCount: Int, sampleRate: Int, plan: AudioGraphPlan, loudness: Double = -.infinity,
        speechLoudness: Double? = nil
    ) {
        precondition(channelCount > 0 && samples.count % channelCount == 0, "samples must fill whole frames")
        self.samples = samples
        self.channelCount = channelCount
        self.sampleRate = sampleRate
        self.plan = plan
        self.loudness = loudness
        self.speechLoudness = speechLoudness
    }
}
