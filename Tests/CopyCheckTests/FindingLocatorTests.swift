import JSONSyntax
import StringCatalog
import TestSupport
import Testing

@testable import CopyCheck

/// The locator counts lines in one pass with `memchr` and columns from the finding before; the
/// plain way is the tape's own line table, found by a scan and searched for each offset. The
/// two must agree on every offset of every text.
@Suite("Locating findings")
struct FindingLocatorTests {
    /// A JSON text of random shape: values on lines of any length, none or many blank lines,
    /// carriage returns, characters of one to four bytes, and lines of only spaces.
    static func text(_ generator: inout some RandomNumberGenerator) -> String {
        let pieces = ["a", "é", "語", "😀", " ", "  ", "x1"]
        var members: [String] = []
        for index in 0..<Int.random(in: 0...30, using: &generator) {
            var value = ""
            for _ in 0..<Int.random(in: 0...12, using: &generator) { value += pieces.randomElement(using: &generator)! }
            let gap = ["", "\n", "\n\n", "\r\n", "\n    ", " "].randomElement(using: &generator)!
            members.append("\(gap)\"k\(index)\" :\(gap)\"\(value)\"")
        }
        return "{" + members.joined(separator: ",") + "\n}"
    }

    @Test("The one-pass locator places every offset where the tape's line table does", arguments: 0..<40)
    func agreesWithTheLineTable(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let text = Self.text(&generator)
        let tape = try JSONTape(parsing: Array(text.utf8))
        let count = tape.bytes.count
        var findings: [Finding] = []
        for index in 0..<Int.random(in: 1...60, using: &generator) {
            var finding = Finding(check: .notXcodeLayout, path: "A.xcstrings", message: "finding \(index)")
            // Offsets anywhere, on a character's first byte or not, repeated, and past the end.
            finding.offset = Int.random(in: -2...(count + 2), using: &generator)
            findings.append(finding)
        }
        let located = FindingLocator.locatedInFileOrder(findings, in: tape)
        let plain = findings.sorted { ($0.offset!, $0.message) < ($1.offset!, $1.message) }
        #expect(located.count == plain.count)
        for finding in located {
            let original = try #require(plain.first { $0.message == finding.message })
            let clamped = min(max(original.offset!, 0), count)
            #expect(finding.location == FileLocation(tape.location(ofOffset: clamped)), "\(text.debugDescription)")
        }
        #expect(located.map(\.offset) == Array(repeating: nil, count: located.count))
    }

    @Test("Findings are put in order where they are as a stable sort by offset would", arguments: 0..<40)
    func orderedInPlaceAgreesWithAStableSort(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var findings: [Finding] = []
        for index in 0..<Int.random(in: 0...80, using: &generator) {
            var finding = Finding(check: .notXcodeLayout, path: "A", message: "finding \(index)")
            // Few distinct offsets, so that many are shared; some findings have none.
            finding.offset = Bool.random(using: &generator) ? nil : Int.random(in: 0...9, using: &generator)
            findings.append(finding)
        }
        let plain = findings.enumerated().sorted { lhs, rhs in
            (lhs.element.offset ?? Int.min, lhs.offset) < (rhs.element.offset ?? Int.min, rhs.offset)
        }.map(\.element)
        #expect(FindingLocator.ordered(findings).map(\.message) == plain.map(\.message))
    }

    @Test("Findings without an offset come first, in the order found, then the rest in file order")
    func order() throws {
        let tape = try JSONTape(parsing: Array("{\n\"a\": \"b\",\n\"c\": \"d\"\n}".utf8))
        var late = Finding(check: .notXcodeLayout, path: "A", message: "late")
        late.offset = 15
        var early = Finding(check: .notXcodeLayout, path: "A", message: "early")
        early.offset = 3
        let whole = Finding(check: .notXcodeLayout, path: "A", message: "whole")
        let located = FindingLocator.locatedInFileOrder([late, whole, early], in: tape)
        #expect(located.map(\.message) == ["whole", "early", "late"])
        #expect(located[1].location == FileLocation(line: 2, column: 2))
        #expect(located[2].location == FileLocation(line: 3, column: 4))
    }
}

