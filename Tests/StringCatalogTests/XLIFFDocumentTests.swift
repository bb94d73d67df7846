import Testing

@testable import StringCatalog

@Suite("Reading XLIFF as Xcode exports it")
struct XLIFFDocumentTests {
    static let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="App/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
            <body>
              <group id="g">
                <trans-unit id="likes" xml:space="preserve">
                  <source>%1$@ liked %2$#@count@</source>
                  <target state="translated">%1$@ gefällt %2$#@count@</target>
                  <note>Who liked how many posts.</note>
                </trans-unit>
              </group>
              <trans-unit id="likes|==|substitutions.count.plural.one">
                <source>%2$lld post</source>
                <target state="needs-review-translation">%2$lld Beitrag</target>
              </trans-unit>
              <trans-unit id="likes|==|substitutions.count.plural.other" translate="no">
                <source>%2$lld posts</source>
                <target state="final">%2$lld Beiträge</target>
              </trans-unit>
            </body>
          </file>
        </xliff>
        """

    @Test("Files, units in groups, targets with their states, notes and translate=\"no\"")
    func units() throws {
        let document = try XLIFFDocument(parsing: Array(Self.text.utf8), path: "de.xliff")
        let file = try #require(document.files.first)
        #expect(file.original == "App/Localizable.xcstrings")
        #expect(file.sourceLanguage == "en" && file.targetLanguage == "de")
        #expect(
            file.units.map(\.id) == [
                "likes", "likes|==|substitutions.count.plural.one", "likes|==|substitutions.count.plural.other",
            ])
        #expect(file.units[0].notes == ["Who liked how many posts."])
        #expect(file.units[1].target?.state == "needs-review-translation")
        #expect(file.units[2].isTranslatable == false)
    }

    @Test(
        "A unit's id says where its text goes",
        arguments: [
            ("greeting", "greeting", XLIFFDocument.UnitPlace.value),
            ("%lld files|==|plural.one", "%lld files", .plural(device: nil, category: "one")),
            ("a|b|==|device.iphone", "a|b", .device("iphone")),
            ("k|==|device.mac.plural.other", "k", .plural(device: "mac", category: "other")),
            ("k|==|substitutions.count.plural.few", "k", .substitution(name: "count", category: "few")),
            ("k|==|substitutions.a.b.plural.few", "k", .substitution(name: "a.b", category: "few")),
            ("/%d files:dict/NSStringLocalizedFormatKey:dict/:string", "%d files", .value),
            ("/%d files:dict/files:dict/one:dict/:string", "%d files", .substitution(name: "files", category: "one")),
            ("/k:dict/NSStringDeviceSpecificRuleType:dict/ipad:dict/:string", "k", .device("ipad")),
        ])
    func places(id: String, key: String, place: XLIFFDocument.UnitPlace) {
        let read = XLIFFDocument.place(ofUnit: id)
        #expect(read?.key == key)
        #expect(read?.place == place)
    }

    @Test("The units become the source's and the target's localizations of one entry")
    func table() throws {
        let document = try XLIFFDocument(parsing: Array(Self.text.utf8), path: "de.xliff")
        var builder = LocalizationTable.Builder(name: "App/Localizable.xcstrings", sourceLanguage: "en")
        let base = builder.addFile(path: "de.xliff", text: Array(Self.text.utf8), locale: "de")
        for file in document.files { document.add(file, base: base, to: &builder) }
        let table = builder.build()
        #expect(table.locales == ["en", "de"])
        let entry = try #require(table.entries.first)
        #expect(entry.key == "likes")
        #expect(entry.comment == "Who liked how many posts.")
        #expect(entry.shouldTranslate == false)
        let german = try #require(entry.localizations["de"])
        #expect(german.stringUnit?.value == "%1$@ gefällt %2$#@count@")
        let substitution = try #require(german.substitutions.first)
        #expect(substitution.name == "count")
        #expect(substitution.formatSpecifier == "lld")
        #expect(substitution.variations?.plural?["one"]?.stringUnit?.state == "needs_review")
        #expect(substitution.variations?.plural?["other"]?.stringUnit?.state == "translated")
        let analysis = AnalyzedLocalization(key: "likes", locale: "de", localization: german)
        #expect(analysis.substitutions.first?.argument == 2)
        #expect(analysis.problems.isEmpty)
    }

    @Test("XLIFF 2.0, and XML that is not XLIFF, are refused")
    func refused() {
        #expect(throws: LocalizationFileError.self) {
            try XLIFFDocument(parsing: Array(#"<xliff version="2.0"/>"#.utf8), path: "a.xliff")
        }
        #expect(throws: LocalizationFileError.self) {
            try XLIFFDocument(parsing: Array("<plist/>".utf8), path: "a.xliff")
        }
    }
}
