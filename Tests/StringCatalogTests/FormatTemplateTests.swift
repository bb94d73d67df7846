import Testing

@testable import StringCatalog

@Suite("Parsing format strings")
struct FormatTemplateTests {
    static let valid: [(text: String, specifiers: [String], kinds: [FormatSpecifier.ValueKind])] = [
        ("%@ and %lld", ["%@", "%lld"], [.object, .integer]),
        ("%1$@ to %2$@", ["%1$@", "%2$@"], [.object, .object]),
        ("%.1f%%", ["%.1f"], [.floatingPoint]),
        ("%-5d|%05.2f|%+i|%'ld", ["%-5d", "%05.2f", "%+i", "%'ld"], [.integer, .floatingPoint, .integer, .integer]),
        ("%1$03d", ["%1$03d"], [.integer]),
        (
            "%u %x %X %o %e %g %s %c", ["%u", "%x", "%X", "%o", "%e", "%g", "%s", "%c"],
            [.integer, .integer, .integer, .integer, .floatingPoint, .floatingPoint, .cString, .character]
        ),
        ("50%% off", [], []),
        ("Test 50% off", ["% o"], [.integer]),
    ]

    @Test("Specifiers are found in Apple's grammar", arguments: valid)
    func specifiers(text: String, specifiers: [String], kinds: [FormatSpecifier.ValueKind]) throws {
        let template = try FormatTemplate(parsing: text)
        #expect(template.specifiers.map(\.text) == specifiers)
        #expect(template.specifiers.map(\.valueKind) == kinds)
    }

    @Test("Substitutions and %arg are recognised")
    func substitutions() throws {
        let template = try FormatTemplate(parsing: "%lld: People liked %#@count@ posts")
        #expect(template.substitutionNames == ["count"])
        let form = try FormatTemplate(parsing: "%arg days", allowsSubstitutionArgument: true)
        #expect(form.segments.first == .substitutionArgument)
    }

