import Foundation
import SpanModel

/// Up to sixteen harmonics of one pitch, each its own rotation, held in SIMD lanes.
///
/// Each harmonic advances by its own angle (k times the fundamental's) every frame, so the
/// lanes are independent and a frame costs a few vector operations rather than a chain of
/// dependent ones. All start at phase zero, so a tone's waveform depends on nothing but its
/// pitch and timbre.
struct HarmonicBank {
    static let capacity = 16

    private var cosines: (SIMD8<Double>, SIMD8<Double>) = (.one, .one)
    private var sines: (SIMD8<Double>, SIMD8<Double>) = (.zero, .zero)
    private var stepCosines: (SIMD8<Double>, SIMD8<Double>) = (.one, .one)
    private var stepSines: (SIMD8<Double>, SIMD8<Double>) = (.zero, .zero)
    private var amplitudes: (SIMD8<Double>, SIMD8<Double>) = (.zero, .zero)
    private var usesUpperLanes = false

    /// A bank at phase zero for `harmonics` of `frequency`, scaled by `gain`; harmonics near the
    /// Nyquist frequency fade out and those above it are dropped.
    init(frequency: Double, sampleRate: Int, harmonics: [Double], gain: Double) {
        retune(frequency: frequency, sampleRate: sampleRate, harmonics: harmonics, gain: gain)
    }

    /// Changes pitch and level without a break in phase: every harmonic keeps where it is and
    /// advances by its new angle from the next frame on.
    mutating func retune(frequency: Double, sampleRate: Int, harmonics: [Double], gain: Double) {
        let step = 2 * Double.pi * frequency / Double(sampleRate)
        var lower = (cosine: SIMD8<Double>.one, sine: SIMD8<Double>.zero, amplitude: SIMD8<Double>.zero)
        var upper = lower
        // cos(kθ) and sin(kθ) by rotating through the harmonics: one call to cos and sin.
        let (baseCosine, baseSine) = (Foundation.cos(step), Foundation.sin(step))
        var (cosine, sine) = (baseCosine, baseSine)
        usesUpperLanes = false
        for index in 0..<min(harmonics.count, Self.capacity) {
            let amplitude =
                harmonics[index] * gain
                * SoundDesign.bandLimitWeight(frequency: frequency * Double(index + 1), sampleRate: sampleRate)
            if index < 8 {
                lower.cosine[index] = cosine
                lower.sine[index] = sine
                lower.amplitude[index] = amplitude
            } else {
                upper.cosine[index - 8] = cosine
                upper.sine[index - 8] = sine
                upper.amplitude[index - 8] = amplitude
                if amplitude != 0 { usesUpperLanes = true }
            }
            (cosine, sine) = (cosine * baseCosine - sine * baseSine, sine * baseCosine + cosine * baseSine)
        }
        stepCosines = (lower.cosine, upper.cosine)
        stepSines = (lower.sine, upper.sine)
        amplitudes = (lower.amplitude, upper.amplitude)
    }

    /// The current frame's value, then one frame on.
    @inline(__always)
    mutating func next() -> Double {
        var value = (amplitudes.0 * sines.0).sum()
        let cosine = cosines.0 * stepCosines.0 - sines.0 * stepSines.0
        sines.0 = sines.0 * stepCosines.0 + cosines.0 * stepSines.0
        cosines.0 = cosine
        if usesUpperLanes {
            value += (amplitudes.1 * sines.1).sum()
            let cosine = cosines.1 * stepCosines.1 - sines.1 * stepSines.1
            sines.1 = sines.1 * stepCosines.1 + cosines.1 * stepSines.1
            cosines.1 = cosine
        }
        return value
    }

    /// Puts every lane back on the unit circle, against the slow drift of rounding.
    mutating func normalize() {
        let lower = 1 / (cosines.0 * cosines.0 + sines.0 * sines.0).squareRoot()
        cosines.0 *= lower
        sines.0 *= lower
        let upper = 1 / (cosines.1 * cosines.1 + sines.1 * sines.1).squareRoot()
        cosines.1 *= upper
        sines.1 *= upper
    }
}
