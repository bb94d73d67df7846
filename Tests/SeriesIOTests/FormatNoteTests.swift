import Foundation
import Testing

@testable import SeriesIO

@Suite("Notes on how a file was read")
struct FormatNoteTests {
    @Test("A note carries its facts, and says them in English for logs and library users")
    func englishDescriptions() {
        #expect(
            FormatNote.readAsEuropean(delimiter: .semicolon).description
                == "read as a European file: fields separated by ';', ',' as the decimal mark (1.234,5 is 1234.5); "
                + "'.' as the decimal mark reads it otherwise")
        #expect(FormatNote.readAsEuropean(delimiter: .tab).description.contains("separated by a tab"))
        let named = FormatNote.ambiguousValue(
            cell: "1.234", column: .name("Wert"), read: 1_234, other: 1.234, remedy: .decimalMark(.point), asked: false)
        #expect(
            named.description
                == "values such as '1.234' in column 'Wert' are read as 1234; if that means 1.234, give '.' as the decimal mark"
        )
        let asked = FormatNote.ambiguousValue(
            cell: "1.234", column: .position(2), read: 1.234, other: 1_234, remedy: .decimalMark(.comma), asked: true)
        #expect(
            asked.description
                == "values such as '1.234' in column 2 are read as 1.234, with '.' as the decimal mark; if that means 1234, give ',' as the decimal mark"
        )
    }

    @Test("The reader gives its notes as facts, the column by name or by position")
    func readerNotes() throws {
        let table = try SeriesReader.read(path: Fixture.path("ambiguous-european.csv"))
        #expect(table.readingNotes.contains(.readAsEuropean(delimiter: .semicolon)))
        let ambiguous = try #require(table.readingNotes.last)
        guard case .ambiguousValue(let cell, let column, let read, let other, let option, let asked) = ambiguous else {
            Issue.record("expected a value read two ways, found \(ambiguous)")
            return
        }
        #expect(cell == "1.234" && column == .name("Wert") && read == 1_234 && other == 1.234)
        #expect(option == .decimalMark(.point) && !asked)
        #expect(table.formatNotes == table.readingNotes.map(\.description))
        let headerless = try SeriesReader.read(
            bytes: Array("2026-03-01;1.234\n2026-03-02;2.500\n".utf8), path: "plain.csv")
        guard case .ambiguousValue(_, let position, _, _, _, _)? = headerless.readingNotes.last else {
            Issue.record("expected a value read two ways: \(headerless.readingNotes)")
            return
        }
        #expect(position == .position(2))
    }
}
