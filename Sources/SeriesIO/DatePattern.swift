import SpanModel

/// A date pattern in the style of ICU and `DateFormatter` (`dd/MM/yyyy HH:mm`), compiled once
/// and matched against bytes without a formatter, a calendar object or a `String`.
///
/// Supported letters (a run of the same letter is one field):
///
/// | field | meaning |
/// | --- | --- |
/// | `yyyy` | year, four digits; `y` one to four digits as written |
/// | `yy` | year, two digits: 69–99 in the 1900s, 00–68 in the 2000s |
/// | `MM`, `M` | month number, two digits or one to two; `MMM` `Mar`, `MMMM` `March` (English, any case) |
/// | `dd`, `d` | day of the month, two digits or one to two |
/// | `HH`, `H` | hour 00–23; `hh`, `h` hour 1–12 with `a` (`AM`, `PM`, any case) |
/// | `mm`, `m`, `ss`, `s` | minutes and seconds |
/// | `S`… | fraction of a second, as many digits as letters |
/// | `EEE`, `EEEE` | weekday name (`Tue`, `Tuesday`), read and ignored |
/// | `XXX`, `XX`, `X` | zone `Z` or `+01:00`, `+0100`, `+01`/`+0100`; `xxx`, `xx`, `x` the same without `Z` |
/// | `Z`, `ZZ`, `ZZZ` | zone `+0100`; `ZZZZZ` like `XXX` |
///
/// Any other character stands for itself; letters meant literally go in single quotes
/// (`yyyy-MM-dd'T'HH:mm`), and `''` is one quote. A pattern must have a year; a day needs a
/// month; a time, a weekday or a zone needs a day. A pattern without a day (`MM/yyyy`) reads
/// months, which stand for their first day, and one without a month (`yyyy`) reads years.
/// Without a zone field, dates are local times in the calendar's time zone.
///
/// ```swift
/// let pattern = try DatePattern("dd.MM.yyyy")
/// ```
public struct DatePattern: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as given.
    public let pattern: String

    let fields: [Field]

    enum Field: Hashable, Sendable {
        case literal([UInt8])
        case year(minimumDigits: Int, maximumDigits: Int)
        case twoDigitYear
        case month(minimumDigits: Int)
        case monthName(full: Bool)
        case day(minimumDigits: Int)
        case hour(minimumDigits: Int, twelveHour: Bool)
        case minute(minimumDigits: Int)
        case second(minimumDigits: Int)
        case fraction(digits: Int)
        case meridiem
        case weekdayName(full: Bool)
        case zone(allowingZ: Bool, style: DigitScanner.ZoneStyle)
    }

    /// Compiles a pattern.
    ///
    /// - Throws: ``DatePatternError`` for an unsupported letter, an unclosed quote, a field
    ///   given twice, a pattern without a year, a day without a month, or a time without a day.
    public init(_ pattern: String) throws(DatePatternError) {
        self.pattern = pattern
        self.fields = try Self.compile(pattern)
    }

    /// The pattern as given.
    public var description: String { pattern }

    /// How much of a date the pattern writes: a day, or only a month, or only a year.
    var grain: WrittenGrain {
        var hasMonth = false
        for field in fields {
            switch field {
            case .day: return .day
            case .month, .monthName: hasMonth = true
            default: break
            }
        }
        return hasMonth ? .month : .year
    }

    private static func compile(_ pattern: String) throws(DatePatternError) -> [Field] {
        let characters = Array(pattern)
        var fields: [Field] = []
        var seen: [Character: Int] = [:]
        var index = 0
        func fail(_ message: String, at offset: Int) -> DatePatternError {
            DatePatternError(pattern: pattern, offset: offset, message: message)
        }
        func appendLiteral(_ text: String) {
            if case .literal(let previous)? = fields.last {
                fields[fields.count - 1] = .literal(previous + Array(text.utf8))
            } else {
                fields.append(.literal(Array(text.utf8)))
            }
        }
        while index < characters.count {
            let character = characters[index]
            if character == "'" {
                if index + 1 < characters.count, characters[index + 1] == "'" {
                    appendLiteral("'")
                    index += 2
                    continue
                }
                var end = index + 1
                var text = ""
                while true {
                    guard end < characters.count else {
                        throw fail(
                            "the quote at character \(index + 1) is not closed (write '' for a quote)", at: index)
                    }
                    if characters[end] == "'" {
                        if end + 1 < characters.count, characters[end + 1] == "'" {
                            text.append("'")
                            end += 2
                            continue
                        }
                        break
                    }
                    text.append(characters[end])
                    end += 1
                }
                appendLiteral(text)
                index = end + 1
                continue
            }
            guard character.isASCII, character.isLetter else {
                appendLiteral(String(character))
                index += 1
                continue
            }
            var count = 1
            while index + count < characters.count, characters[index + count] == character { count += 1 }
            let run = String(repeating: character, count: count)
            func unsupported() -> DatePatternError {
                fail(
                    "'\(run)' is not a supported field (see the list of date format letters; "
                        + "put literal letters in quotes, as in 'T')",
                    at: index)
            }
            let field: Field
            let kind: Character
            switch character {
            case "y":
                kind = "y"
                switch count {
                case 1: field = .year(minimumDigits: 1, maximumDigits: 4)
                case 2: field = .twoDigitYear
                case 4: field = .year(minimumDigits: 4, maximumDigits: 4)
                default: throw unsupported()
                }
            case "M", "L":
                kind = "M"
                switch count {
                case 1, 2: field = .month(minimumDigits: count)
                case 3, 4: field = .monthName(full: count == 4)
                default: throw unsupported()
                }
            case "d":
                kind = "d"
                guard count <= 2 else { throw unsupported() }
                field = .day(minimumDigits: count)
            case "H", "h":
                kind = "H"
                guard count <= 2 else { throw unsupported() }
                field = .hour(minimumDigits: count, twelveHour: character == "h")
            case "m":
                kind = "m"
                guard count <= 2 else { throw unsupported() }
                field = .minute(minimumDigits: count)
            case "s":
                kind = "s"
                guard count <= 2 else { throw unsupported() }
                field = .second(minimumDigits: count)
            case "S":
                kind = "S"
                guard count <= 9 else { throw unsupported() }
                field = .fraction(digits: count)
            case "a":
                kind = "a"
                guard count == 1 else { throw unsupported() }
                field = .meridiem
            case "E":
                kind = "E"
                guard count <= 4 else { throw unsupported() }
                field = .weekdayName(full: count == 4)
            case "X", "x":
                kind = "Z"
                switch count {
                case 1: field = .zone(allowingZ: character == "X", style: .hoursOrBasic)
                case 2: field = .zone(allowingZ: character == "X", style: .basic)
                case 3: field = .zone(allowingZ: character == "X", style: .extended)
                default: throw unsupported()
                }
            case "Z":
                kind = "Z"
                switch count {
                case 1, 2, 3: field = .zone(allowingZ: false, style: .basic)
                case 5: field = .zone(allowingZ: true, style: .extended)
                default: throw unsupported()
                }
            default:
                throw unsupported()
            }
            if let earlier = seen[kind] {
                throw fail("'\(run)' repeats a field already given at character \(earlier + 1)", at: index)
            }
            seen[kind] = index
            fields.append(field)
            index += count
        }
        guard seen["y"] != nil else {
            throw fail("a date format needs a year (for example yyyy, as in yyyy-MM-dd, MM/yyyy or yyyy)", at: 0)
        }
        if let day = seen["d"], seen["M"] == nil {
            throw fail("a day needs a month: give one (for example MM, as in dd.MM.yyyy)", at: day)
        }
        if seen["d"] == nil {
            // A month or a year stands for its first day: a time of day or a weekday in it means nothing.
            for kind: Character in ["H", "m", "s", "S", "a", "E", "Z"] {
                if let offset = seen[kind] {
                    throw fail(
                        "a time, a weekday or a zone needs a day: give one (for example dd), "
                            + "or leave them out for months or years",
                        at: offset)
                }
            }
        }
        let hasTwelveHour = fields.contains { if case .hour(_, true) = $0 { true } else { false } }
        if hasTwelveHour != (seen["a"] != nil) {
            throw fail(
                hasTwelveHour
                    ? "'h' counts hours 1 to 12 and needs 'a' for AM or PM (use 'H' for hours 00 to 23)"
                    : "'a' (AM or PM) goes with 'h' for hours 1 to 12, not with 'H'",
                at: seen[hasTwelveHour ? "H" : "a"] ?? 0)
        }
        return fields
    }

    /// Matches a cell (already trimmed) against the pattern.
    func parse(_ cell: UnsafeRawBufferPointer) throws(DateProblem) -> ParsedDate {
        var scanner = DigitScanner(cell)
        var year = 0
        var month = 1
        var day = 1
        var hour = 0
        var minute = 0
        var second = 0
        var fraction = 0.0
        var afternoon: Bool?
        var zoneOffset: Int?
        func unreadable() -> DateProblem {
            DateProblem(
                message: "expected a date in the form \(CellText.quoted(pattern)), found \(CellText.quoted(cell))")
        }
        for field in fields {
            switch field {
            case .literal(let bytes):
                for byte in bytes where !scanner.take(byte) { throw unreadable() }
            case .year(let least, let most):
                guard let value = scanner.digits(from: least, to: most) else { throw unreadable() }
                year = value
            case .twoDigitYear:
                guard let value = scanner.digits(exactly: 2) else { throw unreadable() }
                year = value < 69 ? 2000 + value : 1900 + value
            case .month(let least):
                guard let value = scanner.digits(from: least, to: 2) else { throw unreadable() }
                month = value
            case .monthName(let full):
                guard let value = scanner.name(in: CellText.monthNames, full: full) else { throw unreadable() }
                month = value + 1
            case .day(let least):
                guard let value = scanner.digits(from: least, to: 2) else { throw unreadable() }
                day = value
            case .hour(let least, _):
                guard let value = scanner.digits(from: least, to: 2) else { throw unreadable() }
                hour = value
            case .minute(let least):
                guard let value = scanner.digits(from: least, to: 2) else { throw unreadable() }
                minute = value
            case .second(let least):
                guard let value = scanner.digits(from: least, to: 2) else { throw unreadable() }
                second = value
            case .fraction(let digits):
                guard let value = scanner.digits(exactly: digits) else { throw unreadable() }
                var scale = 1.0
                for _ in 0..<digits { scale *= 10 }
                fraction = Double(value) / scale
            case .meridiem:
                if let value = scanner.name(in: ["AM", "PM"], full: true) {
                    afternoon = value == 1
                } else {
                    throw unreadable()
                }
            case .weekdayName(let full):
                guard scanner.name(in: CellText.weekdayNames, full: full) != nil else { throw unreadable() }
            case .zone(let allowingZ, let style):
                guard let value = try scanner.zone(allowingZ: allowingZ, style: style, cell: cell) else {
                    throw unreadable()
                }
                zoneOffset = value
            }
        }
        guard scanner.isAtEnd else { throw unreadable() }
        if let reason = DateReader.impossibleDateReason(year: year, month: month, day: day) {
            throw DateProblem(message: "\(CellText.quoted(cell)) is not a real date: \(reason)", isImpossible: true)
        }
        if let afternoon {
            guard (1...12).contains(hour) else {
                throw DateProblem(
                    message: "\(CellText.quoted(cell)) is not a real time of day: "
                        + "there is no hour \(hour) with AM or PM (hours go from 1 to 12)",
                    isImpossible: true)
            }
            hour = hour % 12 + (afternoon ? 12 : 0)
        }
        if let reason = DateReader.impossibleTimeReason(hour: hour, minute: minute, second: second) {
            throw DateProblem(
                message: "\(CellText.quoted(cell)) is not a real time of day: \(reason)", isImpossible: true)
        }
        return ParsedDate(
            dayNumber: CivilDate(year: year, month: month, day: day).dayNumber,
            secondsIntoDay: Double(hour * 3600 + minute * 60 + second) + fraction,
            zoneOffset: zoneOffset, form: .pattern, grain: grain)
    }
}

extension DigitScanner {
    /// The index of the English name (full, or its first three letters) that comes next, in any
    /// case, consumed; `nil` when none does.
    mutating func name(in names: [String], full: Bool) -> Int? {
        for (index, name) in names.enumerated() {
            let letters = full ? Array(name.utf8) : Array(name.utf8.prefix(3))
            guard position + letters.count <= bytes.count else { continue }
            var matches = true
            for offset in 0..<letters.count where bytes[position + offset] | 0x20 != letters[offset] | 0x20 {
                matches = false
                break
            }
            if matches {
                position += letters.count
                return index
            }
        }
        return nil
    }
}
