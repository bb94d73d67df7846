import Foundation

/// Several audio graphs in one file: the series of one long table, one after another or at
/// once, each introduced by its name, as Apple's audio graphs and Highcharts' sequential mode
/// play several series.
///
/// Each part is a graph of its own (its plan made with the shared value axis, its own timbre,
/// and for series played at once, its own place in the stereo field), brought to the loudness
/// target by itself, so that no series is louder than another. Before its tones each part is
/// introduced: by its spoken name when one is given, else by a short rising figure of three
/// notes in its own timbre, so that a listener hears which voice comes next. Played at once,
/// the introductions come one after another, each in its part's place, before the tones start
/// together; the mix is scaled so that its loudness stays at the target and its peaks under
/// -1 dBFS.
///
/// ```swift
/// let sequence = AudioGraphSequence(parts: parts, arrangement: .oneAfterAnother)
/// var stream = sequence.stream()
/// try AudioFileWriter(format: .wav).write(&stream, to: "prices.wav")
/// ```
///
/// Times are in frames at the parts' sample rate, as a plan's are; ``placements`` say where
/// each part's introduction and tones fall in the file, for the cue file and for tests.
public struct AudioGraphSequence: Sendable {
    /// How the parts are arranged in time.
    public enum Arrangement: String, Hashable, Sendable {
        /// Each part after the one before, with a pause between.
        case oneAfterAnother
        /// Every part's tones at the same time, after the introductions.
        case atOnce
    }

    /// One graph of the file.
    public struct Part: Sendable {
        /// The name the part is introduced by (the series' name, "GOOG").
        public var name: String
        /// The part's plan.
        public var plan: AudioGraphPlan
        /// The name spoken, at the plan's sample rate; `nil` introduces the part by a short
        /// rising figure in its timbre.
        public var spokenName: SpeechClip?
        /// Whether the part is introduced at all (a file of one part needs no introduction).
        public var isIntroduced: Bool

        /// Creates a part.
        public init(name: String, plan: AudioGraphPlan, spokenName: SpeechClip? = nil, isIntroduced: Bool = true) {
            self.name = name
            self.plan = plan
            self.spokenName = spokenName
            self.isIntroduced = isIntroduced
        }
    }

    /// Where a part falls in the file.
    public struct Placement: Hashable, Sendable {
        /// The first frame of its introduction.
        public var introductionStart: Int
        /// The frames of its introduction.
        public var introductionFrames: Int
        /// The frame where its plan's frame 0 falls: its tones start here.
        public var tonesStart: Int
        /// The frame after its last.
        public var end: Int
    }

    /// The parts, in order.
    public let parts: [Part]

    /// How they are arranged.
    public let arrangement: Arrangement

    /// Where each part falls.
    public let placements: [Placement]

    /// The frames of the opening (the whole description spoken), 0 without one.
    public let openingFrames: Int

    /// Frames in the whole file.
    public let frameCount: Int

    /// Frames per second.
    public var sampleRate: Int { parts[0].plan.sampleRate }

    /// Channels per frame.
    public var channelCount: Int { parts[0].plan.options.channels.channelCount }

    /// What each part's tones are scaled by: 1 one after another; played at once, enough less
    /// that the mix keeps the loudness target with its peaks under -1 dBFS.
    public let mixGain: Double

    /// The loudness of the tones as rendered, in LUFS: the parts' together (their powers add
    /// when played at once; one after another, their mean power).
    public let loudness: Double

    /// Each part's stream, ready to render from its start.
    let streams: [AudioStream]
    /// The leveled introductions, a clip a part (mono), and the opening.
    let introductions: [[Float]]
    let opening: [Float]?

    /// The silence after the opening and after each introduction before its tones, in seconds.
    static let introductionPause = 0.3
    /// The silence between one part's last tone and the next part's introduction, in seconds.
    static let partPause = 0.7
    /// The silence between two introductions when the parts play at once, in seconds.
    static let introductionGap = 0.15

    /// The most parts played at once: beyond four, voices played together in one register are
    /// no longer told apart (a blind demixing of five overlaid stock series recovered none).
    public static let mostAtOnce = 4

    /// The shortest slot of parts played at once, in seconds: at 60 ms a tone three overlaid
    /// series cannot be told apart, at 250 ms they can; an overlay plays slower (and so longer)
    /// rather than faster.
    public static let shortestSlotAtOnce = 0.150

