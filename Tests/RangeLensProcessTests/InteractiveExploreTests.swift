import CommandTestSupport
import Foundation
import Testing

/// Drives `rangelens explore` in a real terminal through tmux: keys go in with send-keys, the
/// screen comes back with capture-pane, and `stty -g` before and after shows whether the
/// terminal was restored.
@Suite("rangelens explore in a terminal", .serialized)
struct InteractiveExploreTests {
    /// A tmux server of its own for each test, so that tests never share a server.
    let socket = "rangelens-tests-\(UUID().uuidString.prefix(8))"

    /// Runs a tmux command and returns what it printed. It runs through `system`, with output
    /// to a file: the tmux server that `new-session` starts would hold a pipe open for its
    /// lifetime, and Foundation's `Process` does not reliably reap the daemonizing client.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: outputFile) }
        func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let command = (["tmux", "-L", socket] + arguments).map(quoted).joined(separator: " ")
        let status = system("\(command) > \(quoted(outputFile.path)) 2>/dev/null < /dev/null")
        if status != 0 { return "" }
        return (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
    }

    /// Waits until `condition` holds, polling; gives up after about ten seconds.
    func waitFor(_ what: String, _ condition: () throws -> Bool) throws {
        for _ in 0..<200 {
            if try condition() { return }
            usleep(50_000)
        }
        Issue.record("timed out waiting for \(what)")
    }

    func screen(_ session: String) throws -> [String] {
        try tmux(["capture-pane", "-p", "-t", session]).split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
    }

    /// Starts explore in a new tmux session and returns the session's name and its folder.
    func start() throws -> (session: String, folder: URL) {
        let folder = try CommandRunner.temporaryFolder()
        let script = folder.appendingPathComponent("run.sh")
        try """
        stty -g > '\(folder.path)/before'
        '\(CommandRunner.executable.path)' explore --demo-end 2026-11-29 --locale en-GB
        echo $? > '\(folder.path)/status.tmp'
        stty -g > '\(folder.path)/after'
        mv '\(folder.path)/status.tmp' '\(folder.path)/status'
        sleep 60
        """.write(to: script, atomically: true, encoding: .utf8)
        let session = "explore-\(UUID().uuidString.prefix(8))"
        try tmux([
            "new-session", "-d", "-s", session, "-x", "160", "-y", "40", "bash --norc --noprofile '\(script.path)'",
        ])
        try waitFor("the hint") { try screen(session).contains { $0.hasPrefix("Left and right arrows move a week.") } }
        return (session, folder)
    }

    func finish(_ session: String, _ folder: URL) throws -> (status: String, restored: Bool) {
        let statusFile = folder.appendingPathComponent("status")
        try waitFor("the program to end") { FileManager.default.fileExists(atPath: statusFile.path) }
        let status =
            (try? String(contentsOf: statusFile, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
            ?? ""
        let before = try? String(contentsOf: folder.appendingPathComponent("before"), encoding: .utf8)
        let after = try? String(contentsOf: folder.appendingPathComponent("after"), encoding: .utf8)
        try tmux(["kill-session", "-t", session])
        try? FileManager.default.removeItem(at: folder)
        return (status, before != nil && before == after)
    }

    @Test("Arrow keys, space and q step the window, announce each change and restore the terminal")
    func keysInATerminal() throws {
        let (session, folder) = try start()
        try tmux(["send-keys", "-t", session, "Left"])
        try waitFor("the move") { try screen(session).contains("12 October to 22 November, average 7,637 steps a day") }
        try tmux(["send-keys", "-t", session, "Up"])
        try waitFor("the widening") {
            try screen(session).contains { $0.hasPrefix("5 October to 22 November, average ") }
        }
        try tmux(["send-keys", "-t", session, "Space"])
        try waitFor("show all") {
            try screen(session).contains("30 November 2025 to 29 November 2026, average 8,048 steps a day")
        }
        try tmux(["send-keys", "-t", session, "Right"])
        try waitFor("the limit") { try screen(session).contains("End of the series") }
        try tmux(["send-keys", "-t", session, "q"])
        let lines = try screen(session).filter { !$0.isEmpty }
        let result = try finish(session, folder)
        #expect(result.status == "0")
        #expect(result.restored, "the terminal settings differ after the program ended")
        #expect(lines.first == "19 October to 29 November, average 7,514 steps a day")
        #expect(lines.count == 6)
        #expect(!lines.joined().contains("\u{1B}["), "escape sequences were echoed")
    }

    @Test("Ctrl-C ends the program and still restores the terminal")
    func controlC() throws {
        let (session, folder) = try start()
        try tmux(["send-keys", "-t", session, "C-c"])
        let result = try finish(session, folder)
        #expect(result.status == "130")
        #expect(result.restored, "the terminal settings differ after Ctrl-C")
    }

    @Test("After Ctrl-Z and fg the terminal is raw again, the range is said again, and keys act at once")
    func jobControl() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // An interactive shell, so that Ctrl-Z stops the job and fg continues it.
        let session = "jobs-\(UUID().uuidString.prefix(8))"
        try tmux(["new-session", "-d", "-s", session, "-x", "160", "-y", "40", "bash --norc --noprofile -i"])
        defer { _ = try? tmux(["kill-session", "-t", session]) }
        try waitFor("the shell") { try !screen(session).filter { !$0.isEmpty }.isEmpty }
        try tmux(["send-keys", "-t", session, "stty -g > '\(folder.path)/before'", "Enter"])
        try tmux([
            "send-keys", "-t", session,
            "'\(CommandRunner.executable.path)' explore --demo-end 2026-11-29 --locale en-GB", "Enter",
        ])
        try waitFor("the hint") { try screen(session).contains { $0.hasPrefix("Left and right arrows move a week.") } }
        try tmux(["send-keys", "-t", session, "C-z"])
        try waitFor("the stop") { try screen(session).contains { $0.contains("Stopped") } }
        // While stopped, the shell has the terminal as it was before the program.
        try tmux(["send-keys", "-t", session, "stty -g > '\(folder.path)/stopped'; fg", "Enter"])
        try waitFor("the range said again") {
            try screen(session).filter { $0 == "19 October to 29 November, average 7,514 steps a day" }.count == 2
        }
        try tmux(["send-keys", "-t", session, "Left"])
        try waitFor("the move") { try screen(session).contains("12 October to 22 November, average 7,637 steps a day") }
        try tmux(["send-keys", "-t", session, "q"])
        try tmux([
            "send-keys", "-t", session, "echo $? > '\(folder.path)/status'; stty -g > '\(folder.path)/after'", "Enter",
        ])
        let statusFile = folder.appendingPathComponent("after")
        try waitFor("the program to end") { FileManager.default.fileExists(atPath: statusFile.path) }
        usleep(200_000)
        let read = { (name: String) in try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) }
        #expect(read("status")?.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
        #expect(read("before") != nil && read("before") == read("stopped"), "the terminal was left raw while stopped")
        #expect(read("before") != nil && read("before") == read("after"), "the terminal settings differ at the end")
        let lines = try screen(session)
        #expect(!lines.joined().contains("^[["), "an arrow was echoed instead of read")
    }
}
