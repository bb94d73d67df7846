import Testing

@testable import AudioGraph

@Suite struct AudioFileFormatTests {
    @Test(arguments: [
        ("graph.wav", AudioFileFormat.wav), ("GRAPH.WAVE", .wav), ("a.b/graph.flac", .flac), ("graph.ogg", .ogg),
        ("graph.OGA", .ogg),
    ])
    func theExtensionNamesTheFormat(path: String, format: AudioFileFormat) {
        #expect(AudioFileFormat(pathExtensionOf: path) == format)
        #expect((try? AudioFileFormat.resolve(path: path)) == format)
    }

    @Test(arguments: ["graph.mp3", "graph", ".wav", "folder.wav/graph", "graph."])
    func anUnknownExtensionIsAnUnknownFormat(path: String) {
        #expect(AudioFileFormat(pathExtensionOf: path) == nil)
        #expect {
            try AudioFileFormat.resolve(path: path)
        } throws: { error in
            guard case .unknownFormat(let named, _) = error as? AudioGraphError else { return false }
            return named == path
        }
    }

    @Test func aNamedFormatIsUsedWhereTheExtensionDoesNotSayOrAgrees() throws {
        #expect(try AudioFileFormat.resolve(path: "graph.bin", named: "Vorbis") == .ogg)
        #expect(try AudioFileFormat.resolve(path: "graph.ogg", named: "Vorbis") == .ogg)
        #expect(try AudioFileFormat.resolve(path: "graph", named: "flac") == .flac)
        #expect(try AudioFileFormat.resolve(path: "-", named: "wav") == .wav)
        #expect(throws: AudioGraphError.unknownFormat(path: "graph.wav", found: "mp3")) {
            try AudioFileFormat.resolve(path: "graph.wav", named: "mp3")
        }
    }

    @Test func aNamedFormatThatTheExtensionContradictsIsRefused() {
        // `-o b.wav --format ogg` would write Ogg into a file named .wav.
        #expect {
            try AudioFileFormat.resolve(path: "b.wav", named: "ogg")
        } throws: { error in
            (error as? AudioGraphError) == .formatDisagrees(path: "b.wav", named: "ogg", byName: .wav, format: .ogg)
                && "\(error)".contains("expected wav, as the name b.wav says")
        }
    }
}
