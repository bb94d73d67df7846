import Foundation
import Testing

@testable import AudioGraph

@Suite struct AudioFileWriterTests {
    static func sixWeekAudio(_ change: (inout AudioGraphOptions) -> Void = { _ in }) throws -> RenderedAudio {
        let plan = try AudioGraphPlan(
            series: Fixtures.demo, window: Fixtures.sixWeeks, options: Fixtures.options(change))
        return AudioRenderer().render(plan)
    }

    /// The names in a folder, hidden ones included.
    static func contents(of folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test(arguments: AudioFileFormat.allCases)
    func twoWritesOfTheSameAudioAreByteForByteTheSame(format: AudioFileFormat) throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let audio = try Self.sixWeekAudio()
        let first = folder.appendingPathComponent("first.\(format.fileExtension)").path
        let second = folder.appendingPathComponent("second.\(format.fileExtension)").path
        try AudioFileWriter(format: format).write(audio, to: first)
        // A second writer, later: nothing in the bytes may depend on the time or the run.
        Thread.sleep(forTimeInterval: 1.1)
        try AudioFileWriter(format: format).write(audio, to: second)
        let firstBytes = try Data(contentsOf: URL(fileURLWithPath: first))
        #expect(firstBytes.count > 10_000)
        #expect(firstBytes == (try Data(contentsOf: URL(fileURLWithPath: second))))
        #expect(try Self.contents(of: folder) == ["first.\(format.fileExtension)", "second.\(format.fileExtension)"])
    }

