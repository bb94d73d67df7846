import Foundation

@testable import AudioGraph

/// Measurements of decoded audio, made without reference to how it was rendered.
enum Analysis {
    /// A level in decibels for an amplitude ratio.
    static func decibels(_ ratio: Double) -> Double { 20 * log10(ratio) }

    /// The integrated loudness of decoded audio in LUFS, measured by libebur128 (ITU-R
    /// BS.1770); audio shorter than one 400 ms block is measured as one block holding it.
    static func loudness(_ audio: DecodedAudio) throws -> Double {
        try loudness(audio.samples, channels: audio.channelCount, sampleRate: audio.sampleRate)
    }

    /// The integrated loudness of interleaved samples in LUFS.
    static func loudness(_ samples: ArraySlice<Float>, channels: Int, sampleRate: Int) throws -> Double {
        var padded = Array(samples)
        let block = 4 * ((sampleRate + 5) / 10) * channels
        if padded.count < block { padded += [Float](repeating: 0, count: block - padded.count) }
        return try LoudnessMeter.integratedLoudness(of: padded, channelCount: channels, sampleRate: sampleRate)
    }

    static func loudness(_ samples: [Float], channels: Int, sampleRate: Int) throws -> Double {
        try loudness(samples[...], channels: channels, sampleRate: sampleRate)
    }

    /// The true peak of decoded audio (ITU-R BS.1770's inter-sample peak, four times
    /// oversampled by libebur128), in dBTP.
    static func truePeakDecibels(_ audio: DecodedAudio) throws -> Double {
        try truePeakDecibels(audio.samples, channels: audio.channelCount, sampleRate: audio.sampleRate)
    }

    /// The true peak of interleaved samples, in dBTP.
    static func truePeakDecibels(_ samples: [Float], channels: Int, sampleRate: Int) throws -> Double {
        var meter = try LoudnessMeter(channelCount: channels, sampleRate: sampleRate, truePeak: true)
        samples.withUnsafeBufferPointer { meter.add($0) }
        return decibels(meter.truePeak)
    }

    /// The largest sample magnitude, in dBFS.
    static func peakDecibels(_ samples: [Float]) -> Double {
        decibels(Double(samples.map(abs).max() ?? 0))
    }

    /// The signal with everything below `cutoff` hertz removed: a brick-wall filter in the
    /// frequency domain, what a small speaker that plays nothing below it leaves.
    static func highPassed(_ samples: ArraySlice<Double>, cutoff: Double, sampleRate: Int) -> [Double] {
        var size = 1
        while size < samples.count { size *= 2 }
        var real = [Double](repeating: 0, count: size)
        var imaginary = [Double](repeating: 0, count: size)
        for (offset, sample) in samples.enumerated() { real[offset] = sample }
        fft(&real, &imaginary)
        for bin in 0..<size {
            let frequency = Double(min(bin, size - bin)) * Double(sampleRate) / Double(size)
            if frequency < cutoff {
                real[bin] = 0
                imaginary[bin] = 0
            }
        }
        // The inverse transform: conjugate, transform, conjugate, scale.
        for bin in 0..<size { imaginary[bin] = -imaginary[bin] }
        fft(&real, &imaginary)
        return (0..<samples.count).map { real[$0] / Double(size) }
    }

    /// The largest fraction of a signal's energy that any band a semitone wide holds: near 1 for
    /// a steady tone, small for a sound with no pitch of its own.
    static func largestSemitoneShare(
        _ samples: ArraySlice<Double>, sampleRate: Int, from lowest: Double = 60, to highest: Double = 5_000
    ) -> Double {
        var largest = 0.0
        var frequency = lowest
        while frequency < highest {
            let band = energyFraction(
                samples, sampleRate: sampleRate, from: frequency / pow(2, 1 / 24), to: frequency * pow(2, 1 / 24),
                padding: 32_768)
            largest = max(largest, band)
            frequency *= pow(2, 1 / 48)
        }
        return largest
    }
    /// One channel, or the sum of all channels, of interleaved samples, as `Double`.
    static func mono(_ samples: [Float], channels: Int) -> [Double] {
        var result = [Double](repeating: 0, count: samples.count / channels)
        for frame in result.indices {
            for channel in 0..<channels { result[frame] += Double(samples[frame * channels + channel]) }
        }
        return result
    }

    /// The energy of a run of samples: the sum of their squares (a level integrated over the
    /// run's whole duration).
    static func energy(_ samples: ArraySlice<Double>) -> Double {
        samples.reduce(0) { $0 + $1 * $1 }
    }

    /// The root mean square of a run of samples.
    static func rms(_ samples: ArraySlice<Double>) -> Double {
        guard !samples.isEmpty else { return 0 }
        return (samples.reduce(0) { $0 + $1 * $1 } / Double(samples.count)).squareRoot()
    }

