import SeriesIO
import Synchronization

/// Standard streams in memory: standard input given as bytes, standard output and standard
/// error kept, for a command run inside another program (the tests).
final class CapturedStreams: StandardStreams {
    private struct State {
        var input: [UInt8]
        var inputRead = 0
        var output: [UInt8] = []
        var error: [UInt8] = []
    }

    private let state: Mutex<State>

    init(input: [UInt8]) {
        state = Mutex(State(input: input))
    }

    /// What was written to standard output.
    var output: [UInt8] { state.withLock { $0.output } }
    /// What was written to standard error.
    var error: [UInt8] { state.withLock { $0.error } }

    func writeOutput(_ text: String) {
        state.withLock { $0.output += Array(text.utf8) }
    }

    func writeError(_ text: String) {
        state.withLock { $0.error += Array(text.utf8) }
    }

    func readByte() -> UInt8? {
        state.withLock { state in
            guard state.inputRead < state.input.count else { return nil }
            defer { state.inputRead += 1 }
            return state.input[state.inputRead]
        }
    }

    func readKey() -> KeyInput {
        readByte().map(KeyInput.byte) ?? .end
    }

    func readByte(within milliseconds: Int32) -> UInt8? {
        readByte()
    }

    var isProcessOutput: Bool { false }

    func seriesBytes() throws(SeriesReadError) -> [UInt8] {
        state.withLock { state in
            defer { state.inputRead = state.input.count }
            return Array(state.input[state.inputRead...])
        }
    }
}
