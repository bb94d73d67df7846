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

/// A speech engine voice chosen for a locale.
public struct SpeechVoice: Hashable, Sendable {
    /// The locale identifier asked for.
    public var locale: String

    /// The espeak-ng voice name (`en`, `de`, `cmn`).
    public var name: String
}

/// Speaks text with espeak-ng, called as a library, into PCM for an audio graph.
///
/// espeak-ng keeps process-wide state (the voice, the parameters, the callback), so every call
/// into it goes through one lock: two threads speaking at once take turns. Each call sets the
/// voice and every parameter it depends on, so a clip does not depend on what was spoken before
/// it: the same text, locale and rate always give the same samples.
///
/// ```swift
/// let clip = try SpeechSynthesizer.synthesize("Audio graph of 42 days.", locale: "en", sampleRate: 44_100)
/// let audio = AudioRenderer().render(plan, introduction: clip)
/// ```
public enum SpeechSynthesizer {
    /// The locales the project ships copy for, and the espeak-ng voice each is spoken with.
    public static let shippedVoices: [(locale: String, voice: String)] = [
        ("en", "en"), ("de", "de"), ("fr", "fr"), ("es", "es"), ("pl", "pl"), ("ar", "ar"), ("ja", "ja"),
        ("zh-Hans", "cmn"),
    ]

    /// The espeak-ng voice for a locale identifier (`en`, `en-US`, `de_AT`, `zh-Hans-CN`), or
    /// `nil` when its language is not one espeak-ng has a voice for.
    ///
    /// Known languages map by table (American English to `en-us`, Chinese to Mandarin `cmn`,
    /// Hong Kong Chinese to Cantonese `yue`); any other language is looked up among the
    /// installed voices by its code.
    public static func voice(forLocale identifier: String) -> SpeechVoice? {
        let subtags = identifier.replacingOccurrences(of: "_", with: "-").lowercased().split(separator: "-").map(String.init)
        guard let language = subtags.first, !language.isEmpty else { return nil }
        let name: String
        switch language {
        case "en": name = subtags.contains("us") ? "en-us" : "en"
        case "zh", "cmn": name = subtags.contains("hk") || subtags.contains("yue") ? "yue" : "cmn"
        case "yue": name = "yue"
        default: name = language
        }
        guard installedVoiceNames().contains(name) else { return nil }
        return SpeechVoice(locale: identifier, name: name)
    }

    /// The names by which espeak-ng's installed voices can be chosen (their language codes and
    /// file names, lowercased).
    public static func installedVoiceNames() -> Set<String> {
        (try? engine.withLock { state throws(AudioGraphError) -> Set<String> in
            try state.start(locale: "")
            return state.voiceNames
        }) ?? []
    }

    /// Speaks `text` in the voice for `locale` and returns it resampled to `sampleRate`.
    ///
    /// - Parameters:
    ///   - text: what to say, as the caller wrote it (plain text; no markup is interpreted).
    ///   - wordsPerMinute: speaking rate, 80 to 450 (espeak-ng's default is 175).
    /// - Throws: ``AudioGraphError/speechUnavailable(locale:reason:)`` when no voice exists for
    ///   the locale or the engine cannot start; ``AudioGraphError/invalidOption(option:found:expected:)``
    ///   for a rate out of range.
    public static func synthesize(
        _ text: String, locale: String, sampleRate: Int, wordsPerMinute: Int = 175
    ) throws -> SpeechClip {
        guard (80...450).contains(wordsPerMinute) else {
            throw AudioGraphError.invalidOption(
                option: "speech-rate", found: "\(wordsPerMinute)", expected: "80 to 450 words a minute")
        }
        guard let voice = voice(forLocale: locale) else {
            throw AudioGraphError.speechUnavailable(
                locale: locale,
                reason: "espeak-ng has no voice for its language; voices are installed for "
                    + shippedVoices.map(\.locale).joined(separator: ", ") + " and others")
        }
        let (pcm, engineRate) = try engine.withLock { state throws(AudioGraphError) -> ([Int16], Int) in
            try state.start(locale: locale)
            return (try state.speak(text, voice: voice, wordsPerMinute: wordsPerMinute), state.sampleRate)
        }
        var samples = [Float](repeating: 0, count: pcm.count)
        for index in pcm.indices { samples[index] = Float(pcm[index]) / 32_768 }
        return SpeechClip(samples: Resampler.resample(samples, from: engineRate, to: sampleRate), sampleRate: sampleRate)
    }

