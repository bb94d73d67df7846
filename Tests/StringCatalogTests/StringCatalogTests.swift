import Testing

@testable import StringCatalog

/// A small catalog in Xcode's shape, with a plain line, a plural line and a substitution.
let sampleCatalog = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "days" : {
          "comment" : "A count of days.",
          "localizations" : {
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld day" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld days" } }
                }
              }
            },
            "pl" : {
              "variations" : {
                "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld dzień" } },
                  "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld dni" } },
                  "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld dni" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld dnia" } }
                }
              }
            },
            "ar" : {
              "variations" : {
                "plural" : {
                  "zero" : { "stringUnit" : { "state" : "translated", "value" : "لا أيام" } },
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "يوم واحد" } },
                  "two" : { "stringUnit" : { "state" : "translated", "value" : "يومان" } },
                  "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld أيام" } },
                  "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld يومًا" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld يوم" } }
                }
              }
            }
          }
        },
        "range" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ to %2$@" } },
            "de" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ bis %2$@" } },
            "fr" : { "stringUnit" : { "state" : "new", "value" : "" } }
          }
        },
        "trend" : {
          "localizations" : {
            "en" : {
              "stringUnit" : { "state" : "translated", "value" : "Rising about %1$@ across %#@count@." },
              "substitutions" : {
                "count" : {
                  "argNum" : 2,
                  "formatSpecifier" : "lld",
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg day" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg days" } }
                    }
                  }
                }
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """#

@Suite("Reading and rendering String Catalogs")
struct StringCatalogTests {
    func catalog() throws -> StringCatalog {
        try StringCatalog(parsing: Array(sampleCatalog.utf8), path: "Sample.xcstrings")
    }

    func line(_ key: String, _ locale: String) throws -> (LocalizedLine, PluralRules) {
        let catalog = try catalog()
        let found = try #require(catalog.localization(for: key, preferring: [locale]))
        return (
            try LocalizedLine(key: key, locale: found.locale, localization: found.localization),
            try PluralRules(locale: found.locale)
        )
    }

    func number(_ text: String) -> CatalogArgument {
        .number(DisplayedNumber(text: text, decimal: text))
    }

    @Test("A document's locales are found whatever order and spelling each entry gives them")
    func documentLocales() throws {
        let text = #"""
            {"sourceLanguage": "en", "strings": {
              "a": {"localizations": {"de": {}, "fr": {}, "en": {}}},
              "b": {"localizations": {"fr": {}, "pl": {}, "de": {}}},
              "c": {"comment": "no localizations"},
              "d": "not an entry",
              "e": {"localizations": {"p\u006c": {}, "ja": {}, "d\u0065": {}, "fr": {}}},
              "f": {"localizations": {"ar": {}, "de": {}, "fr": {}, "ja": {}, "pl": {}}}
            }, "version": "1.0"}
            """#
        let document = try CatalogDocument(parsing: Array(text.utf8), path: "t.xcstrings")
        #expect(document.locales == ["en", "ar", "de", "fr", "ja", "pl"])
        let german = try CatalogDocument(
            parsing: Array(#"{"sourceLanguage": "de", "strings": {"x": {"localizations": {"en": {}}}}}"#.utf8),
            path: "g.xcstrings")
        #expect(german.locales == ["de", "en"])
    }

    @Test("Entries, locales and values are read in file order")
    func reading() throws {
        let catalog = try catalog()
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.entries.map(\.key) == ["days", "range", "trend"])
        #expect(catalog.locales == ["en", "ar", "de", "fr", "pl"])
        #expect(catalog["days"]?.comment == "A count of days.")
        #expect(catalog["range"]?.localizations["fr"]?.stringUnit?.state == "new")
        #expect(catalog.problems.isEmpty)
    }

    @Test(
        "Polish forms follow the number",
        arguments: [
            ("1", "1 dzień"), ("2", "2 dni"), ("5", "5 dni"), ("22", "22 dni"), ("12", "12 dni"), ("1.5", "1.5 dnia"),
        ])
    func polish(count: String, expected: String) throws {
        let (line, rules) = try line("days", "pl")
        #expect(try line.render([number(count)], rules: rules) == expected)
    }

    @Test(
        "Arabic forms follow the number",
        arguments: [
            ("0", "لا أيام"), ("1", "يوم واحد"), ("2", "يومان"), ("3", "3 أيام"), ("11", "11 يومًا"), ("100", "100 يوم"),
            ("101", "101 يوم"),
        ])
    func arabic(count: String, expected: String) throws {
        let (line, rules) = try line("days", "ar")
        #expect(try line.render([number(count)], rules: rules) == expected)
    }

    @Test("English one is only for 1 as displayed, not 1.0")
    func englishDisplayedNumbers() throws {
        let (line, rules) = try line("days", "en")
        #expect(try line.render([number("1")], rules: rules) == "1 day")
        #expect(try line.render([number("1.0")], rules: rules) == "1.0 days")
    }

    @Test("A zero form, when there is one, is used for 0 in any language, as in Apple's catalogs")
    func zeroForm() throws {
        let text =
            #"{"sourceLanguage":"en","strings":{"files":{"localizations":{"en":{"variations":{"plural":{"zero":{"stringUnit":{"state":"translated","value":"No files"}},"one":{"stringUnit":{"state":"translated","value":"%lld file"}},"other":{"stringUnit":{"state":"translated","value":"%lld files"}}}}}}}},"version":"1.0"}"#
        let catalog = try StringCatalog(parsing: Array(text.utf8), path: "Zero.xcstrings")
        let line = try LocalizedLine(
            key: "files", locale: "en", localization: try #require(catalog["files"]?.localizations["en"]))
        let rules = try PluralRules(locale: "en")
        #expect(try line.render([number("0")], rules: rules) == "No files")
        #expect(try line.render([number("0.0")], rules: rules) == "0.0 files")
        #expect(try line.render([number("1")], rules: rules) == "1 file")
    }

    @Test("Substitutions choose their form by their own argument")
    func substitution() throws {
        let (line, rules) = try line("trend", "en")
        #expect(try line.render([.text("12%"), number("1")], rules: rules) == "Rising about 12% across 1 day.")
        #expect(try line.render([.text("12%"), number("42")], rules: rules) == "Rising about 12% across 42 days.")
    }

    @Test("An empty or missing translation falls back along the chain to the source language")
    func fallback() throws {
        let catalog = try catalog()
        #expect(catalog.localization(for: "range", preferring: ["de-AT", "de"])?.locale == "de")
        #expect(catalog.localization(for: "range", preferring: ["fr-CA", "fr"])?.locale == "en")
        #expect(StringCatalog.fallbackChain(for: "zh-Hans-CN") == ["zh-Hans-CN", "zh-Hans", "zh"])
    }

    @Test("A missing argument or text where a number belongs is an error, not a crash")
    func renderErrors() throws {
        let (line, rules) = try line("days", "en")
        #expect(throws: LineError.self) { try line.render([], rules: rules) }
        #expect(throws: LineError.self) { try line.render([.text("five")], rules: rules) }
    }

    @Test("A line with a stray directive cannot be prepared")
    func strayDirective() throws {
        let text =
            #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"50% %n done"}}}}},"version":"1.0"}"#
        let catalog = try StringCatalog(parsing: Array(text.utf8), path: "Bad.xcstrings")
        let localization = try #require(catalog["k"]?.localizations["en"])
        #expect(throws: LineError.self) { try LocalizedLine(key: "k", locale: "en", localization: localization) }
    }

    @Test("Text that is not a catalog is refused with a line and column")
    func notACatalog() {
        for (text, line) in [("{\n  \"strings\" : [\n", 3), ("[1]", 1), ("{\"sourceLanguage\":\"en\"}", 1)] {
            #expect {
                _ = try StringCatalog(parsing: Array(text.utf8), path: "X.xcstrings")
            } throws: { error in
                (error as? CatalogReadError)?.location.line == line
            }
        }
    }

    @Test("Fields of the wrong type are recorded and skipped")
    func problems() throws {
        let text =
            #"{"sourceLanguage":"en","strings":{"k":{"shouldTranslate":"no","localizations":{"en":{"stringUnit":{"value":3}}}}},"version":"1.0","extra":1}"#
        let catalog = try StringCatalog(parsing: Array(text.utf8), path: "P.xcstrings")
        #expect(catalog.problems.map(\.kind) == [.unknownField, .wrongType, .wrongType])
    }

    @Test("A large catalog read on several threads keeps its entries and problems in file order")
    func largeCatalogOrder() throws {
        var members: [String] = []
        for index in 0..<3_000 {
            let comment = index % 700 == 3 ? "5" : "\"Entry \(index)\""
            let extra = index % 900 == 11 ? ", \"bogus\" : true" : ""
            members.append(
                #""key.\#(index)" : { "comment" : \#(comment)\#(extra), "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Entry \#(index)" } } } }"#
            )
        }
        let text =
            "{ \"sourceLanguage\" : \"en\", \"strings\" : { " + members.joined(separator: ", ")
            + " }, \"version\" : \"1.0\" }"
        let catalog = try StringCatalog(parsing: Array(text.utf8), path: "Large.xcstrings")
        #expect(catalog.entries.map(\.key) == (0..<3_000).map { "key.\($0)" })
        #expect(catalog.entries[2_999].localizations["en"]?.stringUnit?.value == "Entry 2999")
        #expect(
            catalog.problems.map(\.key) == [
                "key.3", "key.11", "key.703", "key.911", "key.1403", "key.1811", "key.2103", "key.2711", "key.2803",
            ])
        #expect(catalog["key.1500"]?.comment == "Entry 1500")
    }

    @Test("A substitution whose form names a substitution is refused, not repeated forever (found by fuzzing)")
    func nestedSubstitution() throws {
        let text =
            #"{"sourceLanguage":"pl","strings":{"k":{"localizations":{"pl":{"stringUnit":{"state":"translated","value":"A %#@n@ B"},"substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"many":{"stringUnit":{"state":"translated","value":"%#@n@"}},"other":{"stringUnit":{"state":"translated","value":"%arg"}}}}}}}}}},"version":"1.0"}"#
        let catalog = try StringCatalog(parsing: Array(text.utf8), path: "Nested.xcstrings")
        let localization = try #require(catalog["k"]?.localizations["pl"])
        #expect {
            _ = try LocalizedLine(key: "k", locale: "pl", localization: localization)
        } throws: { error in
            (error as? LineError)?.message.contains("cannot contain another substitution") ?? false
        }
    }

    @Test("A substitution's argNum must be from 1 to 99")
    func argumentNumberRange() throws {
        for (number, accepted) in [(1, true), (99, true), (100, false), (0, false), (1_255_989_096, false)] {
            let text =
                #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@n@"},"substitutions":{"n":{"argNum":"#
                + "\(number)"
                + #","formatSpecifier":"lld","variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%arg"}}}}}}}}}},"version":"1.0"}"#
            let catalog = try StringCatalog(parsing: Array(text.utf8), path: "A.xcstrings")
            let substitution = catalog["k"]?.localizations["en"]?.substitutions.first
            #expect((substitution?.argumentNumber == number) == accepted, "\(number)")
            #expect(catalog.problems.map(\.kind) == (accepted ? [] : [.wrongType]), "\(number)")
        }
    }
}
