import Foundation
import SpanModel

/// One cycle of a timbre, tabulated once and read with linear interpolation: the fast path for
/// a steady note whose harmonics all lie well below the Nyquist frequency.
///
/// With 4,096 entries the interpolation error of the twelfth harmonic is below -100 dB, under
/// 16-bit resolution. The phase is a 64-bit fixed-point fraction of a cycle, so it wraps by
/// itself, never drifts, and the same pitch always reads the same entries.
struct Wavetable: @unchecked Sendable {
    static let sizeBits = 12
    static let size = 1 << sizeBits

    /// `size` entries and a copy of the first, so an interpolation never wraps.
    let values: [Float]

    /// The highest harmonic with any amplitude.
    let highestHarmonic: Int

    /// The largest magnitude in the table: the waveform's peak at unit gain (interpolation
    /// between entries never exceeds it).
    let peak: Float

    init(harmonics: [Double]) {
        var bank = HarmonicBank(frequency: 1, sampleRate: Self.size, harmonics: harmonics, gain: 1)
        var values = [Float](repeating: 0, count: Self.size + 1)
        for index in 0..<Self.size { values[index] = Float(bank.next()) }
        values[Self.size] = values[0]
        self.values = values
        var largest: Float = 0
        for value in values { largest = max(largest, abs(value)) }
        peak = largest
        highestHarmonic = (harmonics.lastIndex { $0 != 0 } ?? 0) + 1
    }

    /// Whether a note at `frequency` can be played from the table: no harmonic near enough to
    /// the Nyquist frequency to need fading.
    func plays(_ frequency: Double, sampleRate: Int) -> Bool {
        frequency * Double(highestHarmonic) <= SoundDesign.bandLimitStart * Double(sampleRate)
    }

    /// The phase step per frame for `frequency`: the fraction of a cycle, times 2^64.
    static func phaseStep(frequency: Double, sampleRate: Int) -> UInt64 {
        UInt64(frequency / Double(sampleRate) * 18_446_744_073_709_551_616.0)
    }
}
