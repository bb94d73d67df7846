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
}
