import CommandTestSupport
import Foundation
import Testing

/// Issue 24's "done when", as a sweep: what `summary --describe --range-value --table`,
/// `explore`, `stats`, `timer` and `audio --cues` print on real-shaped data (negatives, grouped
/// numbers, another year, hours, quarters, temperatures) in every spoken locale carries none of
/// the forms a speech engine misreads. `HeardNumbersTests` hears each form through espeak-ng;
/// this sweep finds them wherever the commands put a number, a date or a time.
@Suite("Spoken output in every locale")
struct HeardOutputTests {
    /// The locales RangeLens speaks, from the catalogs (Japanese and Chinese are refused for
    /// speech, see `HeardNumbersTests.refusedForSpeech`).
    static let locales = HeardNumbersTests.spokenLocales

    /// Real-shaped series: grouped and negative values in 2015, quarters across zero, an
    /// evening of hours below and above zero, a year of temperatures from 2016.
    static func files(in folder: URL) throws -> [String] {
        var big = "date,balance\n"
        let values = [178_820, -5_600, 1_565_632.5, 8_112, -0.5, 2.3, 100_000, 21, 1_000]
        for day in 0..<60 {
            let date = Calendar(identifier: .gregorian).date(
                byAdding: .day, value: day,
                to: DateComponents(calendar: .init(identifier: .gregorian), year: 2015, month: 10, day: 1).date!)!
            big += "\(date.formatted(.iso8601.year().month().day())),\(values[day % 9] * (1 + Double(day) / 100))\n"
        }
        var quarters = "quarter,gdp\n"
        for year in 2008...2012 {
            for quarter in 0..<4 {
                quarters +=
                    "\(year)-\(String(format: "%02d", quarter * 3 + 1))-01,\(-1_200 + (year - 2008) * 800 + quarter * 155)\n"
            }
        }
        var evening = "time,kWh\n"
        for day in 20...22 {
            for hour in 17...23 {
                evening += "2026-11-\(day)T\(hour):00:00,\(-3.5 + Double(hour - 16) * 1.5 + Double(day - 20))\n"
            }
        }
        var temperatures = "date,temperature °C\n"
        for day in 0..<400 {
            let date = Date(timeIntervalSince1970: 1_451_606_400 + Double(day) * 86_400)
            temperatures += "\(date.formatted(.iso8601.year().month().day())),\(-8 + Double(day % 37) * 0.7)\n"
        }
        var names: [String] = []
        for (name, text) in [
            ("big.csv", big), ("quarters.csv", quarters), ("evening.csv", evening), ("temperatures.csv", temperatures),
        ] {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
            names.append(folder.appendingPathComponent(name).path)
        }
        return names
    }

    /// What in a spoken line a speech engine would misread, by name; empty when nothing is.
    static func misread(_ line: String, locale: String) -> [String] {
        var found: [String] = []
        func has(_ pattern: String) -> Bool { line.range(of: pattern, options: .regularExpression) != nil }
        if has(#"\d[\x{202F}\x{00A0}]\d"#) { found.append("a number grouped with a no-break space") }
        if ["es-MX", "ar", "ar-EG", "ar-SA"].contains(locale), has(#"[0-9٠-٩][,٬][0-9٠-٩]{3}(?![0-9٠-٩])"#) {
            found.append("a grouping comma")
        }
        if has(#"(^|[\s(:،,])[-−‐]\s?[0-9٠-٩]"#) { found.append("a bare minus") }
        if has(#"[0-9٠-٩]:[0-9٠-٩]{2}"#) { found.append("clock digits") }
        if locale == "de", has(#"\b\d{1,2}\.\s"#) { found.append("a day's ordinal in digits") }
        if locale == "ar-SA", has(#"[0-9٠-٩]\s*م(\s|$|[،.])"#) { found.append("the era letter") }
        if locale.hasPrefix("en"), has(#"\b12\s?(AM|PM)"#) { found.append("12 AM or 12 PM") }
        if ["ar-EG", "ar-SA"].contains(locale), has("[٠-٩]٫[٠-٩]") { found.append("the Arabic decimal mark") }
        return found
    }

    @Test("No spoken line of the narration commands holds a form a speech engine misreads", arguments: locales)
    func narrationCommands(locale: String) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let today = ["--locale", locale, "--today", "2026-12-01"]
        var lines: [(command: String, line: String)] = []
        for file in try Self.files(in: folder) {
            let name = URL(fileURLWithPath: file).lastPathComponent
            for arguments in [
                ["summary", file, "--describe", "--range-value", "--table"],
                ["explore", file, "--keys", "left widen all back right"],
                ["stats", file], ["stats", file, "--value-format", "currency:USD"],
            ] {
                let result = try CommandRunner.run(arguments + today, input: "")
                #expect(result.status == 0, "\(arguments.joined(separator: " ")): \(result.error)")
                lines += result.lines.map { ("\(arguments[0]) \(name)", $0) }
            }
            let cues = folder.appendingPathComponent("\(name).vtt")
            let audio = try CommandRunner.run(
                ["audio", file, "-o", folder.appendingPathComponent("\(name).wav").path, "--cues", cues.path] + today)
            #expect(audio.status == 0, "audio \(name): \(audio.error)")
            // A caption's lines; the cue timings ("00:00:00.250 --> …") are not spoken.
            let captions = try String(contentsOf: cues, encoding: .utf8).split(separator: "\n").filter {
                !$0.contains("-->") && $0 != "WEBVTT"
            }
            lines += captions.map { ("audio --cues \(name)", String($0)) }
        }
        for seconds in [5, 21, 61, 3_600, 3_725, 7_322, 86_399] {
            let result = try CommandRunner.run(["timer", "--seconds", "\(seconds)", "--phase", "running"] + today)
            // The dial's written face ("1:02:05") is the third line, for the eye.
            lines += result.lines.enumerated().filter { $0.offset != 2 }.map { ("timer", $0.element) }
        }
        #expect(lines.count > 100, "\(lines.count) lines")
        for (command, line) in lines {
            let found = Self.misread(line, locale: locale)
            #expect(found.isEmpty, "\(locale) \(command): \(found.joined(separator: ", ")) in '\(line)'")
        }
    }

    @Test("The sweep finds each form it looks for")
    func sweepFindsForms() {
        #expect(Self.misread("Moyenne 8\u{202F}112", locale: "fr") == ["a number grouped with a no-break space"])
        #expect(Self.misread("Promedio 8,112", locale: "es-MX") == ["a grouping comma"])
        #expect(Self.misread("Average -5,600", locale: "en-GB") == ["a bare minus"])
        #expect(Self.misread("a las 23:00", locale: "es") == ["clock digits"])
        #expect(Self.misread("am 8. Januar", locale: "de") == ["a day's ordinal in digits"])
        #expect(Self.misread("٢٩ نوفمبر ٢٠٢٦ م، المتوسط", locale: "ar-SA") == ["the era letter"])
        #expect(Self.misread("at 12 AM", locale: "en-US") == ["12 AM or 12 PM"])
        #expect(Self.misread("المتوسط ٢٫٣", locale: "ar-EG") == ["the Arabic decimal mark"])
        #expect(Self.misread("Average minus 5,600, 3 March to 14 April at 11 PM", locale: "en-GB").isEmpty)
    }
}
