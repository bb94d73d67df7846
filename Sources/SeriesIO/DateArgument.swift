import SpanModel

/// One date written by a person, as `--from` and `--to` take it: the same forms a file's dates
/// may have (`2026-03-03`, `2026-03-03T14:05`, `2026/03/03`, `2026-03`, `2026-Q1`, `2026`), or
/// the `--date-format` pattern; an ISO date is read whatever the pattern.
///
/// ```swift
/// let end = try DateArgument(parsing: "2026-04-14", calendar: calendar)
/// end.hasTime   // false: "--to 2026-04-14" means the whole of that day
/// ```
public struct DateArgument: Hashable, Sendable {
    /// The written day, as days since 1970-01-01.
    public let dayNumber: Int
    /// Whether a time of day was written.
    public let hasTime: Bool
    /// The first day after the written day, month or year (`2015-12` ends before 1 January
    /// 2016), as days since 1970-01-01: what `--to` covers when no time is written.
    public let dayNumberAfter: Int
    /// The instant named (the start of the day when no time was written), in seconds since 1970.
    public let instant: Double

    /// Reads a date; a date without a zone is local time in the calendar's time zone.
    public init(parsing text: String, calendar: BucketCalendar, pattern: DatePattern? = nil) throws(DateArgumentError) {
        let trimmed = Array(text.utf8.drop { $0 == 0x20 }.reversed().drop { $0 == 0x20 }.reversed())
        let reader = DateReader(pattern: pattern, calendar: calendar)
        let result: Result<ParsedDate, DateProblem> = trimmed.withUnsafeBytes { cell in
            guard !cell.isEmpty else {
                return .failure(DateProblem(message: "expected a date like 2026-03-03, found nothing"))
            }
            return Result { () throws(DateProblem) -> ParsedDate in
                do throws(DateProblem) {
                    return try reader.parse(cell)
                } catch {
                    // An ISO date (2003-01-01, 2003-01, 2003, 2003-Q1) is read whatever pattern
                    // the file's dates need.
                    guard let pattern, !error.isImpossible else { throw error }
                    do throws(DateProblem) {
                        return try DateReader.parseISO(cell)
                    } catch let iso {
                        if iso.isImpossible { throw iso }
                        throw DateProblem(
                            message: "expected a date in the form \(CellText.quoted(pattern.pattern)) or like "
                                + "2026-03-03, 2026-03 or 2026, found \(CellText.quoted(cell))")
                    }
                }
            }
        }
        let parsed: ParsedDate
        switch result {
        case .success(let date): parsed = date
        case .failure(let problem): throw DateArgumentError(text: problem.message)
        }
        dayNumber = parsed.dayNumber
        dayNumberAfter = parsed.grain.dayNumber(after: parsed.dayNumber)
        switch parsed.form {
        case .isoDate, .slashDate, .yearMonth, .slashYearMonth, .monthSlashYear, .quarter, .year: hasTime = false
        case .isoDateTime, .slashDateTime: hasTime = true
        case .pattern: hasTime = parsed.secondsIntoDay != 0 || parsed.zoneOffset != nil
        }
        instant =
            parsed.instantAtWrittenZone
            ?? calendar.instant(dayNumber: parsed.dayNumber, secondsIntoDay: parsed.secondsIntoDay)
    }
}
