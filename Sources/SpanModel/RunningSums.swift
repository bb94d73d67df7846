/// Running sums of the values, scaled by a power of two when the series is so large that a sum
/// could overflow, so that every window's average stays exact to rounding and a total that does
/// not fit a `Double` is reported as such rather than wrapping into an infinity unnoticed.
struct RunningSums: Sendable {
    /// `prefix[i]` is the sum of the first `i` values times `2^-scaleExponent`.
    let prefix: [Double]
    let scaleExponent: Int

    init(values: [Double]) {
        var largest = 0.0
        values.withUnsafeBufferPointer { values in
            for value in values where abs(value) > largest { largest = abs(value) }
        }
        var exponent = 0
        let limit = Double.greatestFiniteMagnitude / 4
        if largest > 0, largest * Double(values.count) > limit || !(largest * Double(values.count)).isFinite {
            // Smallest power of two that brings the largest possible sum comfortably into range.
            exponent = Int((largest / limit * Double(values.count)).exponent) + 1
        }
        let scale = Double(sign: .plus, exponent: -exponent, significand: 1)
        let prefix = [Double](unsafeUninitializedCapacity: values.count + 1) { buffer, initialized in
            values.withUnsafeBufferPointer { values in
                var running = 0.0
                buffer[0] = 0
                for index in 0..<values.count {
                    // A gap (NaN) adds nothing: figures are over the values present.
                    let value = values[index]
                    running += value.isNaN ? 0 : value * scale
                    buffer[index + 1] = running
                }
            }
            initialized = values.count + 1
        }
        self.prefix = prefix
        self.scaleExponent = exponent
    }

    func scaledSum(_ start: Int, _ end: Int) -> Double {
        prefix[end] - prefix[start]
    }

    func total(_ start: Int, _ end: Int) -> Double {
        Double(sign: .plus, exponent: scaleExponent, significand: 1) * scaledSum(start, end)
    }

    func average(_ start: Int, _ end: Int, valueCount: Int) -> Double {
        let mean = scaledSum(start, end) / Double(valueCount)
        return mean * Double(sign: .plus, exponent: scaleExponent, significand: 1)
    }
}
