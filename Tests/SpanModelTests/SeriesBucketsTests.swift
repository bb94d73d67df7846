import Testing

@testable import SpanModel

@Suite("Bucket boundaries, ticks and marks")
struct SeriesBucketsTests {
    static let calendar = BucketCalendar(firstWeekday: 2)

    static func daily(from start: CivilDate, count: Int) -> Series {
        let first = start.dayNumber
        return Series(times: (0..<count).map { Double(first + $0) * 86_400 }, values: Array(repeating: 1, count: count))
    }

    @Test("Daily samples tick at each Monday, strongly at each first of the month, whatever its weekday")
    func dailyBoundaries() {
        let start = CivilDate(year: 2026, month: 3, day: 1)
        let series = Self.daily(from: start, count: 92)
        let boundaries = series.boundaries(in: series.all, calendar: Self.calendar)
        let expected = (1..<92).compactMap { index -> BucketBoundary? in
            let date = CivilDate(dayNumber: start.dayNumber + index)
            guard date.weekday == 2 || date.day == 1 else { return nil }
            return BucketBoundary(index: index, strength: date.day == 1 ? .strong : .regular)
        }
        #expect(boundaries == expected)
        // 1 April 2026 is a Wednesday: a new month in the middle of a week.
        #expect(boundaries.contains(BucketBoundary(index: 31, strength: .strong)))
    }

    @Test("A step that crosses into a new week ticks; into a new month ticks strongly")
    func stepTicks() {
        let series = Self.daily(from: CivilDate(year: 2026, month: 3, day: 2), count: 40)  // 2 March is a Monday
        #expect(
            series.tick(
                from: SampleWindow(start: 0, end: 7), to: SampleWindow(start: 7, end: 14), calendar: Self.calendar)
                == .regular)
        #expect(
            series.tick(
                from: SampleWindow(start: 0, end: 7), to: SampleWindow(start: 0, end: 7), calendar: Self.calendar)
                == nil)
        // 1 April is index 30.
        #expect(
            series.tick(
                from: SampleWindow(start: 23, end: 30), to: SampleWindow(start: 24, end: 31), calendar: Self.calendar)
                == .strong)
    }

    @Test(
        "Marks are years over 800 days, months over 62, weeks over 6, otherwise days",
        arguments: [
            (900, BucketKind.year), (100, .month), (30, .week), (6, .day),
        ])
    func markKinds(days: Int, kind: BucketKind) {
        let series = Self.daily(from: CivilDate(year: 2025, month: 11, day: 10), count: days + 1)
        let marks = series.marks(calendar: Self.calendar)
        #expect(!marks.isEmpty)
        #expect(marks.allSatisfy { $0.kind == kind })
    }

    @Test("When months are marked and the series crosses a year, January's mark names the year")
    func januaryNamesTheYear() {
        let series = Self.daily(from: CivilDate(year: 2025, month: 11, day: 10), count: 101)
        let marks = series.marks(calendar: Self.calendar)
        let january = marks.filter {
            CivilDate(dayNumber: Self.calendar.dayNumber(of: series.times[$0.index])).month == 1
        }
        #expect(january.count == 1)
        #expect(january.allSatisfy { $0.namesYear })
        #expect(marks.filter { $0.namesYear }.count == 1)
    }
}
