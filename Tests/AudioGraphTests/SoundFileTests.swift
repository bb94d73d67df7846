import Foundation
import Testing

@testable import AudioGraph

@Suite struct SoundFileTests {
    @Test func aFileWrittenInChunksReadsBackFrameForFrame() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("chunks.wav").path
        let descriptor = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o644)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        let samples = (0..<2_000).map { Float(($0 % 200) - 100) / 256 }
        var file = try SoundFile(
            writingTo: descriptor, format: .wav, sampleRate: 22_050, channelCount: 2, vorbisQuality: 0.5)
        try samples.withUnsafeBufferPointer { buffer in
            try file.write(UnsafeBufferPointer(rebasing: buffer[0..<600]))
            try file.write(UnsafeBufferPointer(rebasing: buffer[600..<2_000]))
        }
        try file.finish()
        var reader = try SoundFile(readingFrom: path)
        #expect(reader.frameCount == 1_000)
        #expect(reader.sampleRate == 22_050)
        #expect(reader.channelCount == 2)
        #expect(reader.format == .wav)
        var decoded = [Float](repeating: 0, count: 2_000)
        let frames = try decoded.withUnsafeMutableBufferPointer { try reader.read(into: $0) }
        #expect(frames == 1_000)
        // Exactly representable in 16 bits, so exactly recovered (to the 32767/32768 scale).
        for index in samples.indices { #expect(abs(decoded[index] - samples[index]) < 1e-4) }
        try reader.finish()
    }

    @Test func openingAMissingFileForReadingFailsWithLibsndfilesMessage() {
        #expect {
            _ = try SoundFile(readingFrom: "/nonexistent/graph.wav")
        } throws: { error in
            guard let failure = error as? SoundFileFailure else { return false }
            return failure.operation == "opening" && !failure.message.isEmpty
        }
    }

    @Test func aWriteToADescriptorThatCannotBeWrittenIsReported() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("read-only.wav").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        // A descriptor opened for reading only: libsndfile's first write of the header fails.
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        #expect(throws: SoundFileFailure.self) {
            var file = try SoundFile(
                writingTo: descriptor, format: .wav, sampleRate: 44_100, channelCount: 1, vorbisQuality: 0.5)
            let samples = [Float](repeating: 0.25, count: 100_000)
            try samples.withUnsafeBufferPointer { try file.write($0) }
            try file.finish()
        }
    }

    @Test func aFormatLibsndfileCannotWriteIsRefusedBeforeWriting() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let descriptor = open(folder.appendingPathComponent("nine.flac").path, O_RDWR | O_CREAT, 0o644)
        defer { close(descriptor) }
        #expect {
            _ = try SoundFile(
                writingTo: descriptor, format: .flac, sampleRate: 44_100, channelCount: 9, vorbisQuality: 0.5)
        } throws: { error in
            (error as? SoundFileFailure)?.message.contains("9 channels") == true
        }
    }
}
