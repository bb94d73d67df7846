import CommandTestSupport
import Foundation
import Testing

@Suite("rangelens timer")
struct TimerCommandTests {
    @Test("timer says the time left and the phase, the readout and the actions, and no keyboard hint")
    func countdown() throws {
        let result = try CommandRunner.run(["timer", "--seconds", "90", "--phase", "running", "--locale", "en"])
        #expect(result.status == 0)
        #expect(
            result.lines == ["Timer", "1 minute and 30 seconds remaining", "1:30", "Remaining", "Pause", "Restart"])
        #expect(!result.output.contains("arrow"))
    }

    static let hints: [(locale: String, word: String)] = [("en", "arrow"), ("de", "Pfeil"), ("fr", "flèche")]

    @Test(
        "No keyboard hint for keys the command does not take, as text or JSON; the help says what to do instead",
        arguments: hints)
    func noKeyboardHint(locale: String, word: String) throws {
        let deck = try CommandRunner.run(["copy", "--key", "timer.hint", "--locale", locale])
        #expect(
            deck.output.localizedCaseInsensitiveContains(word), "the catalog's hint names the \(word)s: \(deck.output)")
        for arguments in [
            ["--seconds", "90"], ["--seconds", "90", "--format", "json"], ["--progress", "0.5", "--format", "json"],
            ["--run", "1", "--clock-rate", "100"],
        ] {
            let result = try CommandRunner.run(["timer", "--locale", locale] + arguments)
            #expect(result.status == 0)
            #expect(!result.output.localizedCaseInsensitiveContains(word), "\(arguments): \(result.output)")
            #expect(!result.output.contains("\"hint\""), "\(arguments): \(result.output)")
        }
        let help = try CommandRunner.run(["timer", "--help"])
        #expect(
            help.output.contains("It takes no keys: give the time and phase as options, or --run to hear a countdown."))
    }

    @Test("A finished timer says Done alone, with no time left, whatever seconds are given")
    func done() throws {
        for seconds in ["0", "30"] {
            let result = try CommandRunner.run(["timer", "--seconds", seconds, "--phase", "done"])
            #expect(result.lines == ["Timer", "Done", "0:00", "Done", "Restart", "Reset"])
        }
        let running = try CommandRunner.run(["timer", "--seconds", "0", "--phase", "running", "--format", "json"])
        let json = try FileInputTests.jsonObject(running.output)
        #expect(json["value"] as? String == "Done" && json["seconds"] as? Int == 0)
        let german = try CommandRunner.run(["timer", "--seconds", "61", "--locale", "de"])
        #expect(german.lines[1] == "eine Minute und eine Sekunde, bereit")
    }

    @Test(
        "Progress is never 100 percent before complete nor 0 percent once started",
        arguments: [
            ("0.72", "72 percent", "72%"), ("0.999", "99 percent", "99%"), ("0.004", "1 percent", "1%"),
            ("1", "100 percent", "100%"),
            ("0", "0 percent", "0%"),
        ])
    func progress(fraction: String, spoken: String, written: String) throws {
        let result = try CommandRunner.run(["timer", "--progress", fraction])
        #expect(result.lines == ["Progress", spoken, written])
    }

    @Test("timer --run announces at the useful moments only and ends with Done")
    func run() throws {
        let result = try CommandRunner.run(["timer", "--run", "75", "--clock-rate", "2000"])
        #expect(result.status == 0)
        #expect(
            result.lines == [
                "1 minute and 15 seconds remaining", "1 minute remaining", "30 seconds remaining",
                "10 seconds remaining",
                "5 seconds remaining", "4 seconds remaining", "3 seconds remaining", "2 seconds remaining",
                "1 second remaining", "Done",
            ])
    }

    @Test(
        "Conflicting or out-of-range options are refused",
        arguments: [
            ["timer", "--seconds", "5", "--progress", "0.5"], ["timer", "--progress", "1.5"], ["timer"],
            ["timer", "--phase", "done"],
        ])
    func refusals(arguments: [String]) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 64)
        #expect(result.output.isEmpty)
    }

    @Test("The help says the command takes no keys")
    func help() throws {
        let result = try CommandRunner.run(["timer", "--help"])
        #expect(result.status == 0)
        #expect(result.output.contains("takes no keys"))
        #expect(!result.output.contains("Up and down arrows"))
    }
}
