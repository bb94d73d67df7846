import Foundation
import SpanModel

/// The sounds of a plan in order of their start, with their levels at unit gain: the score the
/// renderer plays and the loudness prediction reads. Made lazily, a sound at a time, so that
/// a long graph's score costs no memory of its own.
struct Score {
    let plan: AudioGraphPlan
    let levels: Levels
    let speech: [Float]?
    let channelCount: Int
    /// What every sound but the speech is scaled by.
    let gain: Double
    /// The timbre's table, shared by every note.
    let timbre: Wavetable
    /// A sine's table, for the reference tone and the ticks.
    let sine = Wavetable(harmonics: SoundDesign.pureTone)

    /// The sounds that are not tied to one tone (the speech, the reference tone, the glide's
    /// lines), in order of start.
    private let extras: [VoiceSpec]

    /// The highest a note with what sounds with it may peak, in full scale, when the graph's
    /// loudest notes are lowered to keep the whole graph at its loudness; `nil` for no limit.
    let peakCeiling: Double?
    /// The peak of what sounds under every note: the reference tone (0 without one).
    private let referencePeak: Double
    /// The peaks of each marked tone's earcons, summed, by tone.
    private let earconPeaks: [Int: Double]
    /// The voicing the glide's line plays: the notes' own, capped when ``peakCeiling`` is set
    /// so that the line and the loudest earcon stay under it.
    let lineVoicing: Voicing

    /// - Parameters:
    ///   - plan: the plan as played (moved later by any introduction).
    ///   - speech: the spoken introduction, already at its level, starting at frame 0.
    ///   - gain: what every sound but the speech is scaled by.
    ///   - peakCeiling: when set, each note is lowered as far as it must be for it, its earcons
    ///     and the reference tone to peak at most this high (in full scale, after `gain`).
    init(plan: AudioGraphPlan, speech: [Float]?, channelCount: Int, gain: Double = 1, peakCeiling: Double? = nil) {
        self.plan = plan
        self.speech = speech
        self.channelCount = channelCount
        self.gain = gain
        self.peakCeiling = peakCeiling
        let options = plan.options
        let notes = plan.tones.lazy.filter { $0.kind == .note }.map(\.frequency)
        timbre = Wavetable(harmonics: options.timbre.harmonics)
        let voicing = Voicing(
            harmonics: options.timbre.harmonics, sampleRate: plan.sampleRate, frequencies: notes, table: timbre)
        let levels = Levels(plan: plan, voicing: voicing)
        self.levels = levels
        let stereo = channelCount == 2
        var extras: [VoiceSpec] = []
        if let speech, !speech.isEmpty {
            extras.append(
                VoiceSpec(
                    source: .speech(speech), start: 0, frames: speech.count, amplitude: 1, pan: nil, attack: 0,
                    release: 0))
        }
        var referencePeak = 0.0
        if let reference = plan.reference {
            let note = voicing.amplitude(reference.frequency) * voicing.peakFactor(reference.frequency)
            let fade = SoundDesign.seconds(SoundDesign.referenceFade, plan.sampleRate)
            referencePeak = note * SoundDesign.referenceRatio * gain
            extras.append(
                VoiceSpec(
                    source: .harmonics(frequency: reference.frequency, harmonics: SoundDesign.pureTone),
                    start: reference.startFrame, frames: reference.frameCount,
                    amplitude: referencePeak, pan: stereo ? 0.5 : nil, attack: fade,
                    release: fade))
        }
        self.referencePeak = referencePeak
        var earconPeaks: [Int: Double] = [:]
        if peakCeiling != nil {
            for earcon in plan.earcons {
                let voice = Self.voice(
                    earcon: earcon, plan: plan, levels: levels, gain: gain, channelCount: channelCount)
                earconPeaks[earcon.toneIndex, default: 0] += voice.amplitude * Self.waveformPeak(earcon.kind)
            }
        }
        self.earconPeaks = earconPeaks
        if let peakCeiling, options.style == .continuous {
            // The line is one sound under every tick, earcon and blip of its run (it falls
            // silent around ticks and zeros, but its peak is counted as if it did not): it keeps
            // room for the loudest of them.
            var loudest = earconPeaks.values.max() ?? 0
            for strength in [TickStrength.regular, .strong] {
                guard let tick = plan.ticks.first(where: { $0.strength == strength }) else { continue }
                let voice = Self.voice(tick: tick, plan: plan, levels: levels, gain: gain, channelCount: channelCount)
                loudest = Swift.max(loudest, voice.amplitude)
            }
            for zero in plan.tones where zero.isZero {
                let blip = Self.blip(zero, plan: plan, levels: levels, gain: gain, channelCount: channelCount)
                loudest = Swift.max(loudest, blip.amplitude)
            }
            // The loudest note peaks at 1 at unit gain; the line gives up 6 dB of it at the
            // most, and otherwise none (the whole graph is lowered instead).
            let room = (peakCeiling - referencePeak - loudest) / gain
            lineVoicing = room >= 0.5 ? voicing.capped(at: room) : voicing
        } else {
            lineVoicing = voicing
        }
        if options.style == .continuous {
            for run in Self.glideRuns(plan.tones) {
                let first = plan.tones[run.lowerBound]
                let last = plan.tones[run.upperBound]
                let end = last.slotStartFrame + plan.noteFrames
                extras.append(
                    VoiceSpec(
                        source: .glide(first: run.lowerBound, last: run.upperBound), start: first.slotStartFrame,
                        frames: end - first.slotStartFrame, amplitude: gain, pan: nil, attack: 0, release: 0))
            }
        }
        self.extras = extras.sorted { $0.start < $1.start }
    }