    /// The engine's state, behind the one lock every call takes.
    private static let engine = Mutex(EngineState())
}

/// espeak-ng once started: its output rate and the voices it found.
private struct EngineState: ~Copyable {
    var sampleRate = 0
    var voiceNames: Set<String> = []

    mutating func start(locale: String) throws(AudioGraphError) {
        guard sampleRate == 0 else { return }
        // Synchronous output: the callback runs on this thread, inside `espeak_Synth`.
        let rate = espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, nil, Int32(espeakINITIALIZE_DONT_EXIT))
        guard rate > 0 else {
            throw AudioGraphError.speechUnavailable(locale: locale, reason: "the espeak-ng engine could not start (its data was not found)")
        }
        espeak_SetSynthCallback(collectSamples)
        sampleRate = Int(rate)
        voiceNames = Self.listVoices()
    }

    func speak(_ text: String, voice: SpeechVoice, wordsPerMinute: Int) throws(AudioGraphError) -> [Int16] {
        guard espeak_SetVoiceByName(voice.name) == EE_OK else {
            throw AudioGraphError.speechUnavailable(locale: voice.locale, reason: "the voice '\(voice.name)' could not be loaded")
        }
        // Every parameter a clip depends on, so that nothing carries over from an earlier call.
        espeak_SetParameter(espeakRATE, Int32(wordsPerMinute), 0)
        espeak_SetParameter(espeakVOLUME, 100, 0)
        espeak_SetParameter(espeakPITCH, 50, 0)
        espeak_SetParameter(espeakRANGE, 50, 0)
        espeak_SetParameter(espeakPUNCTUATION, Int32(espeakPUNCT_NONE.rawValue), 0)
        espeak_SetParameter(espeakCAPITALS, 0, 0)
        espeak_SetParameter(espeakWORDGAP, 0, 0)
        let collector = SampleCollector()
        let context = Unmanaged.passRetained(collector)
        defer { context.release() }
        let status = text.withCString { characters in
            espeak_Synth(
                characters, strlen(characters) + 1, 0, POS_CHARACTER, 0, UInt32(espeakCHARS_UTF8), nil,
                context.toOpaque())
        }
        guard status == EE_OK else {
            throw AudioGraphError.speechUnavailable(locale: voice.locale, reason: "espeak-ng could not speak the text (status \(status.rawValue))")
        }
        espeak_Synchronize()
        return collector.samples
    }

    static func listVoices() -> Set<String> {
        var names: Set<String> = []
        guard let list = espeak_ListVoices(nil) else { return names }
        var index = 0
        while let voice = list[index] {
            if let identifier = voice.pointee.identifier {
                let file = String(cString: identifier)
                names.insert((file.split(separator: "/").last.map(String.init) ?? file).lowercased())
            }
            // `languages` is a run of entries, each a priority byte then a NUL-terminated code,
            // ended by an empty code.
            if var cursor = voice.pointee.languages {
                while cursor.pointee != 0 {
                    cursor += 1
                    let code = String(cString: cursor)
                    if code.isEmpty { break }
                    names.insert(code.lowercased())
                    cursor += code.utf8.count + 1
                }
            }
            index += 1
        }
        return names
    }
}

/// The PCM of one synthesis, filled by the callback.
private final class SampleCollector {
    var samples: [Int16] = []
}

/// espeak-ng's synthesis callback: appends the chunk to the collector passed as user data.
private let collectSamples: @convention(c) (UnsafeMutablePointer<Int16>?, Int32, UnsafeMutablePointer<espeak_EVENT>?) -> Int32 = {
    samples, count, events in
    guard let events, let context = events.pointee.user_data else { return 0 }
    let collector = Unmanaged<SampleCollector>.fromOpaque(context).takeUnretainedValue()
    if let samples, count > 0 {
        collector.samples.append(contentsOf: UnsafeBufferPointer(start: samples, count: Int(count)))
    }
    return 0
}
