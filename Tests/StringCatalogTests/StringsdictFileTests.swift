import Testing

@testable import StringCatalog

@Suite("Reading .stringsdict files")
struct StringsdictFileTests {
    static let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>%@ liked %d posts</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%@ liked %#@posts@</string>
                <key>posts</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key>
                    <string>d</string>
                    <key>one</key>
                    <string>%d post</string>
                    <key>other</key>
                    <string>%d posts</string>
                </dict>
            </dict>
            <key>Tap</key>
            <dict>
                <key>NSStringDeviceSpecificRuleType</key>
                <dict>
                    <key>iphone</key>
                    <string>Tap here</string>
                    <key>mac</key>
                    <string>Click here</string>
                </dict>
            </dict>
            <key>broken</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%#@n@</string>
                <key>n</key>
                <dict>
                    <key>other</key>
                    <string>%d</string>
                </dict>
            </dict>
        </dict>
        </plist>
        """

    @Test("Variables are substitutions counting with the place of their token; device rules are device variations")
    func entries() throws {
        let file = try StringsdictFile(parsing: Array(Self.text.utf8), path: "Localizable.stringsdict")
        #expect(file.entries.map(\.key) == ["%@ liked %d posts", "Tap", "broken"])
        let likes = file.entries[0].localization
        #expect(likes.stringUnit?.value == "%@ liked %#@posts@")
        #expect(likes.substitutions.first?.formatSpecifier == "d")
        let analysis = AnalyzedLocalization(key: "likes", locale: "en", localization: likes)
        #expect(analysis.substitutions.first?.argument == 2)
        #expect(analysis.units.filter(\.isSubstitutionForm).allSatisfy { $0.arguments.map(\.number) == [2] })
        #expect(file.entries[1].localization.variations?.device?.keys.sorted() == ["iphone", "mac"])
        // A variable without its type is a problem, where it is written.
        #expect(file.problems.map(\.kind) == [.missingField])
        #expect(file.problems.first?.message.contains("NSStringFormatSpecTypeKey") == true)
    }

    @Test("A property list whose top is not a dictionary holds no localizations")
    func notADictionary() {
        #expect(throws: LocalizationFileError.self) {
            try StringsdictFile(parsing: Array("<plist><array/></plist>".utf8), path: "a.stringsdict")
        }
    }
}
