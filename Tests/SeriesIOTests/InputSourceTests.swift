import Testing

@testable import SeriesIO

@Suite("Reading bytes in chunks")
struct InputSourceTests {
    @Test("a file is read a chunk at a time, and discarded bytes leave room for more")
    func chunks() throws {
        let bytes = (0..<(3 * InputSource.chunkSize + 123)).map { UInt8(truncatingIfNeeded: $0 % 251) }
        let file = try TemporaryFile(bytes: bytes)
        defer { file.remove() }
        var source = try InputSource(openingPath: file.path, displayPath: file.path, progress: nil)
        let totalSize = source.totalSize
        #expect(totalSize == bytes.count)
        try source.fill()
        let held = source.bytes.count
        let isAtEnd = source.isAtEnd
        #expect(held == InputSource.chunkSize)
        #expect(!isAtEnd)
        var collected = Array(source.bytes)
        source.discard(before: source.bytes.count)
        while !source.isAtEnd {
            try source.readMore()
            collected += Array(source.bytes)
            source.discard(before: source.bytes.count)
        }
        #expect(collected == bytes)
        try source.finish()
    }

    @Test("a full buffer grows instead of losing bytes")
    func grows() throws {
        let bytes = [UInt8](repeating: 0x61, count: 2 * InputSource.chunkSize + 10)
        let file = try TemporaryFile(bytes: bytes)
        defer { file.remove() }
        var source = try InputSource(openingPath: file.path, displayPath: file.path, progress: nil)
        while !source.isAtEnd { try source.readMore() }
        let held = source.bytes.count
        #expect(held == bytes.count)
        try source.finish()
    }

    @Test("keeping the tail of the buffer moves it to the front")
    func discard() throws {
        var source = InputSource(bytes: Array("abcdef".utf8), displayPath: "x", progress: nil)
        try source.fill()
        source.discard(before: 4)
        let kept = Array(source.bytes)
        let isAtEnd = source.isAtEnd
        #expect(kept == Array("ef".utf8))
        #expect(isAtEnd)
    }

    @Test("bytes in memory are read as a file is, a read at a time, into a buffer that grows as needed")
    func bytesInMemory() throws {
        let bytes = (0..<1_000).map { UInt8(truncatingIfNeeded: $0 % 251) }
        var source = InputSource(bytes: bytes, displayPath: "x", progress: nil, bufferSize: 64, readSize: 10)
        try source.fill()
        let held = source.bytes.count
        #expect(held == 64)
        var collected: [UInt8] = []
        while true {
            collected += Array(source.bytes)
            source.discard(before: source.bytes.count)
            if source.isAtEnd { break }
            try source.readMore()
        }
        #expect(collected == bytes)
    }

    @Test("reading everything returns the whole file")
    func readAll() throws {
        // JSON's opening bracket first: input that does not start as JSON does is not read whole.
        let bytes = [UInt8(ascii: "[")] + (0..<(InputSource.chunkSize + 5)).map { UInt8(truncatingIfNeeded: $0) }
        let file = try TemporaryFile(bytes: bytes)
        defer { file.remove() }
        var source = try InputSource(openingPath: file.path, displayPath: file.path, progress: nil)
        try source.fill()
        try source.readWhole()
        let all = Array(source.bytes)
        #expect(all == bytes)
        try source.finish()
    }
}
