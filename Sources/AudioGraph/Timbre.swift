import SpanModel

/// The tone colour of the notes. Every timbre is a sum of harmonics kept below the Nyquist
/// frequency, so none of them aliases.
public enum Timbre: String, CaseIterable, Hashable, Sendable {
    /// Six harmonics falling off about 6 dB each: round and soft, the default.
    case warm

    /// The fundamental alone: the purest pitch, and the hardest to hear on small speakers.
    case sine

    /// Twelve harmonics falling off as 1/k (a band-limited sawtooth): cuts through noise.
    case bright

    /// Odd harmonics only, falling off as 1/k (a band-limited square): hollow, reedy.
    case hollow

    /// The fundamental with its octaves (harmonics 1, 2, 4 and 8): open, like an organ's
    /// flue pipes; the fifth voice when several series each need their own.
    case organ

    /// The amplitude of each harmonic, from the fundamental up.
    var harmonics: [Double] {
        switch self {
        case .warm: Self.warmHarmonics
        case .sine: Self.sineHarmonics
        case .bright: Self.brightHarmonics
        case .hollow: Self.hollowHarmonics
        case .organ: Self.organHarmonics
        }
    }

    private static let warmHarmonics: [Double] = [1.0, 0.5, 0.25, 0.125, 0.0625, 0.03125]
    private static let sineHarmonics: [Double] = [1.0]
    private static let brightHarmonics: [Double] = (1...12).map { 1 / Double($0) }
    private static let hollowHarmonics: [Double] = (1...11).map { $0 % 2 == 1 ? 1 / Double($0) : 0 }
    private static let organHarmonics: [Double] = [1.0, 0.6, 0, 0.4, 0, 0, 0, 0.25]
}