    /// The runs of tones the glide draws one line through: tones in a row with no silent slot
    /// among them, holding at least one note.
    static func glideRuns(_ tones: [AudioGraphPlan.Tone]) -> [ClosedRange<Int>] {
        var runs: [ClosedRange<Int>] = []
        var start: Int?
        for index in tones.indices {
            if tones[index].isSilent {
                if let first = start { runs.append(first...(index - 1)) }
                start = nil
            } else if start == nil {
                start = index
            }
        }
        if let first = start { runs.append(first...(tones.count - 1)) }
        return runs.filter { run in run.contains { tones[$0].kind == .note } }
    }

    // MARK: - Sounds of tones, ticks and earcons

    /// Whether a tone has a sound of its own: not when silent, and not a note of a glide (the
    /// line plays it).
    func hasVoice(tone index: Int) -> Bool {
        switch plan.tones[index].kind {
        case .silent: false
        case .note: plan.options.style == .discrete
        case .zero: true
        }
    }

    func voice(tone index: Int) -> VoiceSpec? {
        let tone = plan.tones[index]
        let stereo = channelCount == 2
        let rate = plan.sampleRate
        switch tone.kind {
        case .silent:
            return nil
        case .note:
            guard plan.options.style == .discrete else { return nil }
            var amplitude = levels.voicing.amplitude(tone.frequency) * gain
            if let peakCeiling {
                // Lowered by 6 dB at the most: a note is never lost under its earcon.
                let room = peakCeiling - referencePeak - earconPeaks[index, default: 0]
                let capped = Swift.max(room, 0) / levels.voicing.peakFactor(tone.frequency)
                amplitude = Swift.max(Swift.min(amplitude, capped), amplitude / 2)
            }
            return VoiceSpec(
                source: .harmonics(frequency: tone.frequency, harmonics: plan.options.timbre.harmonics),
                start: tone.soundStartFrame, frames: tone.soundFrames,
                amplitude: amplitude,
                pan: stereo ? tone.pan : nil,
                attack: SoundDesign.attack(forSoundFrames: tone.soundFrames, sampleRate: rate),
                release: SoundDesign.release(forSoundFrames: tone.soundFrames, sampleRate: rate))
        case .zero:
            return Self.blip(tone, plan: plan, levels: levels, gain: gain, channelCount: channelCount)
        }
    }

    /// The zero blip of a tone.
    static func blip(
        _ tone: AudioGraphPlan.Tone, plan: AudioGraphPlan, levels: Levels, gain: Double, channelCount: Int
    ) -> VoiceSpec {
        let rate = plan.sampleRate
        let frames = tone.soundFrames
        let attack = Swift.min(SoundDesign.seconds(SoundDesign.shortestEdge, rate), frames / 2)
        let release = Swift.max(
            SoundDesign.blipRelease(forFrames: frames),
            Swift.min(SoundDesign.seconds(SoundDesign.shortestEdge, rate), frames - attack))
        let amplitude =
            levels.amplitude(
                decibels: SoundDesign.blipDecibels, waveformRootMeanSquare: 0.5.squareRoot(), frames: frames,
                attack: attack, release: release) * gain
        return VoiceSpec(
            source: .sweep(from: SoundDesign.blipSweepStart, to: SoundDesign.blipSweepEnd),
            start: tone.soundStartFrame, frames: frames, amplitude: amplitude,
            pan: channelCount == 2 ? tone.pan : nil, attack: attack, release: release)
    }

    func voice(tick: AudioGraphPlan.Tick) -> VoiceSpec {
        Self.voice(tick: tick, plan: plan, levels: levels, gain: gain, channelCount: channelCount)
    }

