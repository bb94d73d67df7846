import Foundation
import SpanModel

/// Levels of the notes of one timbre in one graph: the loudness compensation, and the scale
/// that brings the graph's loudest note to a peak of 1.
///
/// Within a graph every pitch sounds about as loud as any other, and the loudest note peaks at
/// 1 before the graph is scaled to its loudness target.
struct Voicing {
    let harmonics: [Double]
    let sampleRate: Int
    private let table: Wavetable
    private let referenceWeight: Double
    private var scale = 1.0
    /// The most a note's peak may reach at unit gain (its amplitude times its waveform's peak):
    /// no limit unless the graph's loudest notes would pass the peak limit at the loudness
    /// target (see ``capped(at:)``).
    private(set) var ceiling = Double.infinity

    /// - Parameters:
    ///   - frequencies: the pitches the graph plays in this timbre.
    ///   - table: the timbre's table, whose peak is the waveform's true peak.
    init(harmonics: [Double], sampleRate: Int, frequencies: some Sequence<Double>, table: Wavetable) {
        self.harmonics = harmonics
        self.sampleRate = sampleRate
        self.table = table
        referenceWeight = Self.loudnessWeight(harmonics: harmonics, frequency: 1_000, sampleRate: sampleRate)
        var loudest = 0.0
        for frequency in frequencies {
            loudest = max(loudest, compensation(frequency) * peakFactor(frequency))
        }
        scale = loudest > 0 ? 1 / loudest : 1
    }

    /// The gain of a note at `frequency`: the graph's loudest note peaks at 1, and no note's
    /// peak passes the ceiling.
    func amplitude(_ frequency: Double) -> Double {
        let balanced = scale * compensation(frequency)
        guard ceiling.isFinite else { return balanced }
        return min(balanced, ceiling / peakFactor(frequency))
    }

    /// The same voicing with no note peaking above `ceiling` at unit gain: the loudest notes
    /// (low ones boosted for equal loudness) give up some of their boost rather than the whole
    /// graph its loudness.
    func capped(at ceiling: Double) -> Voicing {
        var capped = self
        capped.ceiling = max(ceiling, 0)
        return capped
    }

    /// How much a note is boosted to sound as loud as one at 1 kHz, at most
    /// ``EqualLoudness/largestBoost``.
    func compensation(_ frequency: Double) -> Double {
        let weight = Self.loudnessWeight(harmonics: harmonics, frequency: frequency, sampleRate: sampleRate)
        return weight > 0 ? min(referenceWeight / weight, EqualLoudness.largestBoost) : EqualLoudness.largestBoost
    }

    /// The largest value the note's waveform reaches at unit gain: the table's peak when the
    /// note plays from the table, otherwise the sum of its harmonics' amplitudes (which no sum of
    /// sines can exceed).
    func peakFactor(_ frequency: Double) -> Double {
        if table.plays(frequency, sampleRate: sampleRate) { return Double(table.peak) }
        var sum = 0.0
        for (index, amplitude) in harmonics.enumerated() {
            sum +=
                abs(amplitude)
                * SoundDesign.bandLimitWeight(frequency: frequency * Double(index + 1), sampleRate: sampleRate)
        }
        return sum
    }

    /// The root mean square of the note's waveform at unit gain.
    func rootMeanSquare(_ frequency: Double) -> Double {
        var power = 0.0
        for (index, amplitude) in harmonics.enumerated() {
            let kept =
                amplitude
                * SoundDesign.bandLimitWeight(frequency: frequency * Double(index + 1), sampleRate: sampleRate)
            power += kept * kept / 2
        }
        return power.squareRoot()
    }

    /// The loudness-weighted amplitude of a note: its harmonics' powers, each divided by the
    /// amplitude its frequency needs to sound as loud as 1 kHz.
    static func loudnessWeight(harmonics: [Double], frequency: Double, sampleRate: Int) -> Double {
        var power = 0.0
        for (index, amplitude) in harmonics.enumerated() where amplitude != 0 {
            let partial = frequency * Double(index + 1)
            let kept = amplitude * SoundDesign.bandLimitWeight(frequency: partial, sampleRate: sampleRate)
            let heard = kept / EqualLoudness.amplitudeNeeded(frequency: partial)
            power += heard * heard
        }
        return power.squareRoot()
    }
}
