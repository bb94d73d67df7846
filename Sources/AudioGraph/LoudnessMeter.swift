internal import CEbur128
import Foundation

/// Measures loudness as ITU-R BS.1770-4 and EBU R 128 define it, through libebur128: K-weighted
/// mean square over 400 ms blocks that overlap by 75 %, gated at -70 LUFS and then 10 LU under
/// the ungated mean, summed over the channels with weight 1 (left, right, or the one channel).
///
/// The one owner of a libebur128 state: not copyable, destroyed exactly once.
///
/// ```swift
/// var meter = try LoudnessMeter(channelCount: 2, sampleRate: 44_100)
/// samples.withUnsafeBufferPointer { meter.add($0) }
/// meter.integratedLoudness    // -16.0
/// ```
struct LoudnessMeter: ~Copyable {
    private let state: UnsafeMutablePointer<ebur128_state>
    /// libebur128, loaded when the first meter starts.
    private let library: LoudnessLibrary

    /// Channels per frame.
    let channelCount: Int

    /// Frames per second.
    let sampleRate: Int

    /// Whether the true peak is measured (a little slower: libebur128 oversamples four times).
    let measuresTruePeak: Bool

    /// Starts a measurement.
    ///
    /// - Parameter truePeak: whether to measure the true peak (ITU-R BS.1770's inter-sample
    ///   peak, oversampled) as well as the sample peak.
    /// - Throws: ``AudioGraphError/invalidOption(option:found:expected:)`` for a channel count
    ///   or rate libebur128 does not take; ``AudioGraphError/libraryUnavailable(library:reason:)``
    ///   when libebur128 cannot be loaded.
    init(channelCount: Int, sampleRate: Int, truePeak: Bool = false) throws(AudioGraphError) {
        let library = try LoudnessLibrary.loaded.get()
        var mode = EBUR128_MODE_I.rawValue | EBUR128_MODE_SAMPLE_PEAK.rawValue
        if truePeak { mode |= EBUR128_MODE_TRUE_PEAK.rawValue }
        guard (1...8).contains(channelCount), (16...2_822_400).contains(sampleRate),
            let state = library.initialize(UInt32(channelCount), UInt(sampleRate), Int32(mode))
        else {
            throw AudioGraphError.invalidOption(
                option: "loudness meter", found: "\(channelCount) channels at \(sampleRate) Hz",
                expected: "1 to 8 channels at 16 Hz or more")
        }
        self.state = state
        self.library = library
        self.channelCount = channelCount
        self.sampleRate = sampleRate
        measuresTruePeak = truePeak
    }

    /// Adds interleaved frames (`samples.count` must be a multiple of the channel count).
    mutating func add(_ samples: UnsafeBufferPointer<Float>) {
        precondition(samples.count % channelCount == 0, "add whole frames")
        guard let base = samples.baseAddress, !samples.isEmpty else { return }
        _ = library.addFloatFrames(state, base, samples.count / channelCount)
    }

    /// The integrated loudness of everything added, in LUFS; `-infinity` when no block of
    /// 400 ms rose above the absolute gate (silence, or less than 400 ms of audio).
    var integratedLoudness: Double {
        var loudness = 0.0
        guard library.globalLoudness(state, &loudness) == Int32(EBUR128_SUCCESS.rawValue) else { return -.infinity }
        return loudness.isFinite ? loudness : -.infinity
    }

    /// The largest sample magnitude added, over all channels, in full scale.
    var samplePeak: Double {
        var peak = 0.0
        for channel in 0..<channelCount {
            var value = 0.0
            if library.samplePeak(state, UInt32(channel), &value) == Int32(EBUR128_SUCCESS.rawValue) {
                peak = max(peak, value)
            }
        }
        return peak
    }

    /// The largest true (inter-sample) peak added, over all channels, in full scale; the sample
    /// peak when the meter was not made to measure it.
    var truePeak: Double {
        guard measuresTruePeak else { return samplePeak }
        var peak = 0.0
        for channel in 0..<channelCount {
            var value = 0.0
            if library.truePeak(state, UInt32(channel), &value) == Int32(EBUR128_SUCCESS.rawValue) {
                peak = max(peak, value)
            }
        }
        return peak
    }

    /// The integrated loudness of interleaved samples, in LUFS.
    ///
    /// - Complexity: O(samples).
    static func integratedLoudness(
        of samples: [Float], channelCount: Int, sampleRate: Int
    ) throws(AudioGraphError)
        -> Double
    {
        var meter = try LoudnessMeter(channelCount: channelCount, sampleRate: sampleRate)
        samples.withUnsafeBufferPointer { meter.add($0) }
        return meter.integratedLoudness
    }

    deinit {
        var state: UnsafeMutablePointer<ebur128_state>? = self.state
        library.destroy(&state)
    }
}
