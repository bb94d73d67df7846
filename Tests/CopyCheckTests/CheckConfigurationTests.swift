import CopyCheck
import JSONSyntax
import StringCatalog
import Testing

@Suite struct CheckConfigurationTests {
    func configuration(_ text: String) throws(CheckConfigurationError) -> CheckConfiguration {
        try CheckConfiguration(parsing: Array(text.utf8))
    }

    /// A catalog with a dropped final punctuation mark in German and French, and a debug key.
    static let bytes = TestCatalog.bytes([
        "debug.saved": TestCatalog.entry([
            "en": TestCatalog.unit("Saved."), "de": TestCatalog.unit("Gespeichert"),
            "fr": TestCatalog.unit("Enregistré"),
        ]),
        "saved": TestCatalog.entry([
            "en": TestCatalog.unit("Saved."), "de": TestCatalog.unit("Gespeichert"),
            "fr": TestCatalog.unit("Enregistré"),
        ]),
    ])

    func findings(_ text: String) throws -> [String] {
        let options = CheckOptions(configuration: try configuration(text))
        return try TestCatalog.check(Self.bytes, options: options).findings.map {
            "\($0.severity.rawValue) \($0.key ?? "") \($0.locale ?? "")"
        }
    }

    @Test func aCheckCanBeTurnedOffOrGivenAnotherSeverity() throws {
        #expect(try findings(#"{"rules": [{"check": "review.final-punctuation", "severity": "off"}]}"#).isEmpty)
        #expect(
            try findings(#"{"rules": [{"check": "review.*", "severity": "error"}]}"#) == [
                "error debug.saved de", "error debug.saved fr", "error saved de", "error saved fr",
            ])
    }

    @Test func rulesNarrowToLocalesAndKeyPatternsAndTheLastThatAppliesDecides() throws {
        let text = """
            {"rules": [
              {"check": "*", "key": "debug.*", "severity": "off"},
              {"check": "review.final-punctuation", "locale": ["fr"], "severity": "note"},
              {"check": "review.final-punctuation", "locale": "fr", "key": "debug.?aved", "severity": "error"}
            ]}
            """
        #expect(try findings(text) == ["error debug.saved fr", "warning saved de", "note saved fr"])
    }

    @Test func aMisspeltCheckIdIsAnErrorThatSaysWhereAndWhatWasMeant() {
        do {
            _ = try configuration(
                "{\n  \"rules\": [{\"check\": \"review.final-punctuaton\", \"severity\": \"off\"}]\n}")
            Issue.record("a misspelt id was accepted")
        } catch {
            #expect(error.location == FileLocation(line: 2, column: 23))
            #expect(
                error.message
                    == "\"review.final-punctuaton\" is not a check; did you mean \"review.final-punctuation\"?")
        }
    }

    static let refused: [(text: String, message: String)] = [
        (#"{"rule": []}"#, "\"rule\" is not a field of the configuration; it has \"rules\"; did you mean \"rules\"?"),
        (#"{"rules": [{"check": "review.*"}]}"#, "a rule needs \"severity\""),
        (
            #"{"rules": [{"check": "revue.*", "severity": "off"}]}"#,
            "\"revue.*\" is not a check; did you mean \"review.*\"?"
        ),
        (
            #"{"rules": [{"check": "review.escape", "severity": "fatal"}]}"#,
            "\"severity\" must be off, note, warning or error"
        ),
        (
            #"{"rules": [{"check": "review.escape", "locales": "de", "severity": "off"}]}"#,
            "\"locales\" is not a field of a rule"
        ),
        (#"{"rules": [{"severity": "off"}]}"#, "a rule needs \"check\""),
        (
            #"{"rules": [{"check": [], "severity": "off"}]}"#,
            "\"check\" must be a string or a non-empty array of strings"
        ),
        (#"{"rules": "#, "not valid JSON"),
    ]

    @Test(arguments: refused)
    func whatIsNotAConfigurationIsRefused(text: String, message: String) {
        do {
            _ = try configuration(text)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.message.contains(message), "\(error.message)")
        }
    }
}
