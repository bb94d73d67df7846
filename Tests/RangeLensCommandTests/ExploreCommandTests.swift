import CommandTestSupport
import Foundation
import Testing

@Suite("rangelens explore")
struct ExploreCommandTests {
    static let demo = ["--demo-end", "2026-11-29", "--locale", "en-GB"]

    @Test("--keys takes each action and prints one announcement a line")
    func keys() throws {
        let result = try CommandRunner.run(["explore", "--keys", "left left widen narrow all back right"] + Self.demo)
        #expect(result.status == 0)
        #expect(
            result.lines == [
                "19 October to 29 November, average 7,514 steps a day",
                "12 October to 22 November, average 7,637 steps a day",
                "5 October to 15 November, average 7,651 steps a day",
                "28 September to 15 November, average 7,530 steps a day",
                "5 October to 15 November, average 7,651 steps a day",
                "30 November 2025 to 29 November 2026, average 8,048 steps a day",
                "5 October to 15 November, average 7,651 steps a day",
                "12 October to 22 November, average 7,637 steps a day",
            ])
    }

    @Test("A step that cannot move says why instead of staying silent")
    func limits() throws {
        let result = try CommandRunner.run(
            ["explore", "--keys", "right narrow narrow narrow narrow narrow narrow all widen back back"] + Self.demo)
        #expect(result.lines[1] == "End of the series")
        #expect(result.lines.contains("Shortest range, 7 days"))
        #expect(result.lines[9] == "Showing everything")
        #expect(result.lines.last == "No earlier range to go back to")
    }

    @Test("Without a terminal, actions are read as words from standard input")
    func standardInput() throws {
        let result = try CommandRunner.run(["explore"] + Self.demo, input: "left\nwiden\nvalue\nquit\nleft\n")
        #expect(result.status == 0)
        #expect(result.lines.count == 4)
        #expect(result.lines[3] == result.lines[2])
    }

    @Test("In Arabic the left arrow moves later and the right arrow earlier")
    func rightToLeft() throws {
        let arabic = ["--demo-end", "2026-11-29", "--locale", "ar"]
        let left = try CommandRunner.run(["explore", "--keys", "left"] + arabic)
        let right = try CommandRunner.run(["explore", "--keys", "right"] + arabic)
        let earlier = try CommandRunner.run(["explore", "--keys", "earlier"] + arabic)
        #expect(left.status == 0 && right.status == 0)
        // The window ends at the latest day, so later is refused and earlier moves.
        #expect(left.lines.count == 2 && !left.lines[1].contains("٢٠") && !left.lines[1].contains("2026"))
        #expect(right.lines[1] == earlier.lines[1])
        #expect(right.lines[1] != right.lines[0])
        let endOfSeries = try CommandRunner.run(["explore", "--keys", "later"] + arabic)
        #expect(left.lines[1] == endOfSeries.lines[1])
    }

    @Test("An unknown action is bad usage")
    func unknownAction() throws {
        let result = try CommandRunner.run(["explore", "--keys", "left sideways"] + Self.demo)
        #expect(result.status == 64)
        #expect(result.error.contains("unknown action 'sideways'"))
        #expect(result.output.isEmpty)
    }

    @Test("JSON lines carry the action, the limit and the window")
    func jsonLines() throws {
        let result = try CommandRunner.run(["explore", "--keys", "right", "--format", "json"] + Self.demo)
        let objects = try result.lines.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(objects.count == 2)
        #expect(objects[1]?["limit"] as? String == "endOfSeries")
        #expect(objects[1]?["moved"] as? Bool == false)
    }
}
