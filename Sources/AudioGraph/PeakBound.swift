import Foundation
import SpanModel

/// The largest sum of the peaks of sounds that play at once, per channel.
struct PeakBound {
    private var active: [(end: Int, peaks: [Double])] = []
    private var sums: [Double]
    private(set) var largest = 0.0

    init(channelCount: Int) {
        sums = [Double](repeating: 0, count: channelCount)
    }

    /// Adds a sound (sounds come in order of start).
    mutating func add(_ voice: VoiceSpec, peak: Double, gains: [Float]) {
        add(voice, peaks: gains.map { peak * Double($0) })
    }

    mutating func add(_ voice: VoiceSpec, peaks: [Double]) {
        guard voice.frames > 0 else { return }
        active.removeAll { sound in
            guard sound.end <= voice.start else { return false }
            for channel in sums.indices { sums[channel] -= sound.peaks[channel] }
            return true
        }
        active.append((voice.end, peaks))
        for channel in sums.indices {
            sums[channel] += peaks[channel]
            largest = max(largest, sums[channel])
        }
    }
}
