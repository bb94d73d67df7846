internal import CEspeakNG
import Foundation
import Synchronization

/// Mono speech at a given sample rate, ready to open an audio graph.
public struct SpeechClip: Hashable, Sendable {
    /// The samples, in full scale.
    public var samples: [Float]

    /// Frames per second.
    public var sampleRate: Int

    /// Creates a clip.
    public init(samples: [Float], sampleRate: Int) {
        self.samples = samples
        self.sampleRate = sampleRate
    }

    /// The clip's length in seconds.
    public var duration: Double { Double(samples.count) / Double(sampleRate) }
}
