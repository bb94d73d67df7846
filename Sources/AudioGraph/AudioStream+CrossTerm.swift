import Foundation
import SpanModel

extension AudioStream {
    /// Adds the cross term of a note and the reference tone when their fundamentals lie within
    /// 5 % of each other: two sines that close in pitch do not average out over a note, and
    /// add (or cancel) as their phases say. Worked out frame by frame over their overlap, with
    /// both envelopes, as the renderer plays them.
    static func addCrossTerm(
        of note: VoiceSpec, with reference: VoiceSpec, into model: inout LoudnessModel, origin: Int,
        weighting: KWeighting, channelCount: Int, sampleRate: Int
    ) {
        guard case .harmonics(let frequency, let harmonics) = note.source,
            case .harmonics(let referenceFrequency, _) = reference.source,
            abs(frequency / referenceFrequency - 1) < 0.05
        else { return }
        let start = max(note.start, reference.start)
        let end = min(note.end, reference.end)
        guard start < end else { return }
        let fundamental =
            note.amplitude * harmonics[0] * SoundDesign.bandLimitWeight(frequency: frequency, sampleRate: sampleRate)
        let noteGains = LiveVoice.gains(note.pan, channelCount: channelCount)
        let referenceGains = LiveVoice.gains(reference.pan, channelCount: channelCount)
        var channelProduct = 0.0
        for channel in 0..<channelCount {
            channelProduct += Double(noteGains[channel]) * Double(referenceGains[channel])
        }
        let scale = 2 * fundamental * reference.amplitude * channelProduct * weighting.powerGain(at: frequency)
        func envelope(_ voice: VoiceSpec, _ frame: Int) -> Double {
            let attack = max(min(voice.attack, voice.frames / 2), 1)
            let release = max(min(voice.release, voice.frames - attack), 1)
            let offset = frame - voice.start
            if offset < attack { return 0.5 - 0.5 * cos(Double.pi * Double(offset) / Double(attack)) }
            if offset >= voice.frames - release {
                return 0.5 + 0.5 * cos(Double.pi * Double(offset - (voice.frames - release)) / Double(release))
            }
            return 1
        }
        let noteStep = 2 * Double.pi * frequency / Double(sampleRate)
        let referenceStep = 2 * Double.pi * referenceFrequency / Double(sampleRate)
        for frame in start..<end {
            let product =
                sin(noteStep * Double(frame - note.start)) * sin(referenceStep * Double(frame - reference.start))
            model.add(energy: scale * product * envelope(note, frame) * envelope(reference, frame), at: frame - origin)
        }
    }
}