    /// Arranges `parts` (at least one, all at one sample rate and channel layout), after
    /// `opening` when one is given.
    ///
    /// - Precondition: every part has the same sample rate and channels.
    public init(parts: [Part], arrangement: Arrangement, opening: SpeechClip? = nil) {
        precondition(!parts.isEmpty, "a sequence has at least one part")
        let rate = parts[0].plan.sampleRate
        let channels = parts[0].plan.options.channels
        precondition(
            parts.allSatisfy { $0.plan.sampleRate == rate && $0.plan.options.channels == channels },
            "every part has the same sample rate and channels")
        self.parts = parts
        self.arrangement = arrangement
        let streams = parts.map { AudioRenderer().stream($0.plan) }
        self.streams = streams
        // Every part is written to the same file, so under the same peak limit.
        let ceiling = parts.first?.plan.options.peakCeiling ?? SoundDesign.peakCeiling
        func power(_ loudness: Double) -> Double { loudness.isFinite ? pow(10, loudness / 10) : 0 }
        switch arrangement {
        case .oneAfterAnother:
            mixGain = 1
            let sounding = streams.map(\.loudness).filter(\.isFinite)
            loudness =
                sounding.isEmpty ? -.infinity : 10 * log10(sounding.map(power).reduce(0, +) / Double(sounding.count))
        case .atOnce:
            // The parts' tones, each at the target by itself, are mixed and measured as played
            // (libebur128's integrated loudness and true peak): the mix is brought to the
            // target, its true peak under -1 dBTP. Summing the parts' peak bounds instead
            // assumed every part's loudest moment fell on the same frame and left five series
            // at -19.2 LUFS with 6.9 dB of headroom unused.
            let measured = Self.measureTogether(streams)
            var gain =
                measured.loudness.isFinite
                ? LoudnessTarget.gain(from: measured.loudness, to: LoudnessTarget.integrated)
                : 1 / Double(streams.count).squareRoot()
            if measured.truePeak * gain > ceiling { gain = ceiling / measured.truePeak }
            mixGain = gain
            loudness = measured.loudness + 20 * log10(gain)
        }
        let mixLoudness = loudness.isFinite ? loudness : LoudnessTarget.integrated
        self.opening = opening.map {
            SpeechLeveler.level(
                $0.samples, sampleRate: rate, channelCount: channels.channelCount, to: mixLoudness, ceiling: ceiling
            ).samples
        }
        // Each introduction at the loudness of the tones it introduces (played at once, of the
        // mix). One at a place in the stereo field is leveled as one channel, then panned with
        // equal power; in the middle it plays in every channel, as speech does.
        introductions = parts.indices.map { index in
            let part = parts[index]
            guard part.isIntroduced else { return [] }
            let raw = part.spokenName?.samples ?? IntroductionFigure.samples(for: part.plan)
            let inEveryChannel = part.plan.options.fixedPan == nil
            let own = streams[index].loudness
            let target = arrangement == .atOnce || !own.isFinite ? mixLoudness : own
            return SpeechLeveler.level(
                raw, sampleRate: rate, channelCount: inEveryChannel ? channels.channelCount : 1, to: target,
                ceiling: ceiling
            ).samples
        }
        let pause = SoundDesign.seconds(Self.introductionPause, rate)
        openingFrames = self.opening.map { $0.count + pause } ?? 0
        var cursor = openingFrames
        var placements: [Placement] = []
        switch arrangement {
        case .oneAfterAnother:
            for (index, part) in parts.enumerated() {
                if index > 0 { cursor += SoundDesign.seconds(Self.partPause, rate) }
                let introduction = introductions[index].count
                let tonesStart = cursor + introduction + (introduction > 0 ? pause : 0)
                placements.append(
                    Placement(
                        introductionStart: cursor, introductionFrames: introduction, tonesStart: tonesStart,
                        end: tonesStart + part.plan.frameCount))
                cursor = tonesStart + part.plan.frameCount
            }
        case .atOnce:
            var starts: [Int] = []
            for index in parts.indices {
                if index > 0 { cursor += SoundDesign.seconds(Self.introductionGap, rate) }
                starts.append(cursor)
                cursor += introductions[index].count
            }
            let tonesStart = cursor + (cursor > openingFrames ? pause : 0)
            for (index, part) in parts.enumerated() {
                placements.append(
                    Placement(
                        introductionStart: starts[index], introductionFrames: introductions[index].count,
                        tonesStart: tonesStart, end: tonesStart + part.plan.frameCount))
            }
            cursor = placements.map(\.end).max()!
        }
        self.placements = placements
        frameCount = cursor
    }

    /// The integrated loudness and true peak of `streams` played together from their starts,
    /// rendered once, a block at a time, and measured by libebur128.
    ///
    /// - Complexity: O(frames × parts), memory O(one block).
    static func measureTogether(_ streams: [AudioStream]) -> (loudness: Double, truePeak: Double) {
        guard let first = streams.first,
            var meter = try? LoudnessMeter(
                channelCount: first.channelCount, sampleRate: first.sampleRate, truePeak: true)
        else { return (-.infinity, 0) }
        var playing = streams
        let channels = first.channelCount
        let frames = streams.map(\.frameCount).max() ?? 0
        let block = AudioStream.blockFrames
        var mix = [Float](repeating: 0, count: block * channels)
        var part = [Float](repeating: 0, count: block * channels)
        var done = 0
        while done < frames {
            let count = min(block, frames - done)
            for index in 0..<(count * channels) { mix[index] = 0 }
            for index in playing.indices {
                let got = part.withUnsafeMutableBufferPointer {
                    playing[index].render(into: UnsafeMutableBufferPointer(rebasing: $0[0..<(count * channels)]))
                }
                for sample in 0..<(got * channels) { mix[sample] += part[sample] }
            }
            mix.withUnsafeBufferPointer { meter.add(UnsafeBufferPointer(rebasing: $0[0..<(count * channels)])) }
            done += count
        }
        // A mix shorter than one 400 ms block is measured as one block holding it.
        let blockFrames = 4 * ((first.sampleRate + 5) / 10)
        if frames < blockFrames {
            let silence = [Float](repeating: 0, count: (blockFrames - frames) * channels)
            silence.withUnsafeBufferPointer { meter.add($0) }
        }
        return (meter.integratedLoudness, meter.truePeak)
    }

    /// The file as a stream of blocks.
    public func stream() -> AudioSequenceStream {
        AudioSequenceStream(sequence: self)
    }

    /// The file in one buffer, interleaved: for short files and tests.
    public func render() -> [Float] {
        var stream = stream()
        var samples = [Float](repeating: 0, count: frameCount * channelCount)
        samples.withUnsafeMutableBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let end = min(offset + AudioStream.blockFrames * channelCount, buffer.count)
                let frames = stream.render(into: UnsafeMutableBufferPointer(rebasing: buffer[offset..<end]))
                if frames == 0 { break }
                offset += frames * channelCount
            }
        }
        return samples
    }
}
