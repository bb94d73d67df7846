import Testing

@testable import AudioGraph

@Suite struct PitchRangeTests {
    @Test func theStandardRangeRunsFromC3ToC6() {
        #expect(abs(PitchRange.standard.low - 130.81) < 0.01)
        #expect(abs(PitchRange.standard.high - 1_046.50) < 0.01)
    }

    @Test(arguments: [
        ("220:880", 220.0, 880.0),
        ("A3:A5", 220.0, 880.0),
        ("C3:C6", 130.8128, 1_046.5023),
        ("130.81:1046.5", 130.81, 1_046.5),
        ("A3:880", 220.0, 880.0),
        ("Bb2:F#5", 116.5409, 739.9888),
        ("B1:E7", 61.7354, 2_637.0205),
        ("61.74:2637", 61.74, 2_637.0),
        ("220Hz:440Hz", 220.0, 440.0),
    ])
    func aRangeParsesFromHertzAndNoteNames(text: String, low: Double, high: Double) throws {
        let range = try PitchRange(parsing: text)
        #expect(abs(range.low - low) < 0.001)
        #expect(abs(range.high - high) < 0.001)
    }

    @Test(arguments: [
        ("220:90000", "the high end, 90000 Hz"),
        ("A0:A3", "the low end, 27.5 Hz (near A0)"),
        ("C3:C8", "the high end, 4186.01 Hz (near C8)"),
        ("61.7:440", "the low end, 61.7 Hz"),
        ("A1:A3", "the low end, 55 Hz (near A1)"),
    ])
    func aRangeOutsideMIDI35To100IsRefusedNamingTheEnd(text: String, naming: String) {
        #expect {
            try PitchRange(parsing: text)
        } throws: { error in
            guard let error = error as? AudioGraphError,
                case .invalidOption(let option, let found, let expected) = error
            else { return false }
            return option == "pitch-range" && found == text && expected.contains(naming)
                && expected.contains("B1 (61.74 Hz, MIDI 35)") && expected.contains("E7 (2637.02 Hz, MIDI 100)")
        }
    }

    @Test(arguments: [
        "880:220", "A4:A4", "220", "220:440:880", "", "H3:A5", "A3:", "x:y", "0:440", "-220:440", "nan:440",
    ])
    func aMalformedOrBackwardRangeIsRefused(text: String) {
        #expect(throws: AudioGraphError.self) { try PitchRange(parsing: text) }
    }

    @Test func aRangeFromFrequenciesIsCheckedLikeAParsedOne() throws {
        #expect(throws: AudioGraphError.self) { try PitchRange(low: 20, high: 440) }
        #expect(throws: AudioGraphError.self) { try PitchRange(low: 440, high: 220) }
        let range = try PitchRange(low: 200, high: 800)
        #expect(range.description == "200:800")
        #expect(try PitchRange(parsing: range.description) == range)
    }

    @Test(arguments: [
        ("C4", 60), ("A4", 69), ("C#3", 49), ("Db3", 49), ("B♭2", 46), ("c-1", 0), ("G9", 127), ("e7", 100),
    ])
    func noteNamesGiveTheirMIDINumbers(name: String, note: Int) {
        #expect(PitchRange.midiNote(ofNoteName: name) == note)
        #expect(abs(PitchRange.frequency(ofNoteName: name)! - PitchRange.frequency(ofMIDINote: note)) < 1e-9)
    }

    @Test func midiNumbersAndFrequenciesConvertBothWays() {
        #expect(PitchRange.frequency(ofMIDINote: 69) == 440)
        #expect(abs(PitchRange.midiNote(ofFrequency: 880) - 81) < 1e-12)
        #expect(PitchRange.noteName(ofMIDINote: 35) == "B1")
        #expect(PitchRange.noteName(ofMIDINote: 61) == "C#4")
    }
}
