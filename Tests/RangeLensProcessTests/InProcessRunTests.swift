import CommandTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `CommandRunner.run` runs the tool inside the test process: it must give what the binary
/// gives, and leave the process as it found it.
@Suite("Runs inside the test process")
struct InProcessRunTests {
    /// A signal's disposition, as a number to compare.
    static func disposition(of signalNumber: Int32) -> UInt {
        var action = sigaction()
        sigaction(signalNumber, nil, &action)
        return unsafeBitCast(action.__sigaction_handler.sa_handler, to: UInt.self)
    }

    static let runs: [(arguments: [String], environment: [String: String])] = [
        (["summary", "--demo-end", "2026-11-29"], ["LC_ALL": "aaaaaaaaaaaa", "TZ": "garbage"]),
        (["summary", "--demo-end", "2026-11-29", "--locale", "ar", "--time-zone", "Asia/Tokyo"], [:]),
        (["explore", "--keys", "left widen", "--demo-end", "2026-11-29"], ["LANG": "de_DE.UTF-8"]),
        (["summary", "/nonexistent/steps.csv"], [:]),
        (["summary", "--lst", "3"], [:]),
        (["timer", "--seconds", "90"], [:]),
        (["help", "--man"], [:]),
    ]

    @Test("an in-process run changes no environment variable, folder, signal handler or standard stream")
    func leavesTheProcessAsItWas() throws {
        let environment = ProcessInfo.processInfo.environment
        let folder = FileManager.default.currentDirectoryPath
        let signals = [SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGQUIT].map(Self.disposition(of:))
        let terminal = isatty(STDIN_FILENO)
        for run in Self.runs {
            _ = try CommandRunner.run(run.arguments, environment: run.environment)
        }
        #expect(ProcessInfo.processInfo.environment == environment)
        #expect(FileManager.default.currentDirectoryPath == folder)
        #expect([SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGQUIT].map(Self.disposition(of:)) == signals)
        #expect(isatty(STDIN_FILENO) == terminal)
    }

    @Test("an in-process run prints and ends as the binary does", arguments: runs.map(\.arguments))
    func sameAsTheBinary(arguments: [String]) throws {
        let environment = Self.runs.first { $0.arguments == arguments }?.environment ?? [:]
        let inside = try CommandRunner.run(arguments, environment: environment)
        let outside = try CommandRunner.runProcess(arguments, environment: environment)
        #expect(inside.status == outside.status)
        #expect(inside.output == outside.output)
        #expect(inside.error == outside.error)
    }
}
