import Foundation
import SpanModel
import Testing

@testable import AudioGraph

/// Several series in one file, checked by decoding what was written.
@Suite("Several series in one audio graph")
struct AudioGraphSequenceTests {
    /// Two series of 42 days on one axis: the first from 10 to 51, the second from 100 to 141.
    static let low = Fixtures.daily((0..<42).map { 10 + Double($0) })
    static let high = Fixtures.daily((0..<42).map { 100 + Double($0) })
    static let axis = 0.0...141.0

    static func plan(
        _ series: Series, timbre: Timbre, _ change: (inout AudioGraphOptions) -> Void = { _ in }
    ) throws
        -> AudioGraphPlan
    {
        try AudioGraphPlan(
            series: series, window: series.all,
            options: Fixtures.options {
                $0.timbre = timbre
                $0.sharedValueAxis = axis
                change(&$0)
            })
    }

    static func written(_ sequence: AudioGraphSequence) throws -> DecodedAudio {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("several.wav").path
        var stream = sequence.stream()
        try AudioFileWriter(format: .wav).write(&stream, to: path)
        return try AudioFileReader.read(path)
    }

    /// The dominant pitch of tone `index` of a part, measured in the middle of its sound.
    static func pitch(of index: Int, part: Int, in sequence: AudioGraphSequence, audio: DecodedAudio) -> Double {
        let plan = sequence.parts[part].plan
        let tone = plan.tones[index]
        let start = sequence.placements[part].tonesStart + tone.soundStartFrame + tone.soundFrames / 5
        let end = sequence.placements[part].tonesStart + tone.soundStartFrame + tone.soundFrames * 4 / 5
        let mono = Analysis.mono(
            Array(audio.samples[(start * audio.channelCount)..<(end * audio.channelCount)]),
            channels: audio.channelCount)
        return Analysis.dominantFrequency(mono[...], sampleRate: audio.sampleRate, lowest: 100, highest: 1_200)
    }

