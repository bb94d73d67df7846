import Foundation

/// Interleaved audio rendered a block at a time: one graph's ``AudioStream``, or several
/// graphs in one file (``AudioSequenceStream``). ``AudioFileWriter`` writes any of them.
public protocol AudioSource {
    /// Channels per frame.
    var channelCount: Int { get }
    /// Frames per second.
    var sampleRate: Int { get }
    /// Frames in the whole file.
    var frameCount: Int { get }
    /// Renders the next frames into `buffer` (interleaved, as many whole frames as it holds)
    /// and returns how many; 0 at the end.
    mutating func render(into buffer: UnsafeMutableBufferPointer<Float>) -> Int
}
