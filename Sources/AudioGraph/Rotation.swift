import Foundation
import SpanModel

/// A sine and cosine advanced by a fixed angle per step: an oscillator without a call to `sin`
/// per sample, exact to rounding and the same on every run.
struct Rotation {
    var cosine: Double
    var sine: Double
    private let stepCosine: Double
    private let stepSine: Double

    init(step: Double) {
        cosine = 1
        sine = 0
        stepCosine = Foundation.cos(step)
        stepSine = Foundation.sin(step)
    }

    @inline(__always)
    mutating func advance() {
        let next = cosine * stepCosine - sine * stepSine
        sine = sine * stepCosine + cosine * stepSine
        cosine = next
    }
}