    @Test("the second series starts where the first ends, after its introduction, on the shared axis")
    func oneAfterAnother() throws {
        let first = try Self.plan(Self.low, timbre: .warm)
        let second = try Self.plan(Self.high, timbre: .bright)
        #expect(first.valueAxis == Self.axis && second.valueAxis == Self.axis)
        // The same value sounds at the same pitch in both: the axis is shared.
        #expect(first.frequency(forValue: 51) == second.frequency(forValue: 51))
        let sequence = AudioGraphSequence(
            parts: [.init(name: "LOW", plan: first), .init(name: "HIGH", plan: second)], arrangement: .oneAfterAnother)
        let places = sequence.placements
        #expect(places[0].introductionStart == 0)
        #expect(places[0].tonesStart == places[0].introductionFrames + SoundDesign.seconds(0.3, 44_100))
        #expect(places[1].introductionStart == places[0].end + SoundDesign.seconds(0.7, 44_100))
        #expect(places[1].tonesStart > places[1].introductionStart + places[1].introductionFrames)
        #expect(sequence.frameCount == places[1].end)

        let audio = try Self.written(sequence)
        #expect(audio.frameCount == sequence.frameCount)
        // Each part's first and last tones at the pitch its plan gives them, within 1%.
        for part in 0..<2 {
            let plan = sequence.parts[part].plan
            for index in [0, 20, 41] {
                let measured = Self.pitch(of: index, part: part, in: sequence, audio: audio)
                #expect(
                    abs(measured / plan.tones[index].frequency - 1) < 0.01,
                    "part \(part), tone \(index): \(measured) Hz")
            }
        }
        // The higher series sounds higher: its lowest tone is above the other's highest.
        #expect(
            Self.pitch(of: 0, part: 1, in: sequence, audio: audio)
                > Self.pitch(of: 41, part: 0, in: sequence, audio: audio))
        // The pause between the parts is silent.
        let gap = Array(audio.samples[(places[0].end * 2)..<(places[1].introductionStart * 2)])
        #expect(gap.allSatisfy { $0 == 0 })
    }

    @Test("each introduction is heard before its tones, at about their loudness, and the whole stays near -16 LUFS")
    func introductionsAndLoudness() throws {
        let first = try Self.plan(Self.low, timbre: .warm)
        let second = try Self.plan(Self.high, timbre: .hollow)
        let sequence = AudioGraphSequence(
            parts: [.init(name: "LOW", plan: first), .init(name: "HIGH", plan: second)], arrangement: .oneAfterAnother)
        let audio = try Self.written(sequence)
        for (index, place) in sequence.placements.enumerated() {
            let figure = Array(
                audio.samples[
                    (place.introductionStart * 2)..<((place.introductionStart + place.introductionFrames) * 2)])
            let tones = Array(audio.samples[(place.tonesStart * 2)..<(place.end * 2)])
            let figureLoudness = try Analysis.loudness(figure, channels: 2, sampleRate: 44_100)
            let toneLoudness = try Analysis.loudness(tones, channels: 2, sampleRate: 44_100)
            #expect(
                abs(figureLoudness - toneLoudness) < 2, "part \(index): figure \(figureLoudness), tones \(toneLoudness)"
            )
            #expect(abs(toneLoudness - LoudnessTarget.integrated) < 2, "part \(index): \(toneLoudness) LUFS")
            // The figure rises: three notes, each higher than the one before.
            let mono = Analysis.mono(figure, channels: 2)
            let third = mono.count / 3
            let pitches = (0..<3).map { note in
                Analysis.dominantFrequency(
                    mono[(note * third + third / 5)..<(note * third + third * 3 / 5)], sampleRate: 44_100, lowest: 100,
                    highest: 1_200)
            }
            #expect(pitches[0] < pitches[1] && pitches[1] < pitches[2], "\(pitches)")
        }
        #expect(Analysis.peakDecibels(audio.samples) <= -1)
    }

    @Test("played at once, the series sound together, panned apart, with the mix near -16 LUFS and peaks under -1 dBFS")
    func atOnce() throws {
        let first = try Self.plan(Self.low, timbre: .warm) { $0.fixedPan = 0.1 }
        let second = try Self.plan(Self.high, timbre: .bright) {
            $0.fixedPan = 0.9
            $0.playsTicks = false
        }
        #expect(first.tones.allSatisfy { $0.pan == 0.1 } && second.tones.allSatisfy { $0.pan == 0.9 })
        let sequence = AudioGraphSequence(
            parts: [.init(name: "LOW", plan: first), .init(name: "HIGH", plan: second)], arrangement: .atOnce)
        let places = sequence.placements
        #expect(places[0].tonesStart == places[1].tonesStart)
        #expect(places[1].introductionStart > places[0].introductionStart + places[0].introductionFrames)
        #expect(places[0].tonesStart > places[1].introductionStart + places[1].introductionFrames)
        let audio = try Self.written(sequence)
        let tones = Array(audio.samples[(places[0].tonesStart * 2)..<(places[0].end * 2)])
        let loudness = try Analysis.loudness(tones, channels: 2, sampleRate: 44_100)
        #expect(abs(loudness - LoudnessTarget.integrated) < 2, "\(loudness) LUFS")
        #expect(Analysis.peakDecibels(audio.samples) <= -1)
        // The low series is on the left, the high one on the right: in the left channel the
        // low series' pitch dominates, in the right the high one's.
        let tone = first.tones[10]
        let start = places[0].tonesStart + tone.soundStartFrame + tone.soundFrames / 5
        let end = places[0].tonesStart + tone.soundStartFrame + tone.soundFrames * 4 / 5
        let left = (start..<end).map { Double(audio.samples[$0 * 2]) }
        let right = (start..<end).map { Double(audio.samples[$0 * 2 + 1]) }
        let leftPitch = Analysis.dominantFrequency(left[...], sampleRate: 44_100, lowest: 100, highest: 1_200)
        let rightPitch = Analysis.dominantFrequency(right[...], sampleRate: 44_100, lowest: 100, highest: 1_200)
        #expect(abs(leftPitch / first.tones[10].frequency - 1) < 0.01, "left \(leftPitch)")
        #expect(abs(rightPitch / second.tones[10].frequency - 1) < 0.01, "right \(rightPitch)")
    }

    @Test("the cue file names each series over its introduction and leads its tones' cues with the name")
    func cues() throws {
        let first = try Self.plan(Self.low, timbre: .warm)
        let second = try Self.plan(Self.high, timbre: .bright)
        let sequence = AudioGraphSequence(
            parts: [.init(name: "LOW", plan: first), .init(name: "HIGH", plan: second)], arrangement: .oneAfterAnother)
        let texts = sequence.parts.map { part in part.plan.cueSpans.indices.map { "\(part.name): tone \($0)" } }
        let document = try WebVTTWriter.document(for: sequence, cueTexts: texts)
        let blocks = document.components(separatedBy: "\n\n").dropFirst()
        #expect(blocks.count == 2 + 42 + 42)
        #expect(blocks.first!.hasSuffix("\nLOW"))
        #expect(blocks.dropFirst(43).first!.hasSuffix("\nHIGH"))
        #expect(blocks.dropFirst(44).first!.contains("HIGH: tone 0"))
        // A part's texts must be one per cue span.
        #expect(throws: AudioGraphError.self) {
            try WebVTTWriter.document(for: sequence, cueTexts: [texts[0], Array(texts[1].dropLast())])
        }
    }

    @Test("the same sequence is the same bytes every time")
    func deterministic() throws {
        let first = try Self.plan(Self.low, timbre: .organ)
        let second = try Self.plan(Self.high, timbre: .sine)
        let sequence = AudioGraphSequence(
            parts: [.init(name: "LOW", plan: first), .init(name: "HIGH", plan: second)], arrangement: .oneAfterAnother)
        #expect(sequence.render() == sequence.render())
        // Streamed a block at a time to a file, and rendered whole then written: the same bytes.
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let streamedPath = folder.appendingPathComponent("streamed.wav").path
        let wholePath = folder.appendingPathComponent("whole.wav").path
        var stream = sequence.stream()
        try AudioFileWriter(format: .wav).write(&stream, to: streamedPath)
        try sequence.render().withUnsafeBufferPointer { samples in
            try AudioFileWriter(format: .wav).write(
                samples: samples, channelCount: 2, sampleRate: 44_100, to: wholePath)
        }
        #expect(FileManager.default.contents(atPath: streamedPath) == FileManager.default.contents(atPath: wholePath))
    }
}
