import Foundation
import SpanModel

/// An audio graph being rendered, a block at a time: the sounds that have started are kept
/// with their oscillators' state, so a block boundary changes nothing in the samples.
///
/// The memory it holds is the plan, a few sounds at a time, and the caller's block.
public struct AudioStream: Sendable {
    /// Frames a writer asks for at a time.
    static let blockFrames = 8_192

    /// The plan as played: with an introduction, every time is later by its length and pause.
    public let plan: AudioGraphPlan

    /// Channels per frame.
    public let channelCount: Int

    /// Frames per second.
    public var sampleRate: Int { plan.sampleRate }

    /// Frames in the whole graph.
    public var frameCount: Int { plan.frameCount }

    /// The gain the graph's sounds are scaled by, as an amplitude ratio, to reach the loudness
    /// target under the peak limit.
    public let gain: Double

    /// The integrated loudness of the tones as rendered, in LUFS, worked out from the score;
    /// `-infinity` for a graph with nothing to hear.
    public let loudness: Double

    /// The integrated loudness of the spoken introduction as rendered, in LUFS, measured;
    /// `nil` without one.
    public let speechLoudness: Double?

    /// The highest any sample can reach, in full scale: the sum of the peaks of the sounds that
    /// play at once, per channel.
    let peakBound: Double

    private var voices: Score.Iterator
    private var pending: VoiceSpec?
    private var active: [LiveVoice] = []
    private var cursor = 0

    init(plan original: AudioGraphPlan, introduction: SpeechClip?) {
        let channels = original.options.channels.channelCount
        channelCount = channels
        var played = original
        if let introduction {
            precondition(introduction.sampleRate == original.sampleRate, "speech must be at the plan's sample rate")
            let pause = SoundDesign.seconds(original.options.introductionPause, original.sampleRate)
            played = original.delayed(by: introduction.samples.count + pause)
        }
        plan = played

        // The tones' loudness and peak at unit gain, from the score, then the gain.
        let unit = Score(plan: played, speech: nil, channelCount: channels)
        let (unitLoudness, unitPeak) = Self.predict(unit, channelCount: channels)
        var gain = unitLoudness.isFinite ? LoudnessTarget.gain(from: unitLoudness, to: LoudnessTarget.integrated) : 1
        var loudness = unitLoudness + 20 * log10(gain)
        var peak = unitPeak * gain
        var noteCeiling: Double?
        if peak > played.options.peakCeiling, unitLoudness.isFinite {
            (gain, loudness, peak, noteCeiling) = Self.lowerLoudestNotes(played, channelCount: channels, from: gain)
        }
        self.gain = gain
        self.loudness = loudness
        peakBound = peak

        // The speech at the tones' loudness.
        var speech: [Float]?
        if let introduction {
            let target = loudness.isFinite ? loudness : LoudnessTarget.integrated
            let leveled = SpeechLeveler.level(
                introduction.samples, sampleRate: introduction.sampleRate, channelCount: channels, to: target,
                ceiling: played.options.peakCeiling)
            speech = leveled.samples
            speechLoudness = leveled.loudness
        } else {
            speechLoudness = nil
        }
        voices = Score(plan: played, speech: speech, channelCount: channels, gain: gain, peakCeiling: noteCeiling)
            .makeIterator()
        pending = voices.next()
    }

    /// The gain, loudness and peak of a graph whose loudest moments would pass the peak limit
    /// at the loudness target: the notes that would pass it (low notes boosted for equal
    /// loudness, notes under an earcon) are lowered to meet it, and the gain raised until the
    /// whole graph is at the target again; only where that cannot reach it (a graph whose every
    /// note is its peak, a tick or a blip louder than any note) is the whole graph lowered.
    ///
    /// - Returns: the gain, the loudness and peak bound at it, and the ceiling the notes were
    ///   held under (`nil` when lowering the notes did not help).
    /// - Complexity: O(tones) a pass, a few passes.
    static func lowerLoudestNotes(
        _ plan: AudioGraphPlan, channelCount: Int, from start: Double
    ) -> (gain: Double, loudness: Double, peak: Double, noteCeiling: Double?) {
        let ceiling = plan.options.peakCeiling
        let target = LoudnessTarget.integrated
        // The whole graph lowered under its peak: what the notes' lowering must beat.
        let unit = Score(plan: plan, speech: nil, channelCount: channelCount)
        let (unitLoudness, unitPeak) = predict(unit, channelCount: channelCount)
        let lowered = min(start, ceiling / unitPeak)
        var best: (gain: Double, loudness: Double, peak: Double, noteCeiling: Double?) = (
            lowered, unitLoudness + 20 * log10(lowered), unitPeak * lowered, nil
        )
        var gain = start
        for _ in 0..<8 {
            let score = Score(plan: plan, speech: nil, channelCount: channelCount, gain: gain, peakCeiling: ceiling)
            let result = predict(score, channelCount: channelCount)
            guard result.loudness.isFinite else { break }
            // The loudest that keeps under the peak and does not pass the target wins.
            if result.peak <= ceiling * (1 + 1e-9), result.loudness <= target + 0.01, result.loudness > best.loudness {
                best = (gain, result.loudness, result.peak, ceiling)
            }
            guard abs(result.loudness - target) > 0.005 else { break }
            gain *= LoudnessTarget.gain(from: result.loudness, to: target)
        }
        return best
    }

