import Foundation

/// The frequencies the value axis is played between: the lowest value sounds at ``low``, the
/// highest at ``high``, and the values between at equal musical intervals.
///
/// A range is never wider than MIDI note 35 (B1, 61.74 Hz) to MIDI note 100 (E7, 2,637.02 Hz):
/// below it tones are felt more than heard on small speakers, above it they become shrill and
/// some listeners find them painful.
///
/// ```swift
/// let range = try PitchRange(parsing: "A3:A5")   // 220 Hz to 880 Hz
/// let same = try PitchRange(parsing: "220:880")
/// ```
///
/// Invariant: `lowestAllowed <= low < high <= highestAllowed` (within half a cent).
public struct PitchRange: Hashable, Sendable, CustomStringConvertible {
    /// The frequency of the lowest value, in hertz.
    public let low: Double

    /// The frequency of the highest value, in hertz.
    public let high: Double

    /// The lowest MIDI note a range may reach: 35, B1.
    public static let lowestMIDINote = 35

    /// The highest MIDI note a range may reach: 100, E7.
    public static let highestMIDINote = 100

    /// C3 (130.81 Hz) to C6 (1,046.50 Hz): three octaves in the middle of hearing, where pitch
    /// differences are easiest to tell apart.
    public static let standard = PitchRange(uncheckedLow: frequency(ofMIDINote: 48), high: frequency(ofMIDINote: 84))

    /// How far past the MIDI limits a typed frequency may fall and still be taken as the limit
    /// (half a cent), so that "61.74" is accepted as B1.
    static let tolerance = 0.005

    /// Creates a range from two frequencies in hertz.
    ///
    /// - Throws: ``AudioGraphError/invalidOption(option:found:expected:)`` when either end lies
    ///   outside MIDI 35 to 100 or `low` is not below `high`.
    public init(low: Double, high: Double) throws(AudioGraphError) {
        try self.init(low: low, high: high, text: "\(Self.format(low)):\(Self.format(high))")
    }

    /// Checks both ends, naming `text` (the range as the caller wrote it) in the error.
    private init(low: Double, high: Double, text: String) throws(AudioGraphError) {
        try Self.check(low, end: "low", text: text)
        try Self.check(high, end: "high", text: text)
        guard low < high else {
            throw AudioGraphError.invalidOption(
                option: "pitch-range", found: text, expected: "a low end below the high end")
        }
        self.low = low
        self.high = high
    }

    init(uncheckedLow low: Double, high: Double) {
        self.low = low
        self.high = high
    }

