import Foundation

/// Brings a spoken introduction to a loudness, its peaks held under -1 dBTP (between samples as
/// well as on them).
///
/// Speech from a synthesizer peaks some 19 to 20 dB above its integrated loudness (espeak-ng's
/// voices at their own level measure about -20 LUFS with peaks at 0 dBFS), so raising it to the
/// tones' -16 LUFS would take its peaks past full scale. A look-ahead limiter lowers the gain
/// smoothly around each peak that would pass the ceiling (over 5 ms either side), leaving the
/// rest of the speech as it was; the gain is then corrected until the measured loudness is
/// the target's, within 0.1 LU, or the limiter would take more than 12 dB off a peak.
enum SpeechLeveler {
    /// The most the limiter may take off a peak, as an amplitude ratio (12 dB).
    static let deepestLimiting = 4.0

    /// How far on either side of a peak the limiter looks and lowers the gain, in seconds.
    static let lookAhead = 0.005

    /// `samples` (mono) leveled so that, written into `channelCount` channels at once, they
    /// measure `target` LUFS, with no sample and no true peak above `limit` (an amplitude; by
    /// default the -1 dBFS ceiling of ``SoundDesign/peakCeiling``).
    ///
    /// - Returns: the leveled samples and their loudness as written (in `channelCount`
    ///   channels), measured with libebur128.
    static func level(
        _ samples: [Float], sampleRate: Int, channelCount: Int, to target: Double,
        ceiling limit: Double = SoundDesign.peakCeiling
    ) -> (
        samples: [Float], loudness: Double?
    ) {
        var peak: Float = 0
        for sample in samples { peak = max(peak, abs(sample)) }
        guard peak > 0 else { return (samples, nil) }
        // Every channel carries the same samples: the loudness as written is the mono one plus
        // 10 log10 of the channels.
        let channelBoost = 10 * log10(Double(channelCount))
        func loudness(_ samples: [Float]) -> Double {
            measure(samples, sampleRate: sampleRate) + channelBoost
        }
        let raw = loudness(samples)
        guard raw.isFinite else {
            let gain = Float(limit) / peak
            return (samples.map { $0 * gain }, nil)
        }
        // Speech's peaks between samples reach above its samples' (by 0.03 dB and more): the
        // limiter's ceiling comes down until the true peak is under -1 dBTP too.
        var ceiling = limit
        var leveled = samples
        var measured = raw
        for _ in 0..<4 {
            let largestGain = deepestLimiting * ceiling / Double(peak)
            var gain = min(LoudnessTarget.gain(from: raw, to: target), largestGain)
            leveled = limited(samples, gain: gain, sampleRate: sampleRate, ceiling: ceiling)
            measured = loudness(leveled)
            for _ in 0..<4 where abs(measured - target) > 0.1 && measured.isFinite {
                let corrected = min(gain * LoudnessTarget.gain(from: measured, to: target), largestGain)
                if corrected == gain { break }
                gain = corrected
                leveled = limited(samples, gain: gain, sampleRate: sampleRate, ceiling: ceiling)
                measured = loudness(leveled)
            }
            let truePeak = truePeak(leveled, sampleRate: sampleRate)
            guard truePeak > limit else { break }
            ceiling *= limit / truePeak * 0.999
        }
        return (leveled, measured.isFinite ? measured : nil)
    }

    /// The true (inter-sample) peak of mono samples, in full scale, measured by libebur128.
    static func truePeak(_ samples: [Float], sampleRate: Int) -> Double {
        guard var meter = try? LoudnessMeter(channelCount: 1, sampleRate: sampleRate, truePeak: true) else { return 0 }
        samples.withUnsafeBufferPointer { meter.add($0) }
        return meter.truePeak
    }

    /// The integrated loudness of mono samples; a clip shorter than a 400 ms block is measured
    /// as one block holding it.
    static func measure(_ samples: [Float], sampleRate: Int) -> Double {
        guard var meter = try? LoudnessMeter(channelCount: 1, sampleRate: sampleRate) else { return -.infinity }
        samples.withUnsafeBufferPointer { meter.add($0) }
        let block = 4 * ((sampleRate + 5) / 10)
        if samples.count < block {
            let silence = [Float](repeating: 0, count: block - samples.count)
            silence.withUnsafeBufferPointer { meter.add($0) }
        }
        return meter.integratedLoudness
    }

    /// `samples` times `gain`, with a look-ahead limiter keeping every sample at or under the
    /// ceiling.
    ///
    /// The gain each sample needs is taken as the smallest needed within the look-ahead either
    /// side, then averaged over the same span: every sample's gain is then at most what it
    /// needs (each value averaged is the minimum of a span that includes it), and the gain
    /// moves in smooth ramps.
    static func limited(
        _ samples: [Float], gain: Double, sampleRate: Int, ceiling: Double = SoundDesign.peakCeiling
    ) -> [Float] {
        let count = samples.count
        let reach = max(SoundDesign.seconds(lookAhead, sampleRate), 1)
        var needed = [Double](repeating: 1, count: count)
        var any = false
        for index in 0..<count {
            let magnitude = Double(abs(samples[index])) * gain
            if magnitude > ceiling {
                needed[index] = ceiling / magnitude
                any = true
            }
        }
        guard any else { return samples.map { Float(Double($0) * gain) } }
        // Sliding minimum over index-reach...index+reach, with a queue of candidate indices.
        var minimum = [Double](repeating: 1, count: count)
        var queue = [Int](repeating: 0, count: count)
        var head = 0
        var tail = 0
        var next = 0
        for index in 0..<count {
            while next < count, next <= index + reach {
                while tail > head, needed[queue[tail - 1]] >= needed[next] { tail -= 1 }
                queue[tail] = next
                tail += 1
                next += 1
            }
            while queue[head] < index - reach { head += 1 }
            minimum[index] = needed[queue[head]]
        }
        // A running mean of the minimum over the same span.
        var result = [Float](repeating: 0, count: count)
        var sum = 0.0
        var low = 0
        var high = 0
        for index in 0..<count {
            while high < count, high <= index + reach {
                sum += minimum[high]
                high += 1
            }
            while low < index - reach {
                sum -= minimum[low]
                low += 1
            }
            let average = sum / Double(high - low)
            result[index] = Float(Double(samples[index]) * gain * min(average, needed[index]))
        }
        return result
    }
}