    static func voice(
        tick: AudioGraphPlan.Tick, plan: AudioGraphPlan, levels: Levels, gain: Double, channelCount: Int
    ) -> VoiceSpec {
        let attack = SoundDesign.seconds(SoundDesign.tickAttack, plan.sampleRate)
        let release = tick.frameCount - attack
        let decibels = tick.strength == .strong ? SoundDesign.strongTickDecibels : SoundDesign.regularTickDecibels
        return VoiceSpec(
            source: .harmonics(frequency: SoundDesign.tickFrequency(tick.strength), harmonics: SoundDesign.pureTone),
            start: tick.startFrame, frames: tick.frameCount,
            amplitude: levels.amplitude(
                decibels: decibels, waveformRootMeanSquare: 0.5.squareRoot(), frames: tick.frameCount, attack: attack,
                release: release) * gain,
            pan: channelCount == 2 ? tick.pan : nil, attack: attack, release: release)
    }

    func voice(earcon: AudioGraphPlan.Earcon) -> VoiceSpec {
        Self.voice(earcon: earcon, plan: plan, levels: levels, gain: gain, channelCount: channelCount)
    }

    /// The largest value an earcon's waveform reaches at unit amplitude: 1 for a chirp, the sum
    /// of its partials' amplitudes for a bell.
    static func waveformPeak(_ kind: AudioGraphPlan.EarconKind) -> Double {
        switch kind {
        case .highest, .lowest: 1
        case .crossedUp, .crossedDown: SoundDesign.bellPartials.reduce(0) { $0 + $1.amplitude }
        }
    }

    static func voice(
        earcon: AudioGraphPlan.Earcon, plan: AudioGraphPlan, levels: Levels, gain: Double, channelCount: Int
    ) -> VoiceSpec {
        let frames = earcon.frameCount
        let edge = SoundDesign.seconds(SoundDesign.shortestEdge, plan.sampleRate)
        let source: VoiceSpec.Source
        var attack = Swift.min(edge, frames / 2)
        var release = Swift.max(frames / 3, edge)
        var waveform = 0.5.squareRoot()
        switch earcon.kind {
        case .highest: source = .sweep(from: SoundDesign.extremeChirpLow, to: SoundDesign.extremeChirpHigh)
        case .lowest: source = .sweep(from: SoundDesign.extremeChirpHigh, to: SoundDesign.extremeChirpLow)
        case .crossedUp, .crossedDown:
            source = .bell(
                frequency: earcon.kind == .crossedUp ? SoundDesign.crossedUpBell : SoundDesign.crossedDownBell)
            // A bell strikes and rings away.
            attack = Swift.min(edge, frames / 2)
            release = frames - attack
            waveform = Levels.bellRootMeanSquare
        }
        release = Swift.min(release, frames - attack)
        return VoiceSpec(
            source: source, start: earcon.startFrame, frames: frames,
            amplitude: levels.amplitude(
                decibels: SoundDesign.earconDecibels, waveformRootMeanSquare: waveform, frames: frames, attack: attack,
                release: release) * gain,
            pan: channelCount == 2 ? earcon.pan : nil, attack: attack, release: release)
    }

    /// Every sound in order of start.
    func makeIterator() -> Iterator { Iterator(score: self) }

    /// Walks the tones, ticks, earcons and the other sounds together, a sound at a time, in
    /// order of start.
    struct Iterator: IteratorProtocol {
        let score: Score
        private var extra = 0
        private var tone = 0
        private var tick = 0
        private var earcon = 0

        init(score: Score) { self.score = score }

        mutating func next() -> VoiceSpec? {
            let plan = score.plan
            while tone < plan.tones.count, !score.hasVoice(tone: tone) { tone += 1 }
            var best: Int?
            var bestStart = Int.max
            let starts = [
                extra < score.extras.count ? score.extras[extra].start : Int.max,
                tone < plan.tones.count ? plan.tones[tone].soundStartFrame : Int.max,
                tick < plan.ticks.count ? plan.ticks[tick].startFrame : Int.max,
                earcon < plan.earcons.count ? plan.earcons[earcon].startFrame : Int.max,
            ]
            for (index, start) in starts.enumerated() where start < bestStart {
                best = index
                bestStart = start
            }
            switch best {
            case 0:
                extra += 1
                return score.extras[extra - 1]
            case 1:
                tone += 1
                return score.voice(tone: tone - 1)
            case 2:
                tick += 1
                return score.voice(tick: plan.ticks[tick - 1])
            case 3:
                earcon += 1
                return score.voice(earcon: plan.earcons[earcon - 1])
            default:
                return nil
            }
        }
    }
}

extension Score: Sequence {}
