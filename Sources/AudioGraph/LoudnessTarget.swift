internal import CEbur128
import Foundation

/// The loudness target every audio graph is normalized to, and how loudness and gain relate.
enum LoudnessTarget {
    /// The integrated loudness of every graph, in LUFS: the level speech and podcasts on phones
    /// and computers are commonly normalized to (-16 LUFS for stereo), loud enough on a laptop's
    /// speakers and leaving room for peaks under -1 dBFS.
    static let integrated = -16.0

    /// The gain, as an amplitude ratio, that moves a loudness to another.
    static func gain(from loudness: Double, to target: Double) -> Double {
        pow(10, (target - loudness) / 20)
    }
}
