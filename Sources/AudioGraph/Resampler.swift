import Foundation

/// Band-limited sample-rate conversion by windowed-sinc interpolation.
///
/// Each output sample is a weighted sum of the input samples around its instant, the weights a
/// sinc whose cutoff sits just below the lower of the two Nyquist frequencies, shaped by a
/// Blackman window sixteen zero crossings wide. The kernel is tabulated once per call, so a
/// tap costs a table lookup, not a `sin`. Deterministic: the same input always gives the same
/// output.
enum Resampler {
    /// Zero crossings of the sinc on each side of the centre.
    static let zeroCrossings = 16

    /// Table entries per unit of the kernel's half-width.
    static let tableResolution = 4_096

    /// Resamples `input` from `sourceRate` to `targetRate`.
    ///
    /// - Complexity: O(output × taps), about 34 taps when upsampling.
    static func resample(_ input: [Float], from sourceRate: Int, to targetRate: Int) -> [Float] {
        precondition(sourceRate > 0 && targetRate > 0, "sample rates are positive")
        if sourceRate == targetRate || input.isEmpty { return input }
        let ratio = Double(targetRate) / Double(sourceRate)
        // The cutoff as a fraction of the input's Nyquist frequency.
        let cutoff = 0.95 * min(1, ratio)
        let halfWidth = Double(zeroCrossings) / cutoff
        var kernel = [Double](repeating: 0, count: tableResolution + 2)
        for index in 0...tableResolution {
            let distance = Double(index) / Double(tableResolution) * halfWidth
            let x = Double.pi * cutoff * distance
            let sinc = index == 0 ? 1 : sin(x) / x
            let phase = Double.pi * Double(index) / Double(tableResolution)
            let window = 0.42 + 0.5 * cos(phase) + 0.08 * cos(2 * phase)
            kernel[index] = cutoff * sinc * window
        }
        let outputCount = Int((Double(input.count) * ratio).rounded())
        var output = [Float](repeating: 0, count: outputCount)
        let reach = Int(halfWidth.rounded(.up))
        let scale = Double(tableResolution) / halfWidth
        input.withUnsafeBufferPointer { input in
            kernel.withUnsafeBufferPointer { kernel in
                for index in 0..<outputCount {
                    let time = Double(index) / ratio
                    let center = Int(time.rounded(.down))
                    var sum = 0.0
                    for source in max(center - reach + 1, 0)...min(center + reach, input.count - 1) {
                        let position = abs(time - Double(source)) * scale
                        let entry = Int(position)
                        guard entry < tableResolution else { continue }
                        let fraction = position - Double(entry)
                        let weight = kernel[entry] + (kernel[entry + 1] - kernel[entry]) * fraction
                        sum += Double(input[source]) * weight
                    }
                    output[index] = Float(sum)
                }
            }
        }
        return output
    }
}