/// The words of a text read byte by byte (ASCII) and character by character must be the same.
@Suite("Words of a text")
struct WordsTests {
    static func collect(
        _ reader: (String, Set<String>, (String) -> Bool) -> Bool?, _ text: String, kept: Set<String>, stopAfter: Int
    )
        -> (words: [String], done: Bool?)
    {
        var words: [String] = []
        let done = reader(text, kept) { word in
            words.append(word)
            return words.count < stopAfter
        }
        return (words, done)
    }

    @Test("ASCII text is split into the same words byte by byte as character by character", arguments: 0..<30)
    func asciiAgrees(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let pieces = ["a", "Z", "don't", "'", " ", "\r\n", "\n", "R2", "x", "THE", "-", "%@", "1", "''", "Ab'C", "."]
        for _ in 0..<50 {
            var text = ""
            for _ in 0..<Int.random(in: 0...15, using: &generator) { text += pieces.randomElement(using: &generator)! }
            let kept: Set<String> = Bool.random(using: &generator) ? ["the", "ab'c"] : []
            let stop = Int.random(in: 1...6, using: &generator)
            let fast = Self.collect(CatalogAudit.forEachASCIIWord, text, kept: kept, stopAfter: stop)
            let plain = Self.collect(
                { CatalogAudit.forEachWordByCharacter(in: $0, ignoring: $1, $2) }, text, kept: kept, stopAfter: stop)
            #expect(fast.words == plain.words && fast.done == plain.done, "\(text.debugDescription)")
        }
    }

    @Test(
        "A unit's literal words read from its value's bytes, placeholders stepped over, are its literal text's",
        arguments: 0..<30)
    func literalWordsAgree(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let pieces = [
            "a", "Z", "don't", "'", " ", "%@", "%1$@", "%lld", "%%", "%#@n@", "%2$#@people@", "THE", "x", "%", "%q",
            "é", "%.1f", "ab", "'%@'", "-",
        ]
        for _ in 0..<50 {
            var text = ""
            for _ in 0..<Int.random(in: 0...12, using: &generator) { text += pieces.randomElement(using: &generator)! }
            let kept: Set<String> = Bool.random(using: &generator) ? ["the", "ab"] : []
            let stop = Int.random(in: 1...6, using: &generator)
            for reading in [ValueReading.formatString, .plainText] {
                let unit = AnalyzedLocalization(keyStandingIn: text, offset: 0, locale: "en", reading: reading).units[0]
                var fast: [String] = []
                let fastDone = CatalogAudit.forEachWord(inLiteralTextOf: unit, ignoring: kept) { word in
                    fast.append(word)
                    return fast.count < stop
                }
                var plain: [String] = []
                let plainDone = CatalogAudit.forEachWord(in: unit.literalText, ignoring: kept) { word in
                    plain.append(word)
                    return plain.count < stop
                }
                #expect(fast == plain && fastDone == plainDone, "\(text.debugDescription)")
            }
        }
    }

    @Test("A suspect placeholder's mark is found eight bytes at a time as byte by byte", arguments: 0..<20)
    func suspectMarksAgree(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let pieces = ["%", "$", " ", "1", "a", "%@", "é", "12345678", "x y", "%1$@"]
        for _ in 0..<80 {
            var value = ""
            for _ in 0..<Int.random(in: 0...14, using: &generator) { value += pieces.randomElement(using: &generator)! }
            let bytes = Array(value.utf8)
            let plain = bytes.indices.dropFirst().contains { index in
                (bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "1"))
                    && (bytes[index - 1] == UInt8(ascii: "%") || bytes[index - 1] == UInt8(ascii: "$"))
            }
            #expect(CatalogAudit.mayHoldSuspect(value) == plain, "\(value.debugDescription)")
        }
    }

    @Test("A text with a byte outside ASCII is left to the reading by character")
    func otherTextsByCharacter() {
        #expect(CatalogAudit.forEachASCIIWord(in: "café au lait", ignoring: []) { _ in true } == nil)
        #expect(CatalogAudit.words(of: "Café AU lait, don’t", ignoring: []) == ["café", "au", "lait", "don't"])
        #expect(CatalogAudit.words(of: "Don't R2 the THE", ignoring: ["the"]) == ["don't"])
    }
}