    /// Parses `LOW:HIGH`, each end a frequency in hertz (`220`, `130.81`) or a note name
    /// (`A3`, `C#4`, `Bb2`; octave 4 holds middle C and A 440 Hz).
    ///
    /// - Throws: ``AudioGraphError/invalidOption(option:found:expected:)`` naming the end that
    ///   is wrong and why.
    public init(parsing text: String) throws(AudioGraphError) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw AudioGraphError.invalidOption(
                option: "pitch-range", found: text,
                expected: "two pitches separated by a colon, such as 220:880 or A3:A5")
        }
        let low = try Self.frequency(parsing: String(parts[0]), whole: text)
        let high = try Self.frequency(parsing: String(parts[1]), whole: text)
        try self.init(low: low, high: high, text: text)
    }

    /// `130.81:1046.5` (hertz, as it can be parsed back).
    public var description: String { "\(Self.format(low)):\(Self.format(high))" }

    /// The frequency of a (possibly fractional) MIDI note number in equal temperament with
    /// A4 = 440 Hz.
    public static func frequency(ofMIDINote note: Double) -> Double {
        440 * pow(2, (note - 69) / 12)
    }

    /// The frequency of a MIDI note number.
    public static func frequency(ofMIDINote note: Int) -> Double {
        frequency(ofMIDINote: Double(note))
    }

    /// The (fractional) MIDI note number of a frequency.
    public static func midiNote(ofFrequency frequency: Double) -> Double {
        69 + 12 * log2(frequency / 440)
    }

    /// The frequency of a note name: a letter A to G, an optional sharp (`#`, `♯`) or flat
    /// (`b`, `♭`), and an octave number (`C4` is middle C, `A4` is 440 Hz); `nil` when the text
    /// is not a note name.
    public static func frequency(ofNoteName name: String) -> Double? {
        midiNote(ofNoteName: name).map { frequency(ofMIDINote: $0) }
    }

    /// The MIDI note number of a note name, or `nil`.
    public static func midiNote(ofNoteName name: String) -> Int? {
        var characters = Substring(name)
        guard let letter = characters.first else { return nil }
        let pitchClass: Int
        switch letter {
        case "C", "c": pitchClass = 0
        case "D", "d": pitchClass = 2
        case "E", "e": pitchClass = 4
        case "F", "f": pitchClass = 5
        case "G", "g": pitchClass = 7
        case "A", "a": pitchClass = 9
        case "B", "b": pitchClass = 11
        default: return nil
        }
        characters = characters.dropFirst()
        var accidental = 0
        if let mark = characters.first {
            switch mark {
            case "#", "♯":
                accidental = 1
                characters = characters.dropFirst()
            case "b", "♭":
                accidental = -1
                characters = characters.dropFirst()
            default: break
            }
        }
        guard !characters.isEmpty, let octave = Int(characters), (-1...9).contains(octave) else { return nil }
        return (octave + 1) * 12 + pitchClass + accidental
    }

    /// The conventional name of a MIDI note (`A4`, `C#3`).
    public static func noteName(ofMIDINote note: Int) -> String {
        let names = ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"]
        let pitchClass = ((note % 12) + 12) % 12
        let octave = (note - pitchClass) / 12 - 1
        return "\(names[pitchClass])\(octave)"
    }

    private static func frequency(parsing end: String, whole: String) throws(AudioGraphError) -> Double {
        let trimmed = end.trimmingCharacters(in: .whitespaces)
        if let hertz = Double(trimmed.hasSuffix("Hz") ? String(trimmed.dropLast(2)) : trimmed) {
            guard hertz.isFinite, hertz > 0 else {
                throw AudioGraphError.invalidOption(
                    option: "pitch-range", found: whole, expected: "frequencies above 0 Hz, such as 220:880")
            }
            return hertz
        }
        if let frequency = frequency(ofNoteName: trimmed) { return frequency }
        throw AudioGraphError.invalidOption(
            option: "pitch-range", found: whole,
            expected: "'\(trimmed)' to be a frequency in hertz (220) or a note name (A3, C#4, Bb2)")
    }

    private static func check(_ frequency: Double, end: String, text: String) throws(AudioGraphError) {
        let note = midiNote(ofFrequency: frequency)
        let lowest = Double(lowestMIDINote) - tolerance
        let highest = Double(highestMIDINote) + tolerance
        guard frequency.isFinite, note >= lowest, note <= highest else {
            let nearest = Int(note.isFinite ? note.rounded() : 0)
            let named = (0...127).contains(nearest) ? " (near \(noteName(ofMIDINote: nearest)))" : ""
            throw AudioGraphError.invalidOption(
                option: "pitch-range", found: text,
                expected: "the \(end) end, \(format(frequency)) Hz\(named), to lie between \(describe(lowestMIDINote)) "
                    + "and \(describe(highestMIDINote))")
        }
    }

    /// `B1 (61.74 Hz, MIDI 35)`.
    private static func describe(_ note: Int) -> String {
        "\(noteName(ofMIDINote: note)) (\(format(frequency(ofMIDINote: note))) Hz, MIDI \(note))"
    }

    /// A frequency with at most two decimals and no trailing zeros.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return String(value) }
        let hundredths = (value * 100).rounded()
        guard abs(hundredths) < 1e15 else { return String(value) }
        let whole = Int(hundredths) / 100
        let fraction = abs(Int(hundredths) % 100)
        if fraction == 0 { return String(whole) }
        let digits = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0\(fraction)" : String(fraction))
        return "\(hundredths < 0 && whole == 0 ? "-" : "")\(whole).\(digits)"
    }
}