    @Test(arguments: AudioFileFormat.allCases)
    func aWrittenFileDecodesBackToTheSameLengthRateAndChannels(format: AudioFileFormat) throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let audio = try Self.sixWeekAudio()
        let path = folder.appendingPathComponent("graph.\(format.fileExtension)").path
        try AudioFileWriter(format: format).write(audio, to: path)
        let decoded = try AudioFileReader.read(path)
        #expect(decoded.format == format)
        #expect(decoded.frameCount == audio.frameCount)
        #expect(decoded.sampleRate == 44_100)
        #expect(decoded.channelCount == 2)
        // Lossless formats are the audio to 16 bits; Vorbis is close to it.
        var error = 0.0
        var squares = 0.0
        for index in audio.samples.indices {
            let difference = Double(abs(audio.samples[index] - decoded.samples[index]))
            error = max(error, difference)
            squares += difference * difference
        }
        #expect(error < (format == .ogg ? 0.1 : 1.0 / 16_384))
        #expect((squares / Double(audio.samples.count)).squareRoot() < (format == .ogg ? 0.005 : 1.0 / 32_768))
    }

    @Test func theWAVFileIs16BitPCMWithoutAPeakChunk() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let audio = try Self.sixWeekAudio()
        let path = folder.appendingPathComponent("graph.wav").path
        try AudioFileWriter(format: .wav).write(audio, to: path)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(bytes.prefix(4) == Data("RIFF".utf8))
        #expect(bytes[8..<12] == Data("WAVE".utf8))
        #expect(bytes.range(of: Data("PEAK".utf8)) == nil)
        // fmt: PCM (1), 2 channels, 44100 Hz, 16 bits.
        let format = try #require(bytes.range(of: Data("fmt ".utf8)))
        let fields = bytes[(format.upperBound + 4)...]
        func integer(_ offset: Int, _ size: Int) -> Int {
            (0..<size).reduce(0) { $0 | Int(fields[fields.startIndex + offset + $1]) << (8 * $1) }
        }
        #expect(integer(0, 2) == 1)
        #expect(integer(2, 2) == 2)
        #expect(integer(4, 4) == 44_100)
        #expect(integer(14, 2) == 16)
        #expect(bytes.count == 44 + audio.frameCount * 4)
    }

    @Test(arguments: AudioFileFormat.allCases)
    func aStreamWrittenABlockAtATimeIsTheSameFileAsTheWholeAudio(format: AudioFileFormat) throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let plan = try AudioGraphPlan(
            series: Fixtures.demo, window: Fixtures.sixWeeks, options: Fixtures.options { $0.style = .continuous })
        let whole = folder.appendingPathComponent("whole.\(format.fileExtension)")
        let streamed = folder.appendingPathComponent("streamed.\(format.fileExtension)")
        try AudioFileWriter(format: format).write(AudioRenderer().render(plan), to: whole.path)
        var stream = AudioRenderer().stream(plan)
        try AudioFileWriter(format: format).write(&stream, to: streamed.path)
        #expect(try Data(contentsOf: whole) == Data(contentsOf: streamed))
    }

    @Test func aGraphLongerThanAWAVFileCanHoldIsRefusedBeforeAnythingIsCreated() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Four bytes a stereo frame: 2^32 bytes is about 6 hours 45 minutes at 44.1 kHz.
        #expect(AudioFileWriter.longestWAV(channelCount: 2) == (Int(UInt32.max) - 44) / 4)
        let frames = AudioFileWriter.longestWAV(channelCount: 2) + 1
        var offset = 0
        let path = folder.appendingPathComponent("long.wav").path
        #expect {
            // Not a real graph: a source that says how long it is and is never asked for a block.
            try AudioFileWriter(format: .wav).write(
                channelCount: 2, sampleRate: 44_100, frameCount: frames, to: try AudioFileWriter.target(path)
            ) { _ in
                offset += 1
                return 0
            }
        } throws: { error in
            guard case .tooLong(_, .wav, let seconds, let limit) = error as? AudioGraphError else { return false }
            return seconds > limit && limit > 6.7 * 3_600 && limit < 6.8 * 3_600
        }
        #expect(offset == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func theFormatComesFromTheOptionOrTheExtension() throws {
        #expect(try AudioFileWriter(path: "a/graph.FLAC").format == .flac)
        #expect(try AudioFileWriter(path: "graph.oga").format == .ogg)
        #expect(try AudioFileWriter(path: "graph.bin", named: "wav").format == .wav)
        #expect {
            try AudioFileWriter(path: "graph.mp3")
        } throws: { error in
            (error as? AudioGraphError) == .unknownFormat(path: "graph.mp3", found: ".mp3")
        }
        #expect(throws: AudioGraphError.self) { try AudioFileWriter(path: "graph.wav", named: "aiff") }
        // A name of one format with another asked for would put Ogg in a `.wav`.
        #expect {
            try AudioFileWriter(path: "b.wav", named: "ogg")
        } throws: { error in
            (error as? AudioGraphError) == .formatDisagrees(path: "b.wav", named: "ogg", byName: .wav, format: .ogg)
        }
        #expect(throws: AudioGraphError.self) { try AudioFileWriter(path: "graph") }
    }

    @Test func anOutputInAMissingFolderIsRefusedAndNothingIsWritten() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("missing/graph.wav").path
        #expect {
            try AudioFileWriter(format: .wav).write(try Self.sixWeekAudio(), to: path)
        } throws: { error in
            guard let error = error as? AudioGraphError, case .cannotCreateOutput(let named, let reason) = error else {
                return false
            }
            return named == path && reason.contains("does not exist")
        }
        #expect(try Self.contents(of: folder).isEmpty)
    }

    @Test func anOutputUnderAFileOrOnAFolderIsRefusedAndNothingIsWritten() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("file.txt")
        try Data("older".utf8).write(to: file)
        for path in [file.path + "/graph.wav", folder.path] {
            #expect {
                try AudioFileWriter(format: .wav).write(try Self.sixWeekAudio(), to: path)
            } throws: { error in
                guard case .cannotCreateOutput = error as? AudioGraphError else { return false }
                return true
            }
        }
        #expect(try Self.contents(of: folder) == ["file.txt"])
        #expect(try Data(contentsOf: file) == Data("older".utf8))
    }

    @Test func aFailedEncodingLeavesTheOlderFileUntouchedAndNoTemporaryFile() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("graph.flac")
        try Data("older graph".utf8).write(to: path)
        // FLAC has no 700 kHz: libsndfile's encoder refuses once the temporary file exists.
        let samples = [Float](repeating: 0.1, count: 2 * 1_000)
        #expect {
            try samples.withUnsafeBufferPointer { samples in
                try AudioFileWriter(format: .flac).write(
                    samples: samples, channelCount: 2, sampleRate: 700_000, to: path.path)
            }
        } throws: { error in
            guard case .cannotCreateOutput(_, let reason) = error as? AudioGraphError else { return false }
            return reason.contains("sample rate")
        }
        #expect(try Data(contentsOf: path) == Data("older graph".utf8))
        #expect(try Self.contents(of: folder) == ["graph.flac"])
    }

    @Test func aWriteThatRunsOutOfSpaceLeavesTheOlderFileUntouchedAndNoTemporaryFile() async throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("graph.wav").path
        try Data("older graph".utf8).write(to: URL(fileURLWithPath: path))
        // In a child process limited to 64 KiB files, so the write fails part way (EFBIG) as it
        // would on a full disk; the child exits 74 for an input/output error.
        await #expect(processExitsWith: .exitCode(74)) { [path = path as String] in
            var limit = rlimit(rlim_cur: 65_536, rlim_max: 65_536)
            _ = setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit)
            signal(SIGXFSZ, SIG_IGN)
            do {
                try AudioFileWriter(format: .wav).write(try AudioFileWriterTests.sixWeekAudio(), to: path)
                exit(0)
            } catch let error as AudioGraphError {
                guard case .inputOutput(_, let reason) = error else { exit(1) }
                // The system's reason in words, not libsndfile's "System error : …".
                exit(reason.contains("larger than the system allows") ? 74 : 2)
            } catch {
                exit(1)
            }
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("older graph".utf8))
        #expect(try Self.contents(of: folder) == ["graph.wav"])
    }

    @Test func aSuccessfulWriteReplacesTheOlderFile() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("graph.flac")
        try Data("older graph".utf8).write(to: path)
        try AudioFileWriter(format: .flac).write(try Self.sixWeekAudio(), to: path.path)
        #expect(try Data(contentsOf: path).prefix(4) == Data("fLaC".utf8))
        #expect(try Self.contents(of: folder) == ["graph.flac"])
    }
}
