import Foundation
import SpanModel

/// Turns date cells into instants: ISO 8601 and `YYYY/MM/DD` forms, or a ``DatePattern``.
///
/// It holds the state of one read: the form fixed by the first date, the month the last date
/// fell in (so a run of dates in the same month costs no calendar arithmetic), and the UTC
/// offset of the last local day (so a zone with daylight saving costs two offset look-ups a
/// day, not two a row).
package struct DateReader {
    let pattern: DatePattern?
    private var localTime: LocalTimeResolver
    /// The form every date must have, once the first date is read.
    private(set) var expectedForm: DateForm?
    /// The line of the first date, for messages about mixed forms.
    private var firstDateLine = 0
    private var cachedYear = Int.min
    private var cachedMonth = 0
    private var cachedMonthStart = 0

    package init(pattern: DatePattern?, calendar: BucketCalendar) {
        self.pattern = pattern
        self.localTime = LocalTimeResolver(calendar: calendar)
    }

    /// Reads a cell (already trimmed, not empty) as an instant, fixing the file's form on the
    /// first call.
    ///
    /// - Complexity: O(n) in the cell's length; O(1) for `YYYY-MM-DD`.
    @inline(__always)
    mutating func instant(of cell: UnsafeRawBufferPointer, line: Int) throws(DateProblem) -> Double {
        if pattern == nil, cell.count == 10, expectedForm == .isoDate,
            let day = fastISODay(cell)
        {
            return localTime.instant(dayNumber: day, secondsIntoDay: 0)
        }
        let parsed = try parse(cell)
        if let expectedForm {
            if parsed.form != expectedForm {
                throw DateProblem(
                    message: "expected a date in the form \(expectedForm.summary), as on line \(firstDateLine), "
                        + "found \(CellText.quoted(cell)) (all dates in a file must be written the same way)")
            }
        } else {
            expectedForm = parsed.form
            firstDateLine = line
        }
        if let instant = parsed.instantAtWrittenZone { return instant }
        return localTime.instant(dayNumber: parsed.dayNumber, secondsIntoDay: parsed.secondsIntoDay)
    }

    /// Whether a cell (already trimmed) has the shape of a date in an accepted form. An
    /// impossible date such as 2026-02-30 has the shape, so the column is still found and the
    /// row's error can say what is wrong with it.
    func readsAsDate(_ cell: UnsafeRawBufferPointer) -> Bool {
        guard !cell.isEmpty else { return false }
        do {
            _ = try parse(cell)
            return true
        } catch {
            return error.isImpossible
        }
    }

    /// Whether a cell reads as a date only as a bare year (`2017`), which a column of whole
    /// numbers (an identifier, a count) may do too: such a column is chosen for the dates only
    /// when no column holds dates of another form.
    func readsAsBareYear(_ cell: UnsafeRawBufferPointer) -> Bool {
        guard pattern == nil else { return false }
        return (try? Self.parseISO(cell))?.form == .year
    }

    /// Whether the file's dates are `YYYY-MM-DD` with no pattern: the fast path may read them.
    var expectsPlainISODates: Bool { pattern == nil && expectedForm == .isoDate }

    /// The instant local midnight of a day happens.
    @inline(__always)
    mutating func instant(ofDay dayNumber: Int) -> Double {
        localTime.instant(dayNumber: dayNumber, secondsIntoDay: 0)
    }

    /// The instant of the `YYYY-MM-DD` at `start`, when the file's dates have that form and it
    /// is a real day; `nil` otherwise, having changed nothing that matters.
    @inline(__always)
    mutating func plainISOInstant(_ bytes: UnsafeRawBufferPointer, at start: Int) -> Double? {
        guard expectedForm == .isoDate, pattern == nil,
            let day = fastISODay(UnsafeRawBufferPointer(rebasing: bytes[start..<start &+ 10]))
        else { return nil }
        return localTime.instant(dayNumber: day, secondsIntoDay: 0)
    }

    /// Reads a cell without placing it in time or checking its form against the file's.
    package func parse(_ cell: UnsafeRawBufferPointer) throws(DateProblem) -> ParsedDate {
        if let pattern { return try pattern.parse(cell) }
        return try Self.parseISO(cell)
    }

    /// `YYYY-MM-DD` by digit arithmetic, or `nil` for anything else (including impossible dates,
    /// which the slow path explains).
    @inline(__always)
    private mutating func fastISODay(_ cell: UnsafeRawBufferPointer) -> Int? {
        @inline(__always) func digit(_ index: Int) -> Int {
            Int(cell[index] &- UInt8(ascii: "0"))
        }
        let y0 = digit(0)
        let y1 = digit(1)
        let y2 = digit(2)
        let y3 = digit(3)
        let m0 = digit(5)
        let m1 = digit(6)
        let d0 = digit(8)
        let d1 = digit(9)
        guard y0 < 10, y1 < 10, y2 < 10, y3 < 10, m0 < 10, m1 < 10, d0 < 10, d1 < 10,
            cell[4] == UInt8(ascii: "-"), cell[7] == UInt8(ascii: "-")
        else { return nil }
        let year = y0 * 1000 + y1 * 100 + y2 * 10 + y3
        let month = m0 * 10 + m1
        let day = d0 * 10 + d1
        if year == cachedYear, month == cachedMonth {
            guard day >= 1, day <= 28 || day <= CivilDate.daysInMonth(year: year, month: month) else { return nil }
            return cachedMonthStart + day - 1
        }
        guard month >= 1, month <= 12, day >= 1, day <= CivilDate.daysInMonth(year: year, month: month) else {
            return nil
        }
        cachedYear = year
        cachedMonth = month
        cachedMonthStart = CivilDate(year: year, month: month, day: 1).dayNumber
        return cachedMonthStart + day - 1
    }

    /// The message for a cell that matches no accepted form.
    static func unreadableMessage(_ cell: UnsafeRawBufferPointer) -> ReadMessage {
        "expected a date like 2026-03-03, 2026-03-03T14:05, 2026/03/03, 2026-03, 2026-Q1 or 2026 "
            + "(or give \(remedy: .datePattern(nil))), found \(CellText.quoted(cell))"
    }

    /// Reads ISO 8601 `YYYY-MM-DD[(T| )HH:MM[:SS[.fff]][zone]]` and the same with `/`
    /// between the date's parts (where the month and day may have one digit), and the months
    /// and years `YYYY-MM`, `YYYY/MM`, `MM/YYYY` and `YYYY`.
    static func parseISO(_ cell: UnsafeRawBufferPointer) throws(DateProblem) -> ParsedDate {
        if let monthFirst = try parseMonthSlashYear(cell) { return monthFirst }
        if let quarter = try parseQuarter(cell) { return quarter }
        var scanner = DigitScanner(cell)
        guard let year = scanner.digits(exactly: 4) else { throw DateProblem(message: unreadableMessage(cell)) }
        if scanner.isAtEnd {
            // A bare number of four digits is a year only in the years data is kept for, so
            // that a count such as 8412 is not read as one.
            guard (1000...2999).contains(year) else { throw DateProblem(message: unreadableMessage(cell)) }
            return ParsedDate(
                dayNumber: CivilDate(year: year, month: 1, day: 1).dayNumber, secondsIntoDay: 0, zoneOffset: nil,
                form: .year, grain: .year)
        }
        guard let separator = scanner.byte(), separator == UInt8(ascii: "-") || separator == UInt8(ascii: "/")
        else { throw DateProblem(message: unreadableMessage(cell)) }
        let slashed = separator == UInt8(ascii: "/")
        let month = slashed ? scanner.digits(from: 1, to: 2) : scanner.digits(exactly: 2)
        guard let month else { throw DateProblem(message: unreadableMessage(cell)) }
        if scanner.isAtEnd {
            return try monthDate(year: year, month: month, form: slashed ? .slashYearMonth : .yearMonth, cell: cell)
        }
        guard scanner.take(separator),
            let day = slashed ? scanner.digits(from: 1, to: 2) : scanner.digits(exactly: 2)
        else { throw DateProblem(message: unreadableMessage(cell)) }
        if let reason = impossibleDateReason(year: year, month: month, day: day) {
            throw DateProblem(message: "\(CellText.quoted(cell)) is not a real date: \(reason)", isImpossible: true)
        }
        let dayNumber = CivilDate(year: year, month: month, day: day).dayNumber
        if scanner.isAtEnd {
            return ParsedDate(
                dayNumber: dayNumber, secondsIntoDay: 0, zoneOffset: nil, form: slashed ? .slashDate : .isoDate)
        }

        guard scanner.take(UInt8(ascii: "T")) || scanner.take(UInt8(ascii: "t")) || scanner.take(0x20),
            let hour = scanner.digits(exactly: 2), scanner.take(UInt8(ascii: ":")),
            let minute = scanner.digits(exactly: 2)
        else { throw DateProblem(message: unreadableMessage(cell)) }
        var second = 0
        var fraction = 0.0
        if scanner.take(UInt8(ascii: ":")) {
            guard let written = scanner.digits(exactly: 2) else {
                throw DateProblem(message: unreadableMessage(cell))
            }
            second = written
            if scanner.take(UInt8(ascii: ".")) {
                guard let written = scanner.fraction() else { throw DateProblem(message: unreadableMessage(cell)) }
                fraction = written
            }
        }
        if let reason = impossibleTimeReason(hour: hour, minute: minute, second: second) {
            throw DateProblem(
                message: "\(CellText.quoted(cell)) is not a real time of day: \(reason)", isImpossible: true)
        }
        var zoneOffset: Int?
        if !scanner.isAtEnd {
            let beforeSpace = scanner.position
            _ = scanner.take(0x20)
            switch try scanner.zone(allowingZ: true, style: .any, cell: cell) {
            case .some(let offset): zoneOffset = offset
            case .none:
                scanner.position = beforeSpace
            }
            guard scanner.isAtEnd else { throw DateProblem(message: unreadableMessage(cell)) }
        }
        let seconds = Double(hour * 3600 + minute * 60 + second) + fraction
        return ParsedDate(
            dayNumber: dayNumber, secondsIntoDay: seconds, zoneOffset: zoneOffset,
            form: slashed ? .slashDateTime : .isoDateTime)
    }

    /// A quarter as statistics offices write it, `1974Q1`, `1974-Q1`, `1974 Q1`, `Q1 1974` or
    /// `Q1-1974` (`q` in any case), read as its first day; `nil` when the cell does not have
    /// that shape.
    private static func parseQuarter(_ cell: UnsafeRawBufferPointer) throws(DateProblem) -> ParsedDate? {
        let count = cell.count
        guard count == 6 || count == 7 else { return nil }
        func isQ(_ index: Int) -> Bool { cell[index] | 0x20 == UInt8(ascii: "q") }
        func isSeparator(_ index: Int) -> Bool { cell[index] == UInt8(ascii: "-") || cell[index] == 0x20 }
        func digit(_ index: Int) -> Int? {
            let value = cell[index] &- UInt8(ascii: "0")
            return value < 10 ? Int(value) : nil
        }
        func year(at start: Int) -> Int? {
            var year = 0
            for index in start..<(start + 4) {
                guard let value = digit(index) else { return nil }
                year = year * 10 + value
            }
            return year
        }
        let written: (year: Int, quarter: Int)
        if isQ(0) {
            guard count == 7, let quarter = digit(1), isSeparator(2), let year = year(at: 3) else { return nil }
            written = (year, quarter)
        } else {
            guard let year = year(at: 0) else { return nil }
            let mark = count == 6 ? 4 : 5
            guard count == 6 || isSeparator(4), isQ(mark), let quarter = digit(mark + 1) else { return nil }
            written = (year, quarter)
        }
        guard (1...4).contains(written.quarter) else {
            throw DateProblem(
                message: "\(CellText.quoted(cell)) is not a real quarter: there is no quarter \(written.quarter) "
                    + "(quarters go from 1 to 4)",
                isImpossible: true)
        }
        return ParsedDate(
            dayNumber: CivilDate(year: written.year, month: written.quarter * 3 - 2, day: 1).dayNumber,
            secondsIntoDay: 0, zoneOffset: nil, form: .quarter, grain: .quarter)
    }

    /// `MM/YYYY` or `M/YYYY`, or `nil` when the cell does not have that shape.
    private static func parseMonthSlashYear(_ cell: UnsafeRawBufferPointer) throws(DateProblem) -> ParsedDate? {
        guard cell.count == 6 || cell.count == 7, cell[cell.count - 5] == UInt8(ascii: "/") else { return nil }
        var scanner = DigitScanner(cell)
        guard let month = scanner.digits(from: 1, to: 2), scanner.take(UInt8(ascii: "/")),
            let year = scanner.digits(exactly: 4), scanner.isAtEnd
        else { return nil }
        return try monthDate(year: year, month: month, form: .monthSlashYear, cell: cell)
    }

    /// The first day of a written month.
    private static func monthDate(
        year: Int, month: Int, form: DateForm, cell: UnsafeRawBufferPointer
    )
        throws(DateProblem) -> ParsedDate
    {
        guard (1...12).contains(month) else {
            throw DateProblem(
                message: "\(CellText.quoted(cell)) is not a real month: there is no month \(month) "
                    + "(months go from 1 to 12)",
                isImpossible: true)
        }
        return ParsedDate(
            dayNumber: CivilDate(year: year, month: month, day: 1).dayNumber, secondsIntoDay: 0, zoneOffset: nil,
            form: form, grain: .month)
    }

    /// Why a year, month and day name no day, or `nil` when they do.
    static func impossibleDateReason(year: Int, month: Int, day: Int) -> String? {
        guard (1...12).contains(month) else {
            return "there is no month \(month) (months go from 1 to 12)"
        }
        let length = CivilDate.daysInMonth(year: year, month: month)
        guard day >= 1, day <= length else {
            if day == 0 { return "there is no day 0 (days count from 1)" }
            return "\(CellText.monthNames[month - 1]) \(year) has \(length) days"
        }
        return nil
    }

    /// Why an hour, minute and second name no time of day, or `nil` when they do. A leap second
    /// (`:60`) is accepted and lands on the next minute.
    static func impossibleTimeReason(hour: Int, minute: Int, second: Int) -> String? {
        if hour > 23 { return "there is no hour \(hour) (hours go from 00 to 23)" }
        if minute > 59 { return "there is no minute \(minute) (minutes go from 00 to 59)" }
        if second > 60 { return "there is no second \(second) (seconds go from 00 to 59)" }
        return nil
    }
}
