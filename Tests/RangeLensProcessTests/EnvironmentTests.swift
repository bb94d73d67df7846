import CommandTestSupport
import Foundation
import Testing

/// Issue 11, case 2 (and the Chinese locales of case 10): the environment is input too.
@Suite("The environment is input too")
struct EnvironmentTests {
    static let hostile: [String] = [
        "aaaaaaaaaaaa",
        "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
        "en_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
        "12345678901234",
        "x-aaaaaaaaaaaaaaa",
        "../../../../etc/passwd",
        "de_DE.\u{1}\u{2}",
        "en US",
        "\u{202E}ar",
        // Found by the environment fuzz target: an extension keyword ICU does not know made
        // Foundation's date formatter crash.
        "de-u-nu-arabswd",
    ]

    @Test(
        "a locale variable of any shape never crashes, and an unusable one is ignored with a note",
        arguments: ["LC_ALL", "LC_MESSAGES", "LANG"])
    func hostileLocaleVariables(name: String) throws {
        for value in Self.hostile {
            for extra in [[], ["--locale", "en"]] {
                let result = try CommandRunner.runProcess(
                    ["summary", "--demo-end", "2026-11-29"] + extra, environment: [name: value])
                #expect(result.status == 0, "\(name)=\(value): \(result.status) \(result.error)")
                #expect(result.output.hasPrefix("Average 7,514 steps a day"), "\(name)=\(value)")
                #expect(result.error.contains("note: \(name) holds"), "\(name)=\(value): \(result.error)")
                #expect(!result.error.contains("\u{1}"))
            }
        }
    }

    @Test(
        "every command survives a twelve-letter LC_ALL",
        arguments: [
            ["explore", "--keys", "left", "--demo-end", "2026-11-29"], ["stats", "--demo-end", "2026-11-29"],
            ["timer", "--seconds", "90"], ["copy", "--key", "range.readout"],
            ["check", "Localizations/TimerDial.xcstrings"], ["--help"],
        ])
    func everyCommand(arguments: [String]) throws {
        let result = try CommandRunner.runProcess(
            arguments, environment: ["LC_ALL": "aaaaaaaaaaaa"], in: CommandRunner.repositoryRoot)
        #expect(result.status == 0, "\(arguments): \(result.error)")
    }

    @Test("usable locales that are not shipped (Turkish, Klingon) fall back to English quietly")
    func unshippedLocales() throws {
        for value in ["tr_TR.UTF-8", "tr", "tlh", "C.UTF-8", "POSIX"] {
            let result = try CommandRunner.runProcess(
                ["summary", "--demo-end", "2026-11-29"], environment: ["LANG": value])
            #expect(result.status == 0, "\(value): \(result.error)")
            #expect(result.output.hasPrefix("Average 7,514 steps a day"))
            #expect(!result.error.contains("note:"), "\(value): \(result.error)")
        }
    }

    @Test("a TZ of any shape never crashes, and an unusable one is ignored with a note")
    func hostileTimeZone() throws {
        for value in [
            "garbage", String(repeating: "a", count: 300), ":/nonexistent", "../../etc/passwd", "Europe/Berlin\u{7}",
        ] {
            let result = try CommandRunner.runProcess(
                ["summary", "--demo-end", "2026-11-29"], environment: ["TZ": value])
            #expect(result.status == 0, "\(value): \(result.error)")
            #expect(result.output.hasPrefix("Average 7,514 steps a day"))
        }
        let noted = try CommandRunner.runProcess(
            ["summary", "--demo-end", "2026-11-29"], environment: ["TZ": "../../etc/passwd"])
        #expect(noted.error.contains("note: TZ holds"))
    }

    @Test("a hostile --locale is refused as an unknown locale, never a crash")
    func hostileLocaleOption() throws {
        for value in [
            "aaaaaaaaaaaa", "en_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", String(repeating: "a", count: 300), "en\u{1}",
            "en-US-aaaaaaaaa", "de-u-nu-arabswd",
        ] {
            let result = try CommandRunner.runProcess(["summary", "--demo-end", "2026-11-29", "--locale", value])
            #expect(result.status == 64, "\(value): \(result.error)")
            #expect(result.error.contains("unknown locale"))
        }
    }

    @Test(
        "zh_CN.UTF-8 and zh-CN reach the Simplified Chinese copy; Taiwan's Chinese does not",
        arguments: [
            ["LC_ALL": "zh_CN.UTF-8"], ["LANG": "zh_CN.UTF-8"], ["LANG": "zh_SG"], ["LANG": "zh"],
        ])
    func simplifiedChinese(environment: [String: String]) throws {
        let result = try CommandRunner.runProcess(["summary", "--demo-end", "2026-11-29"], environment: environment)
        let simplified = try CommandRunner.runProcess(["summary", "--demo-end", "2026-11-29", "--locale", "zh-Hans"])
        #expect(result.status == 0)
        #expect(result.output == simplified.output, "\(environment): \(result.output)")
        #expect(result.output.contains("7,514步"))
    }

    @Test("--locale zh-CN is the Simplified copy with China's formats; zh-TW is not shipped")
    func chineseOption() throws {
        let simplified = try CommandRunner.runProcess(["summary", "--demo-end", "2026-11-29", "--locale", "zh-CN"])
        let hans = try CommandRunner.runProcess(["summary", "--demo-end", "2026-11-29", "--locale", "zh-Hans"])
        #expect(simplified.status == 0)
        #expect(simplified.output == hans.output)
        #expect(simplified.output.contains("7,514步"))
        let traditional = try CommandRunner.runProcess(["summary", "--demo-end", "2026-11-29", "--locale", "zh-TW"])
        #expect(traditional.status == 64)
        let fromEnvironment = try CommandRunner.runProcess(
            ["summary", "--demo-end", "2026-11-29"], environment: ["LANG": "zh_TW.UTF-8"])
        #expect(fromEnvironment.output.hasPrefix("Average 7,514 steps a day"))
    }
}