    @Test("A numbered token gives the argument it counts with, wherever a token is read")
    func numberedTokens() throws {
        let template = try FormatTemplate(parsing: "%1$@ [%2$#@people_count@]")
        #expect(
            template.segments == [
                .specifier(template.specifiers[0]), .literal(" ["), .substitution("people_count", position: 2),
                .literal("]"),
            ])
        let parts = try FormatTemplate.placeholders(in: "%1$@ [%2$#@people_count@]")
        #expect(parts.map(\.bytes) == [0..<4, 6..<24])
        #expect(FormatTemplate.firstArgumentPlaceholder(in: "50% of %12$#@count@") == "%12$#@count@")
        #expect(throws: FormatTemplateError.self) { try FormatTemplate(parsing: "%2$#@open") }
        #expect(throws: FormatTemplateError.self) { try FormatTemplate(parsing: "%100$#@count@") }
    }

    @Test("A space flag before an object is a placeholder in text, before a number a percent sign")
    func spaceFlags() throws {
        #expect(FormatTemplate.takesArguments("Name: % @"))
        #expect(!FormatTemplate.takesArguments("Test 50% off"))
    }

    static let invalid: [(text: String, reason: FormatTemplateError.Reason)] = [
        ("100%", .loneTrailingPercent),
        ("%y", .unknownDirective("%y")),
        ("%n", .writesToMemory),
        ("%5$", .unknownDirective("%5$")),
        ("%#@open", .unterminatedSubstitution),
        ("%lllx", .unknownDirective("%lllx")),
        ("%0$@", .unknownDirective("%0$")),
        // Found by fuzzing: a checker trusting a position of 1,255,989,096 planned for that many
        // arguments and asked for 20 GB.
        ("%00000000000000000001255989096$@", .positionTooHigh("%00000000000000000001255989096")),
        ("%100$lld", .positionTooHigh("%100")),
        ("%99999999999999999999999999$@", .positionTooHigh("%99999999999999999999999999")),
    ]

    @Test("Stray and dangerous directives are errors, never crashes", arguments: invalid)
    func invalidDirectives(text: String, reason: FormatTemplateError.Reason) {
        #expect(throws: FormatTemplateError.self) { try FormatTemplate(parsing: text) }
        do {
            _ = try FormatTemplate(parsing: text)
        } catch {
            #expect(error.reason == reason)
        }
    }

    @Test("Argument numbers follow positions, or the order of appearance")
    func argumentNumbers() throws {
        #expect(try FormatTemplate(parsing: "%99$@ %007$lld").argumentNumbers == [99, 7])
        #expect(try FormatTemplate(parsing: "%2$@ %1$@").argumentNumbers == [2, 1])
        #expect(try FormatTemplate(parsing: "%@ %@ %@").argumentNumbers == [1, 2, 3])
        #expect(try FormatTemplate(parsing: "%1$@ %@").mixesPositionalAndSequential)
    }

    @Test("Text around and inside directives may be any Unicode, and is kept whole")
    func unicodeText() throws {
        let template = try FormatTemplate(parsing: "Ünïcödé 😀 %1$@ — %#@größe@ 50%% ✓")
        #expect(
            template.segments == [
                .literal("Ünïcödé 😀 "), .specifier(template.specifiers[0]), .literal(" — "), .substitution("größe"),
                .literal(" 50% ✓"),
            ])
    }

    static let unicodeErrors: [(text: String, reason: FormatTemplateError.Reason, offset: Int)] = [
        ("é %é", .unknownDirective("%é"), 2),
        ("😀😀 %-😀", .unknownDirective("%-😀"), 3),
        ("ÄÖ 100%", .loneTrailingPercent, 6),
        ("ü %#@name", .unterminatedSubstitution, 2),
        ("ß %0$@", .unknownDirective("%0$"), 2),
        ("ß %5", .unknownDirective("%5"), 2),
        ("ß %hhhd", .unknownDirective("%hhhd"), 2),
    ]

    @Test("An error names the directive and its place counted in Unicode scalars", arguments: unicodeErrors)
    func unicodeErrorOffsets(text: String, reason: FormatTemplateError.Reason, offset: Int) {
        do {
            _ = try FormatTemplate(parsing: text)
            Issue.record("'\(text)' parsed")
        } catch {
            #expect(error.reason == reason)
            #expect(error.scalarOffset == offset)
        }
    }

    static let plain: [(text: String, length: String, conversion: Character)] = [
        ("%@", "", "@"), ("%d", "", "d"), ("%i", "", "i"), ("%u", "", "u"), ("%f", "", "f"), ("%s", "", "s"),
        ("%ld", "l", "d"), ("%lu", "l", "u"), ("%lf", "l", "f"), ("%lld", "ll", "d"), ("%llu", "ll", "u"),
    ]

    @Test("The plain forms are read with all their parts", arguments: plain)
    func plainForms(text: String, length: String, conversion: Character) throws {
        let specifier = try #require(try FormatTemplate(parsing: "a \(text)b").specifiers.first)
        #expect(specifier.text == text)
        #expect(specifier.lengthModifier == length)
        #expect(specifier.conversion == conversion)
        #expect(
            specifier.flags.isEmpty && specifier.width == nil && specifier.precision == nil && specifier.position == nil
        )
    }

    @Test(
        "Forms close to the plain ones are read by the full grammar",
        arguments: [
            ("%llld", FormatTemplateError.Reason?.some(.unknownDirective("%llld"))),
            ("%lhd", .unknownDirective("%lhd")),
            ("%ll", .unknownDirective("%ll")), ("%l", .unknownDirective("%l")), ("%lx", nil), ("%hhd", nil),
            ("%5d", nil),
        ])
    func nearPlainForms(text: String, reason: FormatTemplateError.Reason?) {
        do {
            let template = try FormatTemplate(parsing: text)
            #expect(reason == nil)
            #expect(template.specifiers.first?.text == text)
        } catch {
            #expect(error.reason == reason)
        }
    }

    @Test("A directive is found wherever it falls in a long value", arguments: 0..<24)
    func directivesAtEveryPlace(position: Int) throws {
        let before = String(repeating: "a", count: position)
        let after = String(repeating: "b", count: 23 - position)
        let template = try FormatTemplate(parsing: before + "%lld" + after + "%%" + before + "%@")
        #expect(template.specifiers.map(\.text) == ["%lld", "%@"])
        #expect(template.segments.first == (before.isEmpty ? .specifier(template.specifiers[0]) : .literal(before)))
        #expect(template.segments.contains(.literal(after + "%" + before)))
    }

    @Test(
        "The placeholders found alone make the same template as parsing the text",
        arguments: [
            "", "Plain", "%lld", "Up %.1f%% vs %@", "%%", "a %% b %% c", "%1$@ to %2$@, %#@count@ and %%d",
            "日本 %@ 語 %%", "%@%@%%%@",
        ])
    func placeholdersAlone(text: String) throws {
        let parsed = try FormatTemplate(parsing: text)
        let placeholders = try FormatTemplate.placeholders(in: text)
        #expect(placeholders.allSatisfy { if case .literal = $0.segment { false } else { true } })
        #expect(FormatTemplate(text: text, placeholders: placeholders) == parsed)
        for (segment, bytes) in placeholders {
            guard case .specifier(let specifier) = segment else { continue }
            #expect(String(decoding: Array(text.utf8)[bytes], as: UTF8.self) == specifier.text)
        }
    }

    @Test(
        "Finding placeholders alone refuses what parsing refuses", arguments: ["50%", "%k", "%n", "%#@open", "%100$@"])
    func placeholdersAloneRefuse(text: String) {
        #expect(throws: FormatTemplateError.self) { try FormatTemplate.placeholders(in: text) }
        #expect(throws: FormatTemplateError.self) { try FormatTemplate(parsing: text) }
    }
}
