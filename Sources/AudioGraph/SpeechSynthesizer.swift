internal import CEspeakNG
import Foundation
import Synchronization

/// Speaks text with espeak-ng, called as a library, into PCM for an audio graph.
///
/// espeak-ng keeps process-wide state, and some of it (the pitch flutter's position, the wave
/// generator's phase) lives in function statics that carry over from one utterance to the next
/// and that no API resets: in one process, the same text spoken twice gives different samples.
/// So each call loads a private, fresh instance of the very library the module links (a copy
/// under a private temporary name, removed as soon as it is loaded, bound to its own symbols),
/// speaks once, terminates it and unloads it. Every clip then starts from the library's initial
/// state: the same text, locale and rate always give the same samples. All of this happens
/// under one lock, so calls from several threads take turns.
///
/// ```swift
/// let clip = try SpeechSynthesizer.synthesize("Audio graph of 42 days.", locale: "en", sampleRate: 44_100)
/// let audio = AudioRenderer().render(plan, introduction: clip)
/// ```
public enum SpeechSynthesizer {
    /// The longest speech synthesized, in seconds: two minutes. A longer text (a unit or a
    /// replacement line of a megabyte) is refused when the speech passes it, so memory stays
    /// near two minutes of samples.
    public static let longestSpeech = 120.0

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
        guard let name = voiceName(forLocale: identifier), installedVoiceNames().contains(name) else { return nil }
        return SpeechVoice(locale: identifier, name: name)
    }

    /// The names by which espeak-ng's installed voices can be chosen (their language codes and
    /// file names, lowercased); empty when the engine cannot start.
    public static func installedVoiceNames() -> Set<String> {
        (try? lock.withLock { _ throws(AudioGraphError) -> Set<String> in
            let engine = try EngineInstance(locale: "")
            let names = engine.voiceNames()
            engine.finish()
            return names
        }) ?? []
    }

    /// Speaks `text` in the voice for `locale` and returns it resampled to `sampleRate`.
    ///
    /// - Parameters:
    ///   - text: what to say, as the caller wrote it (plain text; no markup is interpreted).
    ///   - wordsPerMinute: speaking rate, 80 to 450 (espeak-ng's default is 175).
    /// - Throws: ``AudioGraphError/speechUnavailable(locale:reason:)`` when no voice exists for
    ///   the locale, the voice is refused (``refusal(forLocale:)``: Japanese and Chinese) or the
    ///   engine cannot start; ``AudioGraphError/invalidOption(option:found:expected:)``
    ///   for a rate out of range; ``AudioGraphError/speechTooLong(seconds:limit:)`` when the
    ///   speech would last longer than ``longestSpeech``.
    /// - Complexity: O(text) for the speech, plus loading the engine (tens of milliseconds);
    ///   memory O(``longestSpeech``) at most.
    public static func synthesize(
        _ text: String, locale: String, sampleRate: Int, wordsPerMinute: Int = 175
    ) throws(AudioGraphError) -> SpeechClip {
        guard (80...450).contains(wordsPerMinute) else {
            throw AudioGraphError.invalidOption(
                option: "speech-rate", found: "\(wordsPerMinute)", expected: "80 to 450 words a minute")
        }
        guard (8_000...192_000).contains(sampleRate) else {
            throw AudioGraphError.invalidOption(
                option: "sample-rate", found: "\(sampleRate)", expected: "8000 to 192000 Hz")
        }
        guard let name = voiceName(forLocale: locale) else {
            throw AudioGraphError.speechUnavailable(locale: locale, reason: "it names no language")
        }
        if let refusal = refusalError(forLocale: locale) { throw refusal }
        let (pcm, engineRate) = try lock.withLock { _ throws(AudioGraphError) -> ([Int16], Int) in
            let engine = try EngineInstance(locale: locale)
            let pcm = try engine.speak(
                text, voice: SpeechVoice(locale: locale, name: name), wordsPerMinute: wordsPerMinute)
            let rate = engine.sampleRate
            engine.finish()
            return (pcm, rate)
        }
        var samples = [Float](repeating: 0, count: pcm.count)
        for index in pcm.indices { samples[index] = Float(pcm[index]) / 32_768 }
        return SpeechClip(
            samples: Resampler.resample(samples, from: engineRate, to: sampleRate), sampleRate: sampleRate)
    }

    /// How espeak-ng would pronounce each text in the voice for `locale`: its phoneme mnemonics
    /// (espeak-ng's ASCII notation, as `espeak-ng -v pl -x "text"` prints them), one string per
    /// text, with the phonemes of each word separated by a space and each clause by " | ".
    ///
    /// This is how the project hears its own sentences without listening: a word spelled out
    /// letter by letter ("vs" read "vi: Es"), a code misread ("USD" read "ust" in Polish) or
    /// a unit read as a letter (French "h" read "aS") shows in the phonemes.
    ///
    /// ```swift
    /// try SpeechSynthesizer.phonemes(of: ["12 vs 13"], locale: "en")   // ["tw'Elv v,i:;'Es T'3:ti:n"]
    /// ```
    ///
    /// - Throws: ``AudioGraphError/speechUnavailable(locale:reason:)`` when no voice exists for
    ///   the locale or the engine cannot start.
    /// - Complexity: O(total length of the texts), plus loading the engine once.
    public static func phonemes(of texts: [String], locale: String) throws(AudioGraphError) -> [String] {
        guard let name = voiceName(forLocale: locale) else {
            throw AudioGraphError.speechUnavailable(locale: locale, reason: "it names no language")
        }
        return try lock.withLock { _ throws(AudioGraphError) -> [String] in
            let engine = try EngineInstance(locale: locale)
            let phonemes = try engine.phonemes(of: texts, voice: SpeechVoice(locale: locale, name: name))
            engine.finish()
            return phonemes
        }
    }

    /// Why the locale's text is not spoken, for a language whose espeak-ng voice says something
    /// other than the text; `nil` for every other language.
    ///
    /// Japanese and Chinese are refused: espeak-ng's `ja` and `cmn` voices read most kanji and
    /// hanzi as English letter names or skip them, drop the decimal point ("2.3" heard "二 三"),
    /// misread 100,000 as "一百千", and read "%" and "负" in English. The printed sentences are
    /// right for the screen readers' own Japanese and Chinese voices, which is where they should
    /// be heard.
    ///
    /// ```swift
    /// SpeechSynthesizer.refusal(forLocale: "ja")   // "no speech for locale 'ja': espeak-ng's Japanese voice reads …"
    /// SpeechSynthesizer.refusal(forLocale: "de")   // nil
    /// ```
    public static func refusal(forLocale identifier: String) -> String? {
        refusalError(forLocale: identifier).map { $0.description(wording: \.description) }
    }

    /// The refusal of a locale's voice (``refusal(forLocale:)``) as an error, its remedy (to
    /// leave out the spoken introduction) a value for the caller to word.
    static func refusalError(forLocale identifier: String) -> AudioGraphError? {
        let language = identifier.replacingOccurrences(of: "_", with: "-").lowercased().split(separator: "-").first
        switch language {
        case "ja":
            return .voiceRefused(
                locale: identifier,
                reason: "espeak-ng's Japanese voice reads kanji in English and misreads numbers (2.3, 100,000, minus), "
                    + "so it would say something other than the text",
                voice: "a Japanese screen-reader voice read the printed description (VoiceOver's Kyoko, NVDA with a "
                    + "Japanese SAPI voice such as Haruka)")
        case "zh", "cmn":
            return .voiceRefused(
                locale: identifier,
                reason: "espeak-ng's Mandarin voice lacks common hanzi and misreads numbers (2.3, 100,000, minus), "
                    + "so it would say something other than the text",
                voice: "a Chinese screen-reader voice read the printed description (VoiceOver's Tingting, NVDA with a "
                    + "Chinese SAPI voice such as Huihui)")
        default:
            return nil
        }
    }

    /// The espeak-ng voice name a locale asks for, whether or not it is installed.
    static func voiceName(forLocale identifier: String) -> String? {
        let subtags = identifier.replacingOccurrences(of: "_", with: "-").lowercased().split(separator: "-").map(
            String.init)
        guard let language = subtags.first, !language.isEmpty, language.allSatisfy({ $0.isLetter }) else { return nil }
        switch language {
        case "en": return subtags.contains("us") ? "en-us" : "en"
        case "zh", "cmn": return subtags.contains("hk") || subtags.contains("yue") ? "yue" : "cmn"
        default: return language
        }
    }

    /// The one lock every call into espeak-ng takes.
    private static let lock = Mutex(())
}