    /// Renders the next frames into `buffer` (interleaved, as many whole frames as it holds)
    /// and returns how many; 0 at the end.
    public mutating func render(into buffer: UnsafeMutableBufferPointer<Float>) -> Int {
        let frames = min(buffer.count / channelCount, frameCount - cursor)
        guard frames > 0 else { return 0 }
        let blockStart = cursor
        let blockEnd = cursor + frames
        for index in 0..<(frames * channelCount) { buffer[index] = 0 }
        while let voice = pending, voice.start < blockEnd {
            if voice.frames > 0, voice.end > blockStart {
                active.append(LiveVoice(voice, score: voices.score))
            }
            pending = voices.next()
        }
        for index in active.indices {
            active[index].render(into: buffer, blockStart: blockStart, blockEnd: blockEnd, channelCount: channelCount)
        }
        active.removeAll { $0.end <= blockEnd }
        cursor = blockEnd
        return frames
    }

    /// The integrated loudness in LUFS and the peak bound of a score's sounds, at the gain
    /// they were made with.
    static func predict(_ score: Score, channelCount: Int) -> (loudness: Double, peak: Double) {
        let plan = score.plan
        let weighting = KWeighting(sampleRate: plan.sampleRate)
        var model = LoudnessModel(sampleRate: plan.sampleRate)
        let origin = plan.leadInFrames
        var peaks = PeakBound(channelCount: channelCount)
        var reference: VoiceSpec?
        for voice in score {
            let gains = LiveVoice.gains(voice.pan, channelCount: channelCount)
            let channelPower = gains.reduce(0) { $0 + Double($1) * Double($1) }
            switch voice.source {
            case .harmonics(let frequency, let harmonics):
                var power = 0.0
                for (index, amplitude) in harmonics.enumerated() where amplitude != 0 {
                    let partial = frequency * Double(index + 1)
                    let kept = amplitude * SoundDesign.bandLimitWeight(frequency: partial, sampleRate: plan.sampleRate)
                    power += kept * kept / 2 * weighting.powerGain(at: partial)
                }
                model.add(
                    power: power * voice.amplitude * voice.amplitude * channelPower, start: voice.start - origin,
                    frames: voice.frames, attack: voice.attack, release: voice.release)
                if harmonics == SoundDesign.pureTone, voice.start == plan.reference?.startFrame,
                    frequency == plan.reference?.frequency
                {
                    reference = voice
                } else if let reference {
                    addCrossTerm(
                        of: voice, with: reference, into: &model, origin: origin, weighting: weighting,
                        channelCount: channelCount, sampleRate: plan.sampleRate)
                }
                let factor = harmonics.count == 1 ? 1 : score.levels.voicing.peakFactor(frequency)
                peaks.add(voice, peak: voice.amplitude * factor, gains: gains)
            case .sweep(let from, let to):
                let power = weighting.meanPowerGain(sweepingFrom: from, to: to) / 2
                model.add(
                    power: power * voice.amplitude * voice.amplitude * channelPower, start: voice.start - origin,
                    frames: voice.frames, attack: voice.attack, release: voice.release)
                peaks.add(voice, peak: voice.amplitude, gains: gains)
            case .bell(let frequency):
                var power = 0.0
                for partial in SoundDesign.bellPartials {
                    power +=
                        partial.amplitude * partial.amplitude / 2 * weighting.powerGain(at: frequency * partial.ratio)
                }
                model.add(
                    power: power * voice.amplitude * voice.amplitude * channelPower, start: voice.start - origin,
                    frames: voice.frames, attack: voice.attack, release: voice.release)
                peaks.add(
                    voice, peak: voice.amplitude * SoundDesign.bellPartials.reduce(0) { $0 + $1.amplitude },
                    gains: gains)
            case .glide(let first, let last):
                var line = GlideLine(
                    plan: plan, first: first, last: last, voicing: score.lineVoicing, gain: voice.amplitude)
                line.predict(into: &model, origin: origin, weighting: weighting, channelCount: channelCount)
                peaks.add(voice, peaks: line.peakBound(channelCount: channelCount, voicing: score.lineVoicing))
            case .speech:
                break
            }
        }
        return (model.integratedLoudness(frameCount: plan.frameCount - origin), peaks.largest)
    }
}
