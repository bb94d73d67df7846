import FileIO

extension AudioFileWriter {
    /// The bytes of the file ``write(_:to:)-(_,String)`` would write for `stream`, held in
    /// memory: what a report embeds in its page, byte for byte the file `rangelens audio`
    /// writes for the same graph.
    ///
    /// The stream is rendered a block at a time into an unnamed scratch file (libsndfile seeks
    /// back to fill in a header), then read back whole.
    ///
    /// - Parameter name: what the bytes are, for messages ("the report's audio graph").
    /// - Throws: as ``write(_:to:)-(_,String)``.
    /// - Complexity: O(frames); memory O(one block + the encoded file).
    package func bytes(of stream: inout some AudioSource, name: String) throws(AudioGraphError) -> [UInt8] {
        try check(
            channelCount: stream.channelCount, sampleRate: stream.sampleRate, frameCount: stream.frameCount, path: name)
        let scratch: ScratchFile
        do {
            scratch = try ScratchFile(for: name)
        } catch {
            throw AudioGraphError(error)
        }
        try encode(
            into: scratch.descriptor, path: name, channelCount: stream.channelCount, sampleRate: stream.sampleRate
        ) { block in
            stream.render(into: block)
        }
        do {
            return try scratch.contents()
        } catch {
            throw AudioGraphError(error)
        }
    }
}
