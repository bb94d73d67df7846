import Testing

@testable import AudioGraph

@Suite struct EqualLoudnessTests {
    @Test func a1kHzToneAt60PhonIs60Decibels() {
        #expect(abs(EqualLoudness.soundPressureLevel(frequency: 1_000, phon: 60) - 60) < 0.1)
        #expect(abs(EqualLoudness.amplitudeNeeded(frequency: 1_000) - 1) < 1e-12)
    }

    @Test(arguments: [
        (100.0, 78.65), (125.0, 75.56), (250.0, 67.53), (500.0, 62.05), (2_000.0, 59.96), (4_000.0, 57.57),
    ])
    func theContourMatchesTheStandardsTabulatedLevels(frequency: Double, level: Double) {
        // The 60-phon contour of ISO 226:2003 at the standard's own frequencies.
        #expect(abs(EqualLoudness.soundPressureLevel(frequency: frequency, phon: 60) - level) < 0.01)
    }

    @Test func betweenTheTablesFrequenciesTheContourIsInterpolated() {
        let between = EqualLoudness.soundPressureLevel(frequency: (125.0 * 160).squareRoot(), phon: 60)
        #expect(between < 75.56 && between > 72.47)
        #expect(
            EqualLoudness.soundPressureLevel(frequency: 10, phon: 60)
                == EqualLoudness.soundPressureLevel(frequency: 20, phon: 60))
    }

    @Test func lowTonesNeedMoreAmplitudeThanTonesNear1kHz() {
        let levels = [65.0, 130.8, 261.6, 523.3].map { EqualLoudness.amplitudeNeeded(frequency: $0) }
        #expect(zip(levels, levels.dropFirst()).allSatisfy { $0 > $1 })
        #expect(levels[1] > 3)
    }
}
