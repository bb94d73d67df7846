import Testing

@testable import Narration

/// Issue 11, cases 2 and 10: which locale names reach Foundation, and which copy Chinese gets.
@Suite("Locale names from the environment and --locale")
struct LocaleNameTests {
    static var shipped: [String] { NarrationFixtures.shipped }

    @Test(
        "locale names of the shapes POSIX and BCP 47 write are well-formed",
        arguments: [
            "en", "C", "POSIX", "C.UTF-8", "de_DE.UTF-8", "de_DE.UTF-8@euro", "zh-Hans-CN", "sr_RS@latin", "es-419",
            "de-DE-1996",
            "tr_TR.UTF-8",
        ])
    func wellFormed(value: String) {
        #expect(NarrationLocale.isWellFormed(value))
    }

    @Test(
        "anything else is not, and never reaches Foundation",
        arguments: [
            "", "aaaaaaaaaaaa", "a", "12", "en_aaaaaaaaaaaaaaaaaaaaaaaa", "x-private", "i-klingon", "de-u-nu-arabswd",
            "en US",
            "../etc/passwd", "en\u{1}", "en_US.", "en_US@", String(repeating: "a", count: 65), "en-US-GB-CA-FR",
        ])
    func illFormed(value: String) {
        #expect(!NarrationLocale.isWellFormed(value))
        #expect(throws: UnknownLocaleError.self) { try NarrationLocale(identifier: value, shipped: Self.shipped) }
    }

    @Test(
        "Chinese takes the script its region writes",
        arguments: [
            ("zh", "zh-Hans"), ("zh-CN", "zh-Hans-CN"), ("zh-SG", "zh-Hans-SG"), ("zh-TW", "zh-Hant-TW"),
            ("zh-HK", "zh-Hant-HK"),
            ("zh-Hant", "zh-Hant"), ("de-DE", "de-DE"),
        ])
    func likelyScript(identifier: String, withScript: String) {
        #expect(NarrationLocale.withLikelyScript(identifier) == withScript)
    }

    @Test("zh_CN.UTF-8 reaches the zh-Hans copy, with China's formats")
    func simplifiedChinese() throws {
        let locale = try NarrationLocale(identifier: "zh_CN.UTF-8", shipped: Self.shipped)
        #expect(locale.catalogChain == ["zh-Hans"])
        #expect(locale.identifier == "zh-CN")
        #expect(throws: UnknownLocaleError.self) {
            try NarrationLocale(identifier: "zh_TW.UTF-8", shipped: Self.shipped)
        }
    }

    @Test(
        "a TZ value is usable when it is printable ASCII without '..'",
        arguments: [
            ("Europe/Berlin", true), ("EST5EDT,M3.2.0,M11.1.0", true), (":/etc/localtime", true),
            ("../../etc/passwd", false),
            ("Europe/Berlin\u{7}", false), (String(repeating: "a", count: 256), false),
        ])
    func timeZoneVariable(value: String, usable: Bool) {
        #expect(NarrationLocale.isUsableTimeZoneVariable(value) == usable)
    }
}
