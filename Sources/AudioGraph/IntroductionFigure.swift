import Foundation

/// The short rising figure that introduces a part without a spoken name: three notes in the
/// part's timbre, from the lower to the upper middle of its pitch range, so that a listener
/// hears the voice that follows before it plays.
enum IntroductionFigure {
    /// Each note's length and the silence after it, in seconds.
    static let noteLength = 0.085
    static let noteGap = 0.025
    /// Where the notes sit in the pitch range, from 0 (its bottom) to 1 (its top).
    static let places = [0.3, 0.5, 0.7]

    /// The figure as mono samples at the plan's rate, before leveling.
    static func samples(for plan: AudioGraphPlan) -> [Float] {
        let rate = plan.sampleRate
        let range = plan.options.pitchRange
        let harmonics = plan.options.timbre.harmonics
        let noteFrames = SoundDesign.seconds(noteLength, rate)
        let gapFrames = SoundDesign.seconds(noteGap, rate)
        let edge = SoundDesign.seconds(SoundDesign.shortestEdge, rate)
        let release = noteFrames / 3
        var samples = [Float](repeating: 0, count: places.count * noteFrames + (places.count - 1) * gapFrames)
        for (index, place) in places.enumerated() {
            let frequency = range.low * pow(range.high / range.low, place)
            let start = index * (noteFrames + gapFrames)
            for frame in 0..<noteFrames {
                let time = Double(frame) / Double(rate)
                var value = 0.0
                for (order, amplitude) in harmonics.enumerated() where amplitude != 0 {
                    let partial = frequency * Double(order + 1)
                    guard partial < Double(rate) / 2 * 0.9 else { break }
                    value += amplitude * sin(2 * Double.pi * partial * time)
                }
                let envelope: Double
                if frame < edge {
                    envelope = 0.5 - 0.5 * cos(Double.pi * Double(frame) / Double(edge))
                } else if frame >= noteFrames - release {
                    envelope = 0.5 + 0.5 * cos(Double.pi * Double(frame - (noteFrames - release)) / Double(release))
                } else {
                    envelope = 1
                }
                samples[start + frame] = Float(value * envelope)
            }
        }
        return samples
    }
}
