import Foundation
import Narration
import Testing

@testable import AudioGraph

@Suite struct SpeechSynthesizerTests {
    static let sentence = "Audio graph of 42 days, 19 October to 29 November 2026, 6 seconds."

    /// The locales the built-in catalogs ship.
    static let shippedLocales: [String] = {
        do {
            return try NarrationCopy.builtInLocales()
        } catch {
            fatalError("the built-in catalogs cannot be read: \(error)")
        }
    }()

    /// The espeak-ng voice each shipped locale is spoken with.
    static let shippedVoiceNames: [String: String] = [
        "en": "en", "de": "de", "fr": "fr", "es": "es", "pl": "pl", "ar": "ar", "ja": "ja", "zh-Hans": "cmn",
    ]

    @Test("The voices named for the shipped locales are the catalogs' locales, no more and no fewer")
    func shippedVoicesAreTheCatalogsLocales() {
        #expect(SpeechSynthesizer.shippedVoices.map(\.locale).sorted() == Self.shippedLocales.sorted())
    }

    @Test(arguments: shippedLocales)
    func everyShippedLocaleHasAnInstalledVoice(locale: String) throws {
        let voice = try #require(Self.shippedVoiceNames[locale], "name the voice \(locale) is spoken with")
        #expect(SpeechSynthesizer.voice(forLocale: locale)?.name == voice)
        #expect(SpeechSynthesizer.installedVoiceNames().contains(voice))
        #expect(SpeechSynthesizer.shippedVoices.contains { $0.locale == locale && $0.voice == voice })
    }

    @Test(arguments: [
        ("en-US", "en-us"), ("en_GB", "en"), ("de_AT", "de"), ("zh-Hans-CN", "cmn"), ("zh-HK", "yue"), ("it", "it"),
    ])
    func localeIdentifiersMapToVoices(locale: String, voice: String) {
        #expect(SpeechSynthesizer.voice(forLocale: locale)?.name == voice)
    }

    @Test(arguments: [
        ("en", "Six weeks of steps."), ("de", "Sechs Wochen Schritte."), ("fr", "Six semaines de pas."),
        ("es", "Seis semanas de pasos."), ("pl", "Sześć tygodni kroków."), ("ar", "ستة أسابيع"),
    ])
    func everyShippedVoiceSpeaks(locale: String, text: String) throws {
        let clip = try SpeechSynthesizer.synthesize(text, locale: locale, sampleRate: 44_100)
        #expect(clip.duration > 0.3)
        #expect(clip.samples.map(abs).max()! > 0.05)
    }