    /// The magnitude of the Hann-windowed discrete-time Fourier transform at `frequency`,
    /// divided by the length: a sine of amplitude A gives about A/4.
    static func magnitude(_ samples: ArraySlice<Double>, at frequency: Double, sampleRate: Int) -> Double {
        let count = samples.count
        guard count > 1 else { return 0 }
        // The carrier and the Hann window's cosine advance by rotation, not by a call per sample.
        let step = 2 * Double.pi * frequency / Double(sampleRate)
        let (stepCosine, stepSine) = (cos(step), sin(step))
        let windowStep = 2 * Double.pi / Double(count - 1)
        let (windowStepCosine, windowStepSine) = (cos(windowStep), sin(windowStep))
        var (carrierCosine, carrierSine) = (1.0, 0.0)
        var (windowCosine, windowSine) = (1.0, 0.0)
        var real = 0.0
        var imaginary = 0.0
        for sample in samples {
            let weighted = sample * (0.5 - 0.5 * windowCosine)
            real += weighted * carrierCosine
            imaginary -= weighted * carrierSine
            (carrierCosine, carrierSine) = (
                carrierCosine * stepCosine - carrierSine * stepSine, carrierSine * stepCosine + carrierCosine * stepSine
            )
            (windowCosine, windowSine) = (
                windowCosine * windowStepCosine - windowSine * windowStepSine,
                windowSine * windowStepCosine + windowCosine * windowStepSine
            )
        }
        return (real * real + imaginary * imaginary).squareRoot() / Double(count)
    }

    /// The frequency of the strongest spectral peak between `lowest` and `highest` hertz: the
    /// largest bin of a zero-padded FFT, refined by a golden-section search of the transform's
    /// magnitude within a bin either side.
    static func dominantFrequency(
        _ samples: ArraySlice<Double>, sampleRate: Int, lowest: Double = 40, highest: Double = 5_000
    ) -> Double {
        var size = 1
        while size < max(samples.count * 4, 16_384) { size *= 2 }
        var real = [Double](repeating: 0, count: size)
        var imaginary = [Double](repeating: 0, count: size)
        let count = samples.count
        for (offset, sample) in samples.enumerated() {
            real[offset] = sample * (0.5 - 0.5 * cos(2 * Double.pi * Double(offset) / Double(count - 1)))
        }
        fft(&real, &imaginary)
        let binWidth = Double(sampleRate) / Double(size)
        var best = Int((lowest / binWidth).rounded(.up))
        for bin in best...Int(highest / binWidth) {
            if real[bin] * real[bin] + imaginary[bin] * imaginary[bin]
                > real[best] * real[best] + imaginary[best] * imaginary[best]
            {
                best = bin
            }
        }
        var low = (Double(best) - 1) * binWidth
        var high = (Double(best) + 1) * binWidth
        let ratio = (5.0.squareRoot() - 1) / 2
        for _ in 0..<28 {
            let first = high - ratio * (high - low)
            let second = low + ratio * (high - low)
            if magnitude(samples, at: first, sampleRate: sampleRate)
                < magnitude(samples, at: second, sampleRate: sampleRate)
            {
                low = first
            } else {
                high = second
            }
        }
        return (low + high) / 2
    }

    /// The fraction of a signal's energy between `lowest` and `highest` hertz (zero-padded to at
    /// least `padding` points, for finer bins).
    static func energyFraction(
        _ samples: ArraySlice<Double>, sampleRate: Int, from lowest: Double, to highest: Double, padding: Int = 1
    ) -> Double {
        var size = 1
        while size < max(samples.count, padding) { size *= 2 }
        var real = [Double](repeating: 0, count: size)
        var imaginary = [Double](repeating: 0, count: size)
        for (offset, sample) in samples.enumerated() { real[offset] = sample }
        fft(&real, &imaginary)
        var inside = 0.0
        var total = 0.0
        for bin in 1..<(size / 2) {
            let energy = real[bin] * real[bin] + imaginary[bin] * imaginary[bin]
            let frequency = Double(bin) * Double(sampleRate) / Double(size)
            total += energy
            if frequency >= lowest, frequency <= highest { inside += energy }
        }
        return total > 0 ? inside / total : 0
    }

    /// The largest difference between consecutive samples in a run.
    static func largestJump(_ samples: ArraySlice<Double>) -> Double {
        var largest = 0.0
        var previous: Double?
        for sample in samples {
            if let previous { largest = max(largest, abs(sample - previous)) }
            previous = sample
        }
        return largest
    }

    /// An in-place iterative radix-2 FFT; the length must be a power of two.
    static func fft(_ real: inout [Double], _ imaginary: inout [Double]) {
        let count = real.count
        var target = 0
        for index in 0..<count {
            if index < target {
                real.swapAt(index, target)
                imaginary.swapAt(index, target)
            }
            var mask = count >> 1
            while mask >= 1, target & mask != 0 {
                target &= ~mask
                mask >>= 1
            }
            target |= mask
        }
        var twiddleReal = [Double](repeating: 0, count: count / 2)
        var twiddleImaginary = [Double](repeating: 0, count: count / 2)
        for index in 0..<(count / 2) {
            twiddleReal[index] = cos(-2 * Double.pi * Double(index) / Double(count))
            twiddleImaginary[index] = sin(-2 * Double.pi * Double(index) / Double(count))
        }
        var length = 2
        while length <= count {
            let stride = count / length
            for start in Swift.stride(from: 0, to: count, by: length) {
                for offset in 0..<(length / 2) {
                    let wr = twiddleReal[offset * stride]
                    let wi = twiddleImaginary[offset * stride]
                    let even = start + offset
                    let odd = even + length / 2
                    let tr = real[odd] * wr - imaginary[odd] * wi
                    let ti = real[odd] * wi + imaginary[odd] * wr
                    real[odd] = real[even] - tr
                    imaginary[odd] = imaginary[even] - ti
                    real[even] += tr
                    imaginary[even] += ti
                }
            }
            length *= 2
        }
    }
}
