import CopyCheck
import JSONSyntax
import Testing

@Suite struct CatalogAuditLengthTests {
    /// The ids found for a key whose only value is `value` in `locale`.
    func ids(_ value: String, locale: String = "en", spoken: Bool = true) throws -> [String] {
        let bytes = TestCatalog.bytes(
            sourceLanguage: locale,
            [
                "line": TestCatalog.entry(
                    [locale: TestCatalog.unit(value)],
                    comment: spoken ? "Heard after a step. [spoken]" : "Shown on screen.")
            ])
        return TestCatalog.ids(try TestCatalog.check(bytes))
    }

    @Test func aLongAnnouncementIsMeasuredAfterRendering() throws {
        let base = String(repeating: "word ", count: 27)  // 135 characters
        #expect(try ids(base + "%@") == [])  // 135 + the 12-character sample: 147
        #expect(try ids(base + "%@ %@") == ["length.announcement"])  // 160
    }

    @Test func theAnnouncementLimitCanBeChanged() throws {
        let bytes = TestCatalog.bytes([
            "line": TestCatalog.entry(["en": TestCatalog.unit("Average 8,412 steps a day")], comment: "[spoken]")
        ])
        let options = CheckOptions(limits: CheckLimits(announcementCharacters: 20), checksLayout: false)
        #expect(TestCatalog.ids(try TestCatalog.check(bytes, options: options)) == ["length.announcement"])
    }

    @Test func aTranslationFarLongerThanItsSourceIsFlaggedOnlyFromTheMinimumLength() throws {
        func ids(_ source: String, _ german: String) throws -> [String] {
            let bytes = TestCatalog.bytes([
                "key": TestCatalog.entry(["en": TestCatalog.unit(source), "de": TestCatalog.unit(german)])
            ])
            return TestCatalog.ids(try TestCatalog.check(bytes))
        }
        #expect(try ids("OK", "Einverstanden, weiter") == [])
        #expect(try ids("Down 4 points vs last week", "en baisse de 4 points par rapport à la semaine dernière") == [])
        #expect(try ids("Save all the changes to this file", "Änderungen an dieser Datei speichern") == [])
        #expect(
            try ids("Save all the changes to this file", String(repeating: "Speichern ", count: 7) + "jetzt") == [
                "length.expansion"
            ])
    }

    @Test func expansionIsMeasuredInColumnsSoAChineseSourceIsNotOutgrownByItsLetters() throws {
        // 19 characters of Chinese (38 columns) and an ordinary English translation (62).
        let bytes = TestCatalog.bytes(
            sourceLanguage: "zh-Hans",
            [
                "reminder": TestCatalog.entry([
                    "zh-Hans": TestCatalog.unit("请在设置中打开通知以接收每日提醒和摘要"),
                    "en": TestCatalog.unit("Turn on notifications in Settings for daily reminders and digests"),
                ])
            ])
        #expect(TestCatalog.ids(try TestCatalog.check(bytes)) == [])
        // Twice the columns of its source and more is still reported.
        let doubled = TestCatalog.bytes(
            sourceLanguage: "zh-Hans",
            [
                "reminder": TestCatalog.entry([
                    "zh-Hans": TestCatalog.unit("请在设置中打开通知以接收每日提醒和摘要"),
                    "en": TestCatalog.unit(
                        String(repeating: "Turn on notifications in Settings for daily reminders, ", count: 2)
                            + "and digests"),
                ])
            ])
        #expect(TestCatalog.ids(try TestCatalog.check(doubled)) == ["length.expansion"])
    }
}
