import Foundation

/// One sound of the score: where it starts, how long it lasts, how loud, where in the stereo
/// field, and what makes it.
///
/// The score is what both the renderer and the loudness prediction read, so that the loudness
/// worked out for a graph is the loudness of exactly what is played.
struct VoiceSpec {
    /// What makes the sound.
    enum Source {
        /// A steady sum of harmonics of a pitch (a note, the reference tone, a tick).
        case harmonics(frequency: Double, harmonics: [Double])
        /// A pure sine sweeping exponentially from one pitch to another (the zero blip, the
        /// extremes' chirps).
        case sweep(from: Double, to: Double)
        /// A bell: a fundamental and inharmonic partials (threshold crossings).
        case bell(frequency: Double)
        /// The continuous glide through the tones `first...last` of the plan.
        case glide(first: Int, last: Int)
        /// The spoken introduction.
        case speech([Float])
    }

    var source: Source
    /// The first frame.
    var start: Int
    /// The frames it lasts.
    var frames: Int
    /// Its peak amplitude (for a note, the gain of its harmonics).
    var amplitude: Double
    /// 0 hard left to 1 hard right, equal power; `nil` is every channel at full level.
    var pan: Double?
    /// Frames of raised-cosine attack and release (the glide and speech shape themselves).
    var attack: Int
    var release: Int

    var end: Int { start + frames }
}