/// A private instance of libespeak-ng, freshly loaded: the one owner of its handle.
///
/// Not copyable; ``finish()`` terminates the engine and unloads the library, and so does
/// `deinit` when an error ends its use early.
private struct EngineInstance: ~Copyable {
    typealias Initialize = @convention(c) (espeak_AUDIO_OUTPUT, Int32, UnsafePointer<CChar>?, Int32) -> Int32
    typealias SetCallback =
        @convention(c) (
            (@convention(c) (UnsafeMutablePointer<Int16>?, Int32, UnsafeMutablePointer<espeak_EVENT>?) -> Int32)?
        ) -> Void
    typealias SetVoice = @convention(c) (UnsafePointer<CChar>?) -> espeak_ERROR
    typealias SetParameter = @convention(c) (espeak_PARAMETER, Int32, Int32) -> espeak_ERROR
    typealias Synth =
        @convention(c) (
            UnsafeRawPointer?, Int, UInt32, espeak_POSITION_TYPE, UInt32, UInt32, UnsafeMutablePointer<UInt32>?,
            UnsafeMutableRawPointer?
        ) -> espeak_ERROR
    typealias Action = @convention(c) () -> espeak_ERROR
    typealias ListVoices =
        @convention(c) (UnsafeMutablePointer<espeak_VOICE>?) -> UnsafeMutablePointer<UnsafePointer<espeak_VOICE>?>?

