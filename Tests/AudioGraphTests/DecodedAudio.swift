import AudioGraph

/// Audio decoded from a file.
struct DecodedAudio: Sendable {
    /// Samples, interleaved by channel, in full scale.
    var samples: [Float]

    /// Channels per frame.
    var channelCount: Int

    /// Frames per second.
    var sampleRate: Int

    /// The container, when it is WAV, FLAC or Ogg.
    var format: AudioFileFormat?

    /// Frames in the audio.
    var frameCount: Int { samples.count / channelCount }

    /// The samples of one channel.
    func channel(_ channel: Int) -> [Float] {
        precondition((0..<channelCount).contains(channel), "no such channel")
        return stride(from: channel, to: samples.count, by: channelCount).map { samples[$0] }
    }
}
