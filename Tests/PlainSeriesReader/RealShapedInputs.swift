import Foundation
import SeriesIO
import SpanModel
import TestSupport

/// An input for both readers, with the options to read it with.
package struct ReaderCase: Sendable, CustomStringConvertible {
    /// What the input is, for messages and seed file names.
    package var name: String
    package var bytes: [UInt8]
    package var options: SeriesReadOptions
    /// The column to split a long table by, when it is read as several series.
    package var seriesColumn: ColumnReference?

    package init(name: String, bytes: [UInt8], options: SeriesReadOptions, seriesColumn: ColumnReference? = nil) {
        self.name = name
        self.bytes = bytes
        self.options = options
        self.seriesColumn = seriesColumn
    }

    package var description: String { name }
}

/// Inputs shaped like the files people have, made from a seed: long tables with names of every
/// length from 1 to 40 bytes in any order (spaces and letters beyond ASCII in them, some
/// quoted), rows with a cell too many or too few, CRLF, byte order marks, European files with
/// decimal commas and grouping marks, every date form and a few patterns, gaps, bad values, and
/// JSON objects and pairs. The differential tests read each with both readers, and the
/// differential fuzz target starts from them.
package enum RealShapedInputs {
    package static func cases(seed: UInt64 = 2026) -> [ReaderCase] {
        var generator = SeededGenerator(seed: seed)
        var cases: [ReaderCase] = []
        for index in 0..<12 {
            cases += longTables(index: index, generator: &generator)
        }
        cases += europeanFiles(generator: &generator)
        cases += dateForms(generator: &generator)
        cases += jsonFiles(generator: &generator)
        cases += badRows(generator: &generator)
        return cases
    }

    /// Letters, spaces inside, and a few characters beyond ASCII.
    private static let alphabet: [String] =
        (0..<26).map { String(UnicodeScalar(UInt8(ascii: "a") + UInt8($0))) }
        + (0..<26).map { String(UnicodeScalar(UInt8(ascii: "A") + UInt8($0))) } + ["ü", "ó", "é", "東", "-", "."]

    /// A name of exactly `length` bytes (or one less, where a character of two or three bytes
    /// would not fit), with no space at either end.
    static func name(length: Int, generator: inout SeededGenerator) -> String {
        var name = ""
        while name.utf8.count < length {
            var piece = alphabet.randomElement(using: &generator)!
            if name.utf8.count > 0, name.utf8.count < length - 1, generator.next() % 6 == 0 { piece = " " }
            if name.utf8.count + piece.utf8.count > length { piece = "x" }
            name += piece
        }
        return name
    }

    static func iso(_ dayNumber: Int) -> String {
        let date = CivilDate(dayNumber: dayNumber)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
        return "\(date.year)-\(two(date.month))-\(two(date.day))"
    }

    static func value(_ generator: inout SeededGenerator, decimalComma: Bool = false) -> String {
        switch generator.next() % 10 {
        case 0: return ""
        case 1: return String(Int(generator.next() % 200_000_000) - 100_000_000)
        case 2:
            let whole = Int(generator.next() % 2_000) - 1_000
            let fraction = Int(generator.next() % 100)
            return "\(whole)\(decimalComma ? "," : ".")\(fraction < 10 ? "0" : "")\(fraction)"
        case 3: return "\"\(generator.next() % 1000)\""
        case 4: return " \(generator.next() % 1000) "
        default: return String(Int(generator.next() % 20_000) - 5_000)
        }
    }

    /// Long tables `date,name,value` (or other orders), sorted by date with the names in a new
    /// order each day, or sorted by name.
    static func longTables(index: Int, generator: inout SeededGenerator) -> [ReaderCase] {
        let nameCount = 2 + Int(generator.next() % 5)
        var names: [String] = []
        while names.count < nameCount {
            let candidate = name(length: 1 + Int(generator.next() % 40), generator: &generator)
            if !names.contains(candidate) { names.append(candidate) }
        }
        let byDate = index % 3 != 2
        let order = index % 4
        let lineBreak = index % 5 == 1 ? "\r\n" : "\n"
        let byteOrderMark: [UInt8] = index % 6 == 3 ? [0xEF, 0xBB, 0xBF] : []
        let days = 20 + Int(generator.next() % 60)
        func row(_ date: String, _ name: String, _ value: String) -> String {
            var nameCell = name
            if name.contains(" ") && generator.next() % 3 == 0 || generator.next() % 17 == 0 {
                nameCell = "\"\(name.replacingOccurrences(of: "\"", with: "\"\""))\""
            }
            let cells: [String] =
                switch order {
                case 0: [date, nameCell, value]
                case 1: [nameCell, date, value]
                case 2: [date, value, nameCell]
                default: [value, nameCell, date]
                }
            var line = cells.joined(separator: ",")
            switch generator.next() % 97 {
            case 0: line += ",extra"
            case 1: line += ","
            case 2: line = cells.dropLast().joined(separator: ",")
            default: break
            }
            return line
        }
        let header: String =
            switch order {
            case 0: "date,name,value"
            case 1: "name,date,value"
            case 2: "date,value,name"
            default: "value,name,date"
            }
        var lines = [header]
        if byDate {
            for day in 0..<days {
                for name in names.shuffled(using: &generator) where generator.next() % 11 != 0 {
                    lines.append(row(iso(16_000 + day), name, value(&generator)))
                }
            }
        } else {
            for name in names {
                for day in 0..<days where generator.next() % 11 != 0 {
                    lines.append(row(iso(16_000 + day), name, value(&generator)))
                }
            }
        }
        let bytes = byteOrderMark + Array((lines.joined(separator: lineBreak) + lineBreak).utf8)
        var skipping = SeriesReadOptions()
        skipping.skipsBadRows = true
        var filtered = skipping
        filtered.filters = [RowFilter(column: .name("name"), value: names[0])]
        return [
            ReaderCase(name: "long-table-\(index)-split", bytes: bytes, options: skipping, seriesColumn: .name("name")),
            ReaderCase(
                name: "long-table-\(index)-strict", bytes: bytes, options: SeriesReadOptions(),
                seriesColumn: .name("name")),
            ReaderCase(name: "long-table-\(index)-one", bytes: bytes, options: skipping),
            ReaderCase(name: "long-table-\(index)-where", bytes: bytes, options: filtered),
        ]
    }

    /// `;`-separated files with decimal commas, grouping marks, byte order marks and CRLF, and a
    /// German monthly export whose dates are `MM.yyyy`.
    static func europeanFiles(generator: inout SeededGenerator) -> [ReaderCase] {
        var cases: [ReaderCase] = []
        var lines = ["Datum;Wert;Ort"]
        for day in 0..<60 {
            let whole = Int(generator.next() % 3_000_000)
            let grouped =
                whole >= 1_000 ? "\(whole / 1_000).\(String(whole % 1_000 + 1_000).dropFirst())" : String(whole)
            lines.append("\(iso(18_000 + day));\(grouped),\(generator.next() % 10);Köln")
        }
        let excel = [0xEF, 0xBB, 0xBF] + Array((lines.joined(separator: "\r\n") + "\r\n").utf8)
        cases.append(ReaderCase(name: "european-excel", bytes: excel, options: SeriesReadOptions()))
        var monthly = ["Monat;Wert"]
        for month in 1...36 {
            monthly.append(
                "\(month % 12 + 1 < 10 ? "0" : "")\(month % 12 + 1).\(2006 + month / 12);\(100 + month).\(100 + month % 900)"
            )
        }
        var pattern = SeriesReadOptions()
        pattern.dateFormat = try? DatePattern("MM.yyyy")
        cases.append(
            ReaderCase(name: "german-months", bytes: Array(monthly.joined(separator: "\n").utf8), options: pattern))
        var tabs = ["date\tvalue"]
        for day in 0..<40 { tabs.append("\(iso(17_000 + day))\t\(value(&generator, decimalComma: true))") }
        cases.append(
            ReaderCase(
                name: "tabs-decimal-comma", bytes: Array(tabs.joined(separator: "\n").utf8),
                options: SeriesReadOptions()))
        return cases
    }

    /// Every date form, and dates by pattern.
    static func dateForms(generator: inout SeededGenerator) -> [ReaderCase] {
        let forms: [(String, (Int) -> String, String?)] = [
            ("date-time", { "\(iso(19_000 + $0 / 24))T\($0 % 24 < 10 ? "0" : "")\($0 % 24):30:00" }, nil),
            ("zoned", { "\(iso(19_000 + $0 / 4)) \(($0 % 4) * 6 < 10 ? "0" : "")\(($0 % 4) * 6):00+0100" }, nil),
            ("slashes", { iso(19_000 + $0).replacingOccurrences(of: "-", with: "/") }, nil),
            ("months", { "\(2000 + $0 / 12)-\($0 % 12 + 1 < 10 ? "0" : "")\($0 % 12 + 1)" }, nil),
            ("month-first", { "\($0 % 12 + 1)/\(2000 + $0 / 12)" }, nil),
            ("years", { String(1950 + $0) }, nil),
            ("quarters", { "\(1970 + $0 / 4)\(["Q", "-Q", " q"][$0 % 3])\($0 % 4 + 1)" }, nil),
            (
                "dotted",
                {
                    let d = CivilDate(dayNumber: 19_000 + $0)
                    return "\(d.day).\(d.month).\(d.year)"
                }, "d.M.yyyy"
            ),
            (
                "month-names",
                {
                    let d = CivilDate(dayNumber: 19_000 + $0 * 3)
                    return
                        "\(["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][d.month - 1]) \(d.day) \(d.year)"
                }, "MMM d yyyy"
            ),
        ]
        var cases: [ReaderCase] = []
        for (name, date, pattern) in forms {
            var lines = ["when,value"]
            for index in 0..<50 { lines.append("\(date(index)),\(value(&generator))") }
            var options = SeriesReadOptions()
            if let pattern { options.dateFormat = try? DatePattern(pattern) }
            options.skipsBadRows = true
            cases.append(
                ReaderCase(name: "dates-\(name)", bytes: Array(lines.joined(separator: "\n").utf8), options: options))
        }
        return cases
    }

    /// JSON objects and pairs, with gaps, numbers as strings and members in another order.
    static func jsonFiles(generator: inout SeededGenerator) -> [ReaderCase] {
        var objects: [String] = []
        var pairs: [String] = []
        for day in 0..<50 {
            let raw = value(&generator).trimmingCharacters(in: [" ", "\""])
            let json = raw.isEmpty ? "null" : (generator.next() % 4 == 0 ? "\"\(raw)\"" : raw)
            let city = ["Berlin", "Frankfurt am Main"][day % 2]
            objects.append(
                day % 7 == 3
                    ? "{\"value\": \(json), \"city\": \"\(city)\", \"date\": \"\(iso(18_500 + day / 2))\"}"
                    : "{\"date\": \"\(iso(18_500 + day / 2))\", \"city\": \"\(city)\", \"value\": \(json)}")
            pairs.append("[\"\(iso(18_500 + day))\", \(json)]")
        }
        let objectText = Array(("[\n" + objects.joined(separator: ",\n") + "\n]\n").utf8)
        // Years as numbers, values left out, and a first object of many members.
        var years: [String] = []
        for index in 0..<40 {
            let value = index % 9 == 4 ? "" : ", \"visitors\": \(generator.next() % 100_000)"
            years.append("{\"year\": \(1960 + index)\(value)}")
        }
        let yearText = Array(("[" + years.joined(separator: ",") + "]").utf8)
        var wide = "{\"date\": \"\(iso(18_000))\", \"value\": 1"
        for index in 0..<2_000 { wide += ", \"m\(index)\": \(index)" }
        let wideText = Array(("[" + wide + "}, {\"date\": \"\(iso(18_001))\", \"value\": 2}]").utf8)
        let pairText = Array(("[" + pairs.joined(separator: ",") + "]").utf8)
        var json = SeriesReadOptions()
        json.format = .json
        return [
            ReaderCase(name: "json-objects-split", bytes: objectText, options: json, seriesColumn: .name("city")),
            ReaderCase(name: "json-objects-one", bytes: objectText, options: json),
            ReaderCase(name: "json-pairs", bytes: pairText, options: json),
            ReaderCase(name: "json-years", bytes: yearText, options: json),
            ReaderCase(name: "json-wide-first-object", bytes: wideText, options: json),
        ]
    }

    /// Rows that cannot be read, skipped and not: bad numbers, impossible dates, a date of
    /// another form, invalid UTF-8, text after a closing quote and a quote never closed.
    static func badRows(generator: inout SeededGenerator) -> [ReaderCase] {
        var lines = ["date,value,note"]
        for day in 0..<40 {
            var line = "\(iso(17_500 + day)),\(value(&generator)),ok"
            switch day % 9 {
            case 2: line = "\(iso(17_500 + day)),12abc,ok"
            case 4: line = "2026-02-30,5,ok"
            case 5: line = "2026/03/01,5,ok"
            case 7: line = "\(iso(17_500 + day)),\"5\"x,ok"
            default: break
            }
            lines.append(line)
        }
        var bytes = Array(lines.joined(separator: "\n").utf8)
        bytes.insert(0xC3, at: bytes.count / 2)
        var skipping = SeriesReadOptions()
        skipping.skipsBadRows = true
        let unclosed = bytes + Array("\n2026-01-01,\"5\n".utf8)
        return [
            ReaderCase(name: "bad-rows-skipped", bytes: bytes, options: skipping),
            ReaderCase(name: "bad-rows", bytes: bytes, options: SeriesReadOptions()),
            ReaderCase(name: "unclosed-quote", bytes: unclosed, options: skipping),
        ]
    }
}