    @Test(
        "Japanese and Chinese are refused, naming a better voice, since espeak-ng reads their text as something else",
        arguments: [("ja", "Japanese"), ("ja-JP", "Japanese"), ("zh-Hans", "Chinese"), ("zh_CN", "Chinese")])
    func japaneseAndChineseAreRefused(locale: String, language: String) throws {
        let refusal = try #require(SpeechSynthesizer.refusal(forLocale: locale))
        #expect(refusal.contains("\(language) screen-reader voice"), "\(refusal)")
        #expect(throws: AudioGraphError.self) {
            try SpeechSynthesizer.synthesize("こんにちは", locale: locale, sampleRate: 44_100)
        }
        // Every other shipped locale, and a regional variant, is spoken.
        for other in Self.shippedLocales + ["ar-EG"] where !["ja", "zh-Hans"].contains(other) {
            #expect(SpeechSynthesizer.refusal(forLocale: other) == nil)
        }
    }

    @Test("Phonemes show how the engine reads a text: a word spelled out, a code misread, one string a text")
    func phonemes() throws {
        let english = try SpeechSynthesizer.phonemes(
            of: ["Up 12% vs last week", "", "Two clauses, here. And there."], locale: "en")
        #expect(english.count == 3)
        // "vs" is read as its two letters' names, "vee ess".
        #expect(english[0].contains("v,i:;'Es"), "\(english[0])")
        #expect(english[1].isEmpty)
        #expect(english[2].contains(" | "), "\(english[2])")
        let polish = try SpeechSynthesizer.phonemes(of: ["USD"], locale: "pl")
        #expect(polish[0].contains("ust"), "\(polish[0])")
        #expect(throws: AudioGraphError.self) { try SpeechSynthesizer.phonemes(of: ["x"], locale: "123") }
    }

    @Test func speechHasItsEnergyInTheSpeechBand() throws {
        let clip = try SpeechSynthesizer.synthesize(Self.sentence, locale: "en", sampleRate: 44_100)
        #expect(clip.sampleRate == 44_100)
        #expect(clip.duration > 2 && clip.duration < 10)
        let samples = clip.samples.map(Double.init)
        #expect(Analysis.energyFraction(samples[...], sampleRate: 44_100, from: 100, to: 4_000) > 0.8)
        // Resampled from espeak-ng's 22,050 Hz: nothing above its Nyquist frequency.
        #expect(Analysis.energyFraction(samples[...], sampleRate: 44_100, from: 11_600, to: 22_050) < 1e-4)
    }

    @Test func theSameTextGivesTheSameSamplesWhateverWasSpokenBefore() throws {
        let first = try SpeechSynthesizer.synthesize(Self.sentence, locale: "en", sampleRate: 44_100)
        _ = try SpeechSynthesizer.synthesize(
            "Ein anderer Satz, langsamer.", locale: "de", sampleRate: 22_050, wordsPerMinute: 120)
        let second = try SpeechSynthesizer.synthesize(Self.sentence, locale: "en", sampleRate: 44_100)
        let same = first == second
        #expect(same, "the second clip differs from the first")
    }

    @Test func callsFromManyTasksAtOnceTakeTurns() async throws {
        let expected = try SpeechSynthesizer.synthesize("Seven days.", locale: "en", sampleRate: 44_100)
        let clips = try await withThrowingTaskGroup(of: SpeechClip.self) { group in
            for index in 0..<6 {
                group.addTask {
                    try SpeechSynthesizer.synthesize(
                        index % 2 == 0 ? "Seven days." : "Sieben Tage.", locale: index % 2 == 0 ? "en" : "de",
                        sampleRate: 44_100)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let matching = clips.filter { $0 == expected }.count
        #expect(matching == 3)
    }

    @Test func anUnknownLocaleOrRateIsRefused() {
        #expect {
            try SpeechSynthesizer.synthesize("text", locale: "tlh", sampleRate: 44_100)
        } throws: { error in
            guard let error = error as? AudioGraphError, case .speechUnavailable(let locale, _) = error else {
                return false
            }
            return locale == "tlh"
        }
        #expect(throws: AudioGraphError.self) {
            try SpeechSynthesizer.synthesize("text", locale: "en", sampleRate: 44_100, wordsPerMinute: 20)
        }
        #expect(SpeechSynthesizer.voice(forLocale: "") == nil)
    }

    @Test func aSpokenIntroductionPrecedesTheTonesAndIsWrittenTheSameEveryTime() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let plan = try AudioGraphPlan(series: Fixtures.demo, window: Fixtures.sixWeeks, options: Fixtures.options())
        var files: [Data] = []
        for name in ["first.wav", "second.wav"] {
            let clip = try SpeechSynthesizer.synthesize(Self.sentence, locale: "en", sampleRate: 44_100)
            let audio = AudioRenderer().render(plan, introduction: clip)
            let path = folder.appendingPathComponent(name).path
            try AudioFileWriter(format: .wav).write(audio, to: path)
            files.append(try Data(contentsOf: URL(fileURLWithPath: path)))

            let decoded = try AudioFileReader.read(path)
            let mono = Analysis.mono(decoded.samples, channels: decoded.channelCount)
            let played = audio.plan
            let speechEnd = played.leadInFrames - Int(0.5 * 44_100)
            #expect(speechEnd == clip.samples.count)
            let speech = mono[0..<speechEnd]
            #expect(Analysis.rms(speech) > 0.05)
            #expect(Analysis.energyFraction(speech, sampleRate: 44_100, from: 300, to: 3_400) > 0.5)
            #expect(Analysis.rms(mono[speechEnd..<played.leadInFrames]) < 1e-4)
            let first = played.tones[0]
            let middle =
                (first.soundStartFrame + first.soundFrames / 4)..<(first.soundStartFrame + 3 * first.soundFrames / 4)
            let measured = Analysis.dominantFrequency(mono[middle], sampleRate: 44_100)
            #expect(abs(measured - first.frequency) / first.frequency < 0.01)
        }
        #expect(files[0] == files[1])
    }

    @Test(arguments: ["en", "de", "ar", "pl"])
    func aSpokenIntroductionMeasuresWithinTwoLUOfItsTones(locale: String) throws {
        let clip = try SpeechSynthesizer.synthesize(Self.sentence, locale: locale, sampleRate: 44_100)
        for channels in ChannelLayout.allCases {
            let (plan, decoded, stream) = try Fixtures.streamTrip(
                options: Fixtures.options { $0.channels = channels }, format: .flac, introduction: clip)
            let count = decoded.channelCount
            let speech = decoded.samples[0..<(clip.samples.count * count)]
            let tones = decoded.samples[(plan.leadInFrames * count)...]
            let speechLoudness = try Analysis.loudness(speech, channels: count, sampleRate: 44_100)
            let tonesLoudness = try Analysis.loudness(tones, channels: count, sampleRate: 44_100)
            #expect(
                abs(speechLoudness - tonesLoudness) <= 2,
                "\(locale) \(channels): speech \(speechLoudness), tones \(tonesLoudness)")
            #expect(abs(tonesLoudness - LoudnessTarget.integrated) <= 2)
            #expect(abs(try #require(stream.speechLoudness) - speechLoudness) < 0.1)
            #expect(Analysis.peakDecibels(decoded.samples) <= -1)
        }
    }

    @Test func speechLongerThanTheLimitIsStoppedAndRefused() {
        // About 40 minutes of speech: synthesis stops at two minutes, with the limit said.
        let text = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 1_000)
        #expect {
            try SpeechSynthesizer.synthesize(text, locale: "en", sampleRate: 22_050)
        } throws: { error in
            guard case .speechTooLong(let seconds, let limit) = error as? AudioGraphError else { return false }
            return limit == SpeechSynthesizer.longestSpeech && seconds <= limit + 1
        }
    }
}
