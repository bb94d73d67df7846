import Foundation

/// The normal equal-loudness-level contours of ISO 226:2003: the sound pressure level at which a
/// pure tone of a given frequency sounds as loud as a 1 kHz tone of a given level (in phon).
///
/// The audio graph uses the 60-phon contour, a comfortable listening level, to give every pitch
/// about the same loudness: a low tone needs more amplitude than a tone near 1 kHz to be heard
/// as equally loud.
enum EqualLoudness {
    /// The loudness level the graph is balanced for, in phon.
    static let balancedLevel = 60.0

    /// The most a tone is boosted relative to one at 1 kHz, as an amplitude ratio (10 dB): full
    /// compensation of the lowest pitches would spend the headroom on them and leave the rest
    /// of the graph quiet.
    static let largestBoost = pow(10, 10.0 / 20)

    /// Frequencies of the standard's table, in hertz.
    private static let frequencies: [Double] = [
        20, 25, 31.5, 40, 50, 63, 80, 100, 125, 160, 200, 250, 315, 400, 500, 630, 800, 1_000,
        1_250, 1_600, 2_000, 2_500, 3_150, 4_000, 5_000, 6_300, 8_000, 10_000, 12_500,
    ]

    /// The exponent for loudness perception, per frequency.
    private static let exponents: [Double] = [
        0.532, 0.506, 0.480, 0.455, 0.432, 0.409, 0.387, 0.367, 0.349, 0.330, 0.315, 0.301, 0.288,
        0.276, 0.267, 0.259, 0.253, 0.250, 0.246, 0.244, 0.243, 0.243, 0.243, 0.242, 0.242, 0.245,
        0.254, 0.271, 0.301,
    ]

    /// The magnitude of the linear transfer function normalized at 1 kHz, in dB.
    private static let transfer: [Double] = [
        -31.6, -27.2, -23.0, -19.1, -15.9, -13.0, -10.3, -8.1, -6.2, -4.5, -3.1, -2.0, -1.1, -0.4,
        0.0, 0.3, 0.5, 0.0, -2.7, -4.1, -1.0, 1.7, 2.5, 1.2, -2.1, -7.1, -11.2, -10.7, -3.1,
    ]

    /// The threshold of hearing, in dB.
    private static let threshold: [Double] = [
        78.5, 68.7, 59.5, 51.1, 44.0, 37.5, 31.5, 26.5, 22.1, 17.9, 14.4, 11.4, 8.6, 6.2, 4.4, 3.0,
        2.2, 2.4, 3.5, 1.7, -1.3, -4.2, -6.0, -5.4, -1.5, 6.0, 12.6, 13.9, 12.3,
    ]

    /// The sound pressure level (dB) of a pure tone of `frequency` hertz at `phon` loudness
    /// level. Between the table's frequencies its parameters are interpolated linearly in
    /// log-frequency; outside them the nearest entry holds.
    static func soundPressureLevel(frequency: Double, phon: Double = balancedLevel) -> Double {
        let (exponent, transfer, threshold) = parameters(at: frequency)
        let loudness =
            4.47e-3 * (pow(10, 0.025 * phon) - 1.15)
            + pow(0.4 * pow(10, (threshold + transfer) / 10 - 9), exponent)
        return 10 / exponent * log10(loudness) - transfer + 94
    }

    /// How much more amplitude a pure tone of `frequency` needs than one at 1 kHz to sound as
    /// loud, as a ratio (above 1 below about 700 Hz).
    static func amplitudeNeeded(frequency: Double, phon: Double = balancedLevel) -> Double {
        let reference = phon == balancedLevel ? balancedReference : soundPressureLevel(frequency: 1_000, phon: phon)
        return pow(10, (soundPressureLevel(frequency: frequency, phon: phon) - reference) / 20)
    }

    /// The level at 1 kHz on the balanced contour (by definition close to the phon value).
    private static let balancedReference = soundPressureLevel(frequency: 1_000, phon: balancedLevel)

    private static func parameters(at frequency: Double) -> (Double, Double, Double) {
        if frequency <= frequencies[0] { return (exponents[0], transfer[0], threshold[0]) }
        let last = frequencies.count - 1
        if frequency >= frequencies[last] { return (exponents[last], transfer[last], threshold[last]) }
        var upper = 1
        while frequencies[upper] < frequency { upper += 1 }
        let lower = upper - 1
        let position = log(frequency / frequencies[lower]) / log(frequencies[upper] / frequencies[lower])
        func mix(_ table: [Double]) -> Double { table[lower] + (table[upper] - table[lower]) * position }
        return (mix(exponents), mix(transfer), mix(threshold))
    }
}
