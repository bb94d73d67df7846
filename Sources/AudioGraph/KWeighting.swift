internal import CEbur128
import Foundation

/// The K-weighting filter of ITU-R BS.1770 (a high shelf of about +4 dB above 1.5 kHz and a
/// high-pass at 38 Hz), as libebur128 designs it for a sample rate: what it does to the power
/// of a steady sine, so that the loudness of a graph can be worked out from its score without
/// rendering it.
struct KWeighting {
    private let b: [Double]
    private let a: [Double]
    private let sampleRate: Int

    /// The two sections' coefficients for `sampleRate`, by the bilinear transform of the
    /// standard's analogue prototypes (the same design libebur128 uses, so both agree at every
    /// rate).
    init(sampleRate: Int) {
        self.sampleRate = sampleRate
        let rate = Double(sampleRate)
        // The shelf.
        var f0 = 1_681.974450955533
        let gain = 3.999843853973347
        var q = 0.7071752369554196
        var k = tan(Double.pi * f0 / rate)
        let vh = pow(10, gain / 20)
        let vb = pow(vh, 0.4996667741545416)
        let a0 = 1 + k / q + k * k
        let shelfB = [(vh + vb * k / q + k * k) / a0, 2 * (k * k - vh) / a0, (vh - vb * k / q + k * k) / a0]
        let shelfA = [1, 2 * (k * k - 1) / a0, (1 - k / q + k * k) / a0]
        // The high-pass.
        f0 = 38.13547087602444
        q = 0.5003270373238773
        k = tan(Double.pi * f0 / rate)
        let passB = [1.0, -2, 1]
        let passA = [1, 2 * (k * k - 1) / (1 + k / q + k * k), (1 - k / q + k * k) / (1 + k / q + k * k)]
        b = shelfB + passB
        a = shelfA + passA
    }

    /// How much the filter multiplies the power of a sine at `frequency`.
    func powerGain(at frequency: Double) -> Double {
        let omega = 2 * Double.pi * frequency / Double(sampleRate)
        func section(_ offset: Int) -> Double {
            // |b0 + b1 z^-1 + b2 z^-2|^2 / |a0 + a1 z^-1 + a2 z^-2|^2 at z = e^{iω}.
            func magnitude(_ c: ArraySlice<Double>) -> Double {
                let c0 = c[c.startIndex]
                let c1 = c[c.startIndex + 1]
                let c2 = c[c.startIndex + 2]
                let real = c0 + c1 * cos(omega) + c2 * cos(2 * omega)
                let imaginary = -c1 * sin(omega) - c2 * sin(2 * omega)
                return real * real + imaginary * imaginary
            }
            return magnitude(b[offset..<(offset + 3)]) / magnitude(a[offset..<(offset + 3)])
        }
        return section(0) * section(3)
    }

    /// The mean power gain over an exponential sweep from `start` to `end` hertz (equal time in
    /// each part of an octave), sampled at 16 points.
    func meanPowerGain(sweepingFrom start: Double, to end: Double) -> Double {
        let points = 16
        var sum = 0.0
        for index in 0..<points {
            let position = (Double(index) + 0.5) / Double(points)
            sum += powerGain(at: start * pow(end / start, position))
        }
        return sum / Double(points)
    }
}