    private let handle: UnsafeMutableRawPointer
    private var isFinished = false

    /// The engine's output rate (22,050 Hz for its own voices).
    let sampleRate: Int

    init(locale: String) throws(AudioGraphError) {
        func unavailable(_ reason: String) -> AudioGraphError {
            AudioGraphError.speechUnavailable(locale: locale, reason: reason)
        }
        guard let library = Self.systemLibraryPath else {
            throw unavailable("\(Self.librarySoname) cannot be loaded; install it, as the README's first command does")
        }
        guard let contents = FileManager.default.contents(atPath: library) else {
            throw unavailable("\(library) cannot be read")
        }
        // A private folder, so that nobody can swap the copy between writing and loading it.
        var template = Array((NSTemporaryDirectory() + "/rangelens-speech-XXXXXX").utf8CString)
        guard let folderPointer = mkdtemp(&template) else { throw unavailable("no temporary folder for the engine") }
        let folder = String(cString: folderPointer)
        defer { rmdir(folder) }
        let copy = folder + "/libespeak-ng.so"
        let descriptor = open(copy, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o500)
        guard descriptor >= 0 else { throw unavailable("the engine cannot be copied") }
        let written = contents.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        defer { unlink(copy) }
        guard written == contents.count else { throw unavailable("the engine cannot be copied") }
        // Its own symbols first, so its internal calls stay inside this instance. A process
        // built with AddressSanitizer (the sanitizer runs of the tests) cannot load a library
        // so: there the copy is loaded plainly, and speech is only as repeatable as the
        // library's shared state allows.
        let binding = Self.underAddressSanitizer ? 0 : RTLD_DEEPBIND
        guard let handle = dlopen(copy, RTLD_NOW | RTLD_LOCAL | binding) else {
            throw unavailable("the engine cannot be loaded: \(dlerror().map { String(cString: $0) } ?? "")")
        }
        // espeak-ng sets the C library's character locale when it starts; the host's is put back.
        let savedLocale = setlocale(LC_CTYPE, nil).map { String(cString: $0) }
        defer { if let savedLocale { setlocale(LC_CTYPE, savedLocale) } }
        guard let initialize: Initialize = Self.symbol("espeak_Initialize", in: handle),
            let setCallback: SetCallback = Self.symbol("espeak_SetSynthCallback", in: handle)
        else {
            dlclose(handle)
            throw unavailable("the engine lacks its entry points")
        }
        // Synchronous output: the callback runs on this thread, inside the synthesis call.
        let rate = initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, nil, Int32(espeakINITIALIZE_DONT_EXIT))
        guard rate > 0 else {
            dlclose(handle)
            throw unavailable("the espeak-ng engine could not start (its data was not found)")
        }
        setCallback(collectSamples)
        self.handle = handle
        sampleRate = Int(rate)
    }

    /// Whether this process runs under AddressSanitizer, whose runtime refuses `RTLD_DEEPBIND`.
    static let underAddressSanitizer = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil

    /// The soname of espeak-ng's library.
    static let librarySoname = "libespeak-ng.so.1"

    /// The path of the system's libespeak-ng, found by loading it by its soname (once; the
    /// program does not link it, so that a command making no sound does not load it and its
    /// audio output's libraries) and reading where the process's memory map has it.
    static let systemLibraryPath: String? = {
        guard dlopen(librarySoname, RTLD_NOW | RTLD_LOCAL) != nil else { return nil }
        // Read to the end: the map's size is not known in advance, and one read returns a page.
        guard let handle = FileHandle(forReadingAtPath: "/proc/self/maps"),
            let data = try? handle.readToEnd(), let maps = String(data: data, encoding: .utf8)
        else { return nil }
        try? handle.close()
        for line in maps.split(separator: "\n") {
            guard let slash = line.firstIndex(of: "/") else { continue }
            let path = String(line[slash...])
            if path.split(separator: "/").last?.hasPrefix("libespeak-ng.so") == true { return path }
        }
        return nil
    }()

    private func symbol<Function>(_ name: String) -> Function? {
        Self.symbol(name, in: handle)
    }

    private static func symbol<Function>(_ name: String, in handle: UnsafeMutableRawPointer) -> Function? {
        guard let address = dlsym(handle, name) else { return nil }
        return unsafeBitCast(address, to: Function.self)
    }

    func speak(_ text: String, voice: SpeechVoice, wordsPerMinute: Int) throws(AudioGraphError) -> [Int16] {
        guard let setVoice: SetVoice = symbol("espeak_SetVoiceByName"),
            let setParameter: SetParameter = symbol("espeak_SetParameter"),
            let synth: Synth = symbol("espeak_Synth"), let synchronize: Action = symbol("espeak_Synchronize")
        else {
            throw AudioGraphError.speechUnavailable(locale: voice.locale, reason: "the engine lacks its entry points")
        }
        guard setVoice(voice.name) == EE_OK else {
            throw AudioGraphError.speechUnavailable(
                locale: voice.locale,
                reason: "espeak-ng has no voice '\(voice.name)' for its language; voices are installed for "
                    + SpeechSynthesizer.shippedVoices.map(\.locale).joined(separator: ", ") + " and others")
        }
        _ = setParameter(espeakRATE, Int32(wordsPerMinute), 0)
        _ = setParameter(espeakPUNCTUATION, Int32(espeakPUNCT_NONE.rawValue), 0)
        let collector = SampleCollector(limit: Int(SpeechSynthesizer.longestSpeech * Double(sampleRate)))
        let context = Unmanaged.passRetained(collector)
        defer { context.release() }
        let status = text.withCString { characters in
            synth(
                characters, strlen(characters) + 1, 0, POS_CHARACTER, 0, UInt32(espeakCHARS_UTF8), nil,
                context.toOpaque())
        }
        if collector.isOverLimit {
            throw AudioGraphError.speechTooLong(
                seconds: Double(collector.samples.count) / Double(sampleRate), limit: SpeechSynthesizer.longestSpeech)
        }
        guard status == EE_OK else {
            throw AudioGraphError.speechUnavailable(
                locale: voice.locale, reason: "espeak-ng could not speak the text (status \(status.rawValue))")
        }
        _ = synchronize()
        if collector.isOverLimit {
            throw AudioGraphError.speechTooLong(
                seconds: Double(collector.samples.count) / Double(sampleRate), limit: SpeechSynthesizer.longestSpeech)
        }
        return collector.samples
    }

    func phonemes(of texts: [String], voice: SpeechVoice) throws(AudioGraphError) -> [String] {
        typealias TextToPhonemes =
            @convention(c) (UnsafeMutablePointer<UnsafeRawPointer?>?, Int32, Int32) -> UnsafePointer<CChar>?
        guard let setVoice: SetVoice = symbol("espeak_SetVoiceByName"),
            let textToPhonemes: TextToPhonemes = symbol("espeak_TextToPhonemes")
        else {
            throw AudioGraphError.speechUnavailable(locale: voice.locale, reason: "the engine lacks its entry points")
        }
        guard setVoice(voice.name) == EE_OK else {
            throw AudioGraphError.speechUnavailable(
                locale: voice.locale, reason: "espeak-ng has no voice '\(voice.name)' for its language")
        }
        return texts.map { text in
            text.withCString { characters in
                // The engine reads one clause a call and moves the pointer on, to nil at the end.
                var clauses: [String] = []
                var cursor: UnsafeRawPointer? = UnsafeRawPointer(characters)
                // Bounded all the same, should the engine ever stop moving it.
                var calls = 0
                while cursor != nil, calls < 10_000 {
                    calls += 1
                    guard let phonemes = textToPhonemes(&cursor, Int32(espeakCHARS_UTF8), 0) else { break }
                    let clause = String(cString: phonemes).trimmingCharacters(in: .whitespaces)
                    if !clause.isEmpty { clauses.append(clause) }
                }
                return clauses.joined(separator: " | ")
            }
        }
    }

    func voiceNames() -> Set<String> {
        var names: Set<String> = []
        guard let listVoices: ListVoices = symbol("espeak_ListVoices"), let list = listVoices(nil) else { return names }
        var index = 0
        while let voice = list[index] {
            if let identifier = voice.pointee.identifier {
                let file = String(cString: identifier)
                names.insert((file.split(separator: "/").last.map(String.init) ?? file).lowercased())
            }
            // `languages` is a run of entries, each a priority byte then a NUL-terminated code,
            // ended by a zero priority.
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

    /// Terminates the engine and unloads this instance.
    consuming func finish() {
        unload()
        isFinished = true
    }

    private func unload() {
        if let terminate: Action = symbol("espeak_Terminate") { _ = terminate() }
        dlclose(handle)
    }

    deinit {
        if !isFinished { unload() }
    }
}

/// The PCM of one synthesis, filled by the callback, up to a limit.
private final class SampleCollector {
    var samples: [Int16] = []
    /// The most samples kept.
    let limit: Int
    /// Whether the speech went past the limit (and synthesis was stopped).
    var isOverLimit = false

    init(limit: Int) {
        self.limit = limit
    }
}

/// espeak-ng's synthesis callback: appends the chunk to the collector passed as user data.
private let collectSamples:
    @convention(c) (UnsafeMutablePointer<Int16>?, Int32, UnsafeMutablePointer<espeak_EVENT>?) -> Int32 = {
        samples, count, events in
        guard let events, let context = events.pointee.user_data else { return 0 }
        let collector = Unmanaged<SampleCollector>.fromOpaque(context).takeUnretainedValue()
        if let samples, count > 0 {
            guard collector.samples.count + Int(count) <= collector.limit else {
                collector.isOverLimit = true
                // A non-zero return stops the synthesis.
                return 1
            }
            collector.samples.append(contentsOf: UnsafeBufferPointer(start: samples, count: Int(count)))
        }
        return collector.isOverLimit ? 1 : 0
    }
