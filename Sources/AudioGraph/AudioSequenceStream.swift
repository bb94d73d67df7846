import Foundation

/// Several graphs being rendered a block at a time: each part's own stream, its introduction
/// and the opening placed where ``AudioGraphSequence/placements`` says.
public struct AudioSequenceStream: AudioSource, Sendable {
    /// The sequence rendered.
    public let sequence: AudioGraphSequence
    public var channelCount: Int { sequence.channelCount }
    public var sampleRate: Int { sequence.sampleRate }
    public var frameCount: Int { sequence.frameCount }

    private var streams: [AudioStream]
    private var scratch: [Float]
    private var cursor = 0

    init(sequence: AudioGraphSequence) {
        self.sequence = sequence
        streams = sequence.streams
        scratch = [Float](repeating: 0, count: AudioStream.blockFrames * sequence.channelCount)
    }

    public mutating func render(into buffer: UnsafeMutableBufferPointer<Float>) -> Int {
        let channels = channelCount
        let frames = min(buffer.count / channels, frameCount - cursor)
        guard frames > 0 else { return 0 }
        let blockStart = cursor
        let blockEnd = cursor + frames
        for index in 0..<(frames * channels) { buffer[index] = 0 }
        if let opening = sequence.opening {
            add(opening, at: 0, pan: nil, into: buffer, blockStart: blockStart, blockEnd: blockEnd)
        }
        for (index, placement) in sequence.placements.enumerated() {
            add(
                sequence.introductions[index], at: placement.introductionStart,
                pan: sequence.parts[index].plan.options.fixedPan,
                into: buffer, blockStart: blockStart, blockEnd: blockEnd)
            let first = max(placement.tonesStart, blockStart)
            let last = min(placement.end, blockEnd)
            guard first < last else { continue }
            var done = 0
            while done < last - first {
                let wanted = min(last - first - done, scratch.count / channels)
                let got = scratch.withUnsafeMutableBufferPointer { scratch in
                    streams[index].render(into: UnsafeMutableBufferPointer(rebasing: scratch[0..<(wanted * channels)]))
                }
                guard got > 0 else { break }
                let offset = (first - blockStart + done) * channels
                let gain = Float(sequence.mixGain)
                for sample in 0..<(got * channels) { buffer[offset + sample] += scratch[sample] * gain }
                done += got
            }
        }
        cursor = blockEnd
        return frames
    }

    /// Adds the part of a mono clip starting at frame `start` that falls in the block, in every
    /// channel, or at `pan` with equal power.
    private func add(
        _ clip: [Float], at start: Int, pan: Double?, into buffer: UnsafeMutableBufferPointer<Float>, blockStart: Int,
        blockEnd: Int
    ) {
        let first = max(start, blockStart)
        let last = min(start + clip.count, blockEnd)
        guard first < last else { return }
        let channels = channelCount
        let gains = LiveVoice.gains(pan, channelCount: channels)
        for frame in first..<last {
            let value = clip[frame - start]
            let base = (frame - blockStart) * channels
            for channel in 0..<channels { buffer[base + channel] += value * gains[channel] }
        }
    }
}
