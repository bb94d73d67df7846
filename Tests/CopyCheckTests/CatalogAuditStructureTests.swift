import CopyCheck
import JSONSyntax
import StringCatalog
import Testing

@Suite struct CatalogAuditStructureTests {
    @Test func aRepeatedKeyDeepInsideAnEntryNamesTheEntryAndLocale() throws {
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "greeting" : {
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Hallo",
                        "value" : "Servus"
                      }
                    },
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Hello"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let report = try TestCatalog.check(Array(text.utf8))
        #expect(report.findings.map(\.check) == [.duplicateKey])
        let finding = try #require(report.findings.first)
        #expect(finding.key == "greeting")
        #expect(finding.locale == "de")
        #expect(finding.location == FileLocation(line: 10, column: 13))
        #expect(finding.message.contains("first on line 9"))
    }

    @Test func substitutionsMustTakeTheSameArgumentInEveryLanguage() throws {
        func localization(_ argument: Int) -> JSONValue {
            [
                "stringUnit": ["state": "translated", "value": "%@: %#@count@"],
                "substitutions": [
                    "count": [
                        "argNum": .number(argument), "formatSpecifier": "lld",
                        "variations": [
                            "plural": ["one": TestCatalog.unit("%arg post"), "other": TestCatalog.unit("%arg posts")]
                        ],
                    ]
                ],
            ]
        }
        let bytes = TestCatalog.bytes([
            "likes": TestCatalog.entry(["en": localization(2), "de": localization(1)])
        ])
        let report = try TestCatalog.check(bytes)
        let mismatch = try #require(report.findings.first { $0.check == .substitutionMismatch })
        #expect(mismatch.locale == "de")
        #expect(mismatch.substitution == "count")
        #expect(mismatch.message.contains("\"argNum\" is 1 here but 2 in en"))
    }

    @Test func unknownStatesAndFieldsAreReportedWhereTheyAre() throws {
        let text =
            #"{"sourceLanguage":"en","strings":{"k":{"localisations":{},"localizations":{"en":{"stringUnit":{"state":"reviewed","value":"K"}}}}},"version":"1.0"}"#
        let report = try TestCatalog.check(Array(text.utf8), options: CheckOptions(checksLayout: false))
        #expect(Set(TestCatalog.ids(report)) == ["structure.unknown-field", "structure.unknown-state"])
        #expect(report.findings.allSatisfy { $0.key == "k" })
    }

    @Test func aNumberedTokenWithoutItsSubstitutionIsMissingAndTheOthersAreUsed() throws {
        // "%1$@ [%2$#@people_count@]": a numbered token, as Xcode exports a catalog's tokens.
        func localization(_ value: String, substitution: Bool) -> JSONValue {
            var object = JSONObject()
            object.append("stringUnit", ["state": "translated", "value": .string(value)])
            if substitution {
                object.append(
                    "substitutions",
                    [
                        "people_count": [
                            "argNum": 2, "formatSpecifier": "lld",
                            "variations": [
                                "plural": [
                                    "one": TestCatalog.unit("%arg"), "other": TestCatalog.unit("%arg"),
                                ]
                            ],
                        ]
                    ])
            }
            return .object(object)
        }
        let bytes = TestCatalog.bytes([
            "event": TestCatalog.entry([
                "en": localization("%1$@ [%2$#@people_count@]", substitution: true),
                "de": localization("%1$@ [%2$#@people_count@]", substitution: false),
                "nl": localization("%1$@ [%2$#@people_count@]", substitution: true),
            ])
        ])
        let report = try TestCatalog.check(bytes)
        #expect(report.findings.map(\.check) == [.missingSubstitution])
        #expect(report.findings.first?.locale == "de")
    }

    @Test func cafeComposedAndDecomposedAreTwoKeys() throws {
        let bytes = TestCatalog.bytes([
            "caf\u{E9}": TestCatalog.entry(["en": TestCatalog.unit("Coffee")]),
            "cafe\u{301}": TestCatalog.entry(["en": TestCatalog.unit("Coffee, decomposed")]),
        ])
        let report = try TestCatalog.check(bytes)
        #expect(!report.findings.contains { $0.check == .duplicateKey }, "\(report.findings.map(\.line))")
        // Written twice with the same scalars, a key is still one key twice.
        let twice = Array(
            #"{"sourceLanguage":"en","strings":{"cafe\u0301":{},"cafe\u0301":{}},"version":"1.0"}"#.utf8)
        #expect(try TestCatalog.check(twice).findings.map(\.check).contains(.duplicateKey))
    }

    @Test(arguments: ["\u{1B}[2J", "\u{7}", "\u{0}", "\u{7F}", "\u{9B}"])
    func aControlCharacterInAValueIsFlagged(control: String) throws {
        let bytes = TestCatalog.bytes([
            "done": TestCatalog.entry(["en": TestCatalog.unit("Done"), "de": TestCatalog.unit("Fertig" + control)])
        ])
        let report = try TestCatalog.check(bytes)
        let finding = try #require(report.findings.first { $0.check == .controlCharacter })
        #expect(finding.key == "done")
        #expect(finding.locale == "de")
        #expect(finding.severity == .error)
        #expect(!finding.line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        let plain = TestCatalog.bytes([
            "done": TestCatalog.entry([
                "en": TestCatalog.unit("Done\tnow\r\n"), "de": TestCatalog.unit("Fertig\tjetzt\r\n"),
            ])
        ])
        #expect(try !TestCatalog.check(plain).findings.contains { $0.check == .controlCharacter })
    }
}
