import Foundation
import Testing

@testable import AudioGraph

@Suite struct AudioGraphErrorTests {
    /// What a command line does with its options: parse, choose the format, plan, render, write.
    static func makeGraph(pitchRange: String, format: String?, output: String) throws {
        var options = Fixtures.options()
        options.pitchRange = try PitchRange(parsing: pitchRange)
        let writer = try AudioFileWriter(path: output, named: format)
        let plan = try AudioGraphPlan(series: Fixtures.demo, window: Fixtures.sixWeeks, options: options)
        try writer.write(AudioRenderer().render(plan), to: output)
    }

    /// Which kind of error a case is: a bad option or format, or an output that cannot be
    /// created (the command line gives them 64 and 73).
    static func kind(_ error: any Error) -> String? {
        switch error as? AudioGraphError {
        case .invalidOption, .unknownFormat, .formatDisagrees: "option"
        case .cannotCreateOutput: "output"
        default: nil
        }
    }

    @Test(
        arguments: [
            ("220:90000", nil, "graph.wav", "option"),
            ("A0:C4", nil, "graph.wav", "option"),
            ("C3:G9", nil, "graph.flac", "option"),
            ("C3:C6", nil, "graph.mp3", "option"),
            ("C3:C6", "aiff", "graph.wav", "option"),
            ("C3:C6", "ogg", "graph.wav", "option"),
            ("C3:C6", nil, "missing/graph.wav", "output"),
            ("C3:C6", "wav", "graph.wav/inside.wav", "output"),
        ] as [(String, String?, String, String)])
    func aBadOptionOrOutputGivesItsKindOfErrorAndWritesNothing(
        range: String, format: String?, output: String, kind: String
    )
        throws
    {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect {
            try Self.makeGraph(pitchRange: range, format: format, output: folder.appendingPathComponent(output).path)
        } throws: { error in
            Self.kind(error) == kind
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func everyErrorNamesWhatWasFoundAndWhatWasExpected() {
        let cases: [(AudioGraphError, String)] = [
            (
                .invalidOption(option: "pitch-range", found: "220:90000", expected: "a pitch up to E7"),
                "invalid value '220:90000' for pitch-range: expected a pitch up to E7"
            ),
            (
                .unknownFormat(path: "graph.mp3", found: ".mp3"),
                "graph.mp3: unknown audio format '.mp3': expected a name ending in .wav, .flac, .ogg or .oga, or a format of wav, flac or ogg"
            ),
            (
                .cannotCreateOutput(path: "out/graph.wav", reason: "the folder out does not exist"),
                "out/graph.wav: cannot create the output file: the folder out does not exist"
            ),
            (
                .inputOutput(path: "graph.wav", reason: "writing the wav file failed: File too large"),
                "graph.wav: writing the wav file failed: File too large"
            ),
            (.speechUnavailable(locale: "tlh", reason: "no voice"), "no speech for locale 'tlh': no voice"),
            (
                .libraryUnavailable(
                    library: "libsndfile.so.1",
                    reason: "libsndfile.so.1: cannot open shared object file: No such file or directory"),
                "the sound library libsndfile.so.1 cannot be loaded (libsndfile.so.1: cannot open shared object file: "
                    + "No such file or directory); install it, as the README's first command does"
            ),
            (
                .notPositive(sample: 12, value: 0, count: 3),
                "the logarithmic scale needs values above zero, but sample 12 is 0.0 (and 2 more at or below zero)"
            ),
            (
                .tooLong(path: "graph.wav", format: .wav, seconds: 30_000.2, limit: 24_347),
                "graph.wav: a wav file holds at most 24347 seconds of this audio, and the graph lasts 30001 seconds: "
                    + "write FLAC or Ogg, or group the samples"
            ),
        ]
        for (error, text) in cases { #expect(error.description == text) }
    }
}
