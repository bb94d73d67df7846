import Foundation
import Testing

@testable import AudioGraph

@Suite struct OggPagesTests {
    @Test func theChecksumIsOggsCRC32() {
        // The standard check input: CRC-32/CKSUM without its final inversion.
        let bytes: [UInt8] = Array("123456789".utf8)
        #expect(bytes.withUnsafeBufferPointer { OggPages.crc($0) } == 0x89A1_897F)
    }

    @Test func everyPageGetsTheFixedSerialNumberAndAValidChecksum() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let plan = try AudioGraphPlan(series: Fixtures.demo, window: Fixtures.sixWeeks, options: Fixtures.options())
        let path = folder.appendingPathComponent("graph.ogg").path
        try AudioFileWriter(format: .ogg).write(AudioRenderer().render(plan), to: path)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let original = bytes
        let pages = try #require(OggPages.fixSerialNumbers(&bytes))
        #expect(pages > 3)
        // Already fixed by the writer: fixing again changes nothing.
        #expect(bytes == original)
        var offset = 0
        while offset < bytes.count {
            let serial = (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[offset + 14 + $1]) << (8 * UInt32($1)) }
            #expect(serial == OggPages.fixedSerialNumber)
            let stored = (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[offset + 22 + $1]) << (8 * UInt32($1)) }
            let segments = Int(bytes[offset + 26])
            let length = 27 + segments + (0..<segments).reduce(0) { $0 + Int(bytes[offset + 27 + $1]) }
            var page = Array(bytes[offset..<(offset + length)])
            for index in 22..<26 { page[index] = 0 }
            #expect(page.withUnsafeBufferPointer { OggPages.crc($0) } == stored)
            offset += length
        }
        // And libsndfile still reads it.
        #expect(try AudioFileReader.read(path).frameCount == plan.frameCount)
    }

    @Test func dataThatIsNotOggIsRefused() {
        var riff = Array("RIFF0000WAVEfmt ".utf8)
        #expect(OggPages.fixSerialNumbers(&riff) == nil)
        var truncated: [UInt8] = Array("OggS".utf8) + [0, 2] + Array(repeating: 0, count: 20) + [1, 200]
        #expect(OggPages.fixSerialNumbers(&truncated) == nil)
    }

    @Test func aFileIsFixedAPartAtATimeStoppingBeforeAPageThatDoesNotEndInThePart() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let plan = try AudioGraphPlan(series: Fixtures.demo, window: Fixtures.sixWeeks, options: Fixtures.options())
        let path = folder.appendingPathComponent("graph.ogg").path
        try AudioFileWriter(format: .ogg).write(AudioRenderer().render(plan), to: path)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        // Half the file: the whole pages in it are fixed, the page cut in two is left for later.
        let half = bytes.count / 2
        let fixed = try #require(OggPages.fixWholePages(&bytes, count: half))
        #expect(fixed.length <= half && fixed.length > 0 && fixed.pages > 0)
        #expect(bytes[fixed.length..<(fixed.length + 4)] == [0x4F, 0x67, 0x67, 0x53])
        let rest = try #require(OggPages.fixWholePages(&bytes, count: bytes.count))
        #expect(rest.length == bytes.count)
        // Not a page where one should start.
        var garbage = bytes
        garbage[fixed.length] = 0
        #expect(OggPages.fixWholePages(&garbage, count: garbage.count).map(\.length) == nil)
        #expect(OggPages.longestPage == 65_307)
    }
}
