import Foundation
import Testing

@testable import SpanModel

@Suite("Civil dates and bucket calendars")
struct BucketCalendarTests {
    @Test("Day numbers round-trip and agree with Foundation's Gregorian calendar")
    func dayNumbersAgreeWithFoundation() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        for day in stride(from: -30_000, through: 60_000, by: 37) {
            let date = CivilDate(dayNumber: day)
            #expect(date.dayNumber == day)
            let components = calendar.dateComponents(
                [.year, .month, .day, .weekday], from: Date(timeIntervalSince1970: Double(day) * 86_400))
            #expect(components.year == date.year && components.month == date.month && components.day == date.day)
            #expect(components.weekday == date.weekday)
        }
    }

    @Test(
        "Impossible dates are not valid",
        arguments: [
            (2026, 2, 30, false), (2026, 2, 29, false), (2024, 2, 29, true), (2100, 2, 29, false), (2000, 2, 29, true),
            (2026, 4, 31, false), (2026, 13, 1, false), (2026, 0, 10, false), (2026, 12, 31, true), (2026, 6, 0, false),
        ])
    func validity(year: Int, month: Int, day: Int, valid: Bool) {
        #expect(CivilDate(year: year, month: month, day: day).isValid == valid)
    }

    @Test("Weeks start on the first weekday the calendar is given")
    func weeksStartOnTheFirstWeekday() {
        let monday = BucketCalendar(firstWeekday: 2)
        let sunday = BucketCalendar(firstWeekday: 1)
        // 2026-11-29 is a Sunday; 2026-11-30 a Monday.
        let sundayDay = CivilDate(year: 2026, month: 11, day: 29).dayNumber
        #expect(CivilDate(dayNumber: sundayDay).weekday == 1)
        #expect(monday.bucket(.week, ofDayNumber: sundayDay) != monday.bucket(.week, ofDayNumber: sundayDay + 1))
        #expect(monday.bucket(.week, ofDayNumber: sundayDay) == monday.bucket(.week, ofDayNumber: sundayDay - 6))
        #expect(sunday.bucket(.week, ofDayNumber: sundayDay) == sunday.bucket(.week, ofDayNumber: sundayDay + 6))
        #expect(sunday.bucket(.week, ofDayNumber: sundayDay) != sunday.bucket(.week, ofDayNumber: sundayDay - 1))
    }

    @Test(
        "Month and year buckets follow the calendar",
        arguments: [(2026, 1, 31), (2026, 2, 28), (2024, 2, 29), (2026, 12, 31)])
    func monthBuckets(year: Int, month: Int, lastDay: Int) {
        let calendar = BucketCalendar()
        let last = CivilDate(year: year, month: month, day: lastDay).dayNumber
        #expect(calendar.bucket(.month, ofDayNumber: last) + 1 == calendar.bucket(.month, ofDayNumber: last + 1))
        #expect(calendar.bucket(.month, ofDayNumber: last) == calendar.bucket(.month, ofDayNumber: last - lastDay + 1))
        #expect(calendar.bucket(.year, ofDayNumber: last) == year)
    }

    @Test("Days are counted in the calendar's time zone, across daylight-saving changes")
    func daysFollowTheTimeZone() throws {
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        let calendar = BucketCalendar(timeZone: berlin)
        var foundation = Calendar(identifier: .gregorian)
        foundation.timeZone = berlin
        // Local midnights through the March and October changes of 2026.
        for date in [
            CivilDate(year: 2026, month: 3, day: 28), CivilDate(year: 2026, month: 3, day: 29),
            CivilDate(year: 2026, month: 3, day: 30), CivilDate(year: 2026, month: 10, day: 25),
            CivilDate(year: 2026, month: 10, day: 26),
        ] {
            let instant = calendar.instant(dayNumber: date.dayNumber)
            let expected = try #require(
                foundation.date(from: DateComponents(year: date.year, month: date.month, day: date.day)))
            #expect(instant == expected.timeIntervalSince1970)
            #expect(calendar.dayNumber(of: instant) == date.dayNumber)
            #expect(calendar.dayNumber(of: instant - 1) == date.dayNumber - 1)
        }
    }
}

/// Issue 11, case 9: a local time a daylight-saving jump skipped, or repeated, is read by one
/// rule in every zone, whichever way its offset runs.
@Suite("Local times at daylight-saving changes")
struct DaylightSavingTests {
    static func instant(_ zone: String, _ day: CivilDate, hour: Int, minute: Int) -> Double {
        BucketCalendar(timeZone: TimeZone(identifier: zone)!).instant(
            dayNumber: day.dayNumber, secondsIntoDay: Double(hour * 3_600 + minute * 60))
    }

    static func utc(_ day: CivilDate, hour: Int, minute: Int) -> Double {
        Double(day.dayNumber) * 86_400 + Double(hour * 3_600 + minute * 60)
    }

    @Test(
        "a skipped time is read with the offset before the jump, in New York as in Berlin",
        arguments: [
            // 02:30 on the night the clocks go forward is 03:30 summer time, in both.
            ("America/New_York", CivilDate(year: 2026, month: 3, day: 8), 7, 30),
            ("Europe/Berlin", CivilDate(year: 2026, month: 3, day: 29), 1, 30),
            ("Australia/Sydney", CivilDate(year: 2026, month: 10, day: 4), 16, 30),
        ])
    func skipped(zone: String, day: CivilDate, utcHour: Int, utcMinute: Int) {
        let expectedDay = zone == "Australia/Sydney" ? CivilDate(dayNumber: day.dayNumber - 1) : day
        #expect(Self.instant(zone, day, hour: 2, minute: 30) == Self.utc(expectedDay, hour: utcHour, minute: utcMinute))
        // The first skipped minute is the jump itself; the times around keep their order.
        let jump = Self.instant(zone, day, hour: 2, minute: 0)
        #expect(Self.instant(zone, day, hour: 1, minute: 59) < jump)
        #expect(jump == Self.instant(zone, day, hour: 3, minute: 0))
    }

    @Test(
        "a repeated time is its first occurrence, in New York as in Berlin",
        arguments: [
            ("America/New_York", CivilDate(year: 2026, month: 11, day: 1), 5, 30),
            ("Europe/Berlin", CivilDate(year: 2026, month: 10, day: 25), 0, 30),
        ])
    func repeated(zone: String, day: CivilDate, utcHour: Int, utcMinute: Int) {
        let hour = zone == "Europe/Berlin" ? 2 : 1
        #expect(Self.instant(zone, day, hour: hour, minute: 30) == Self.utc(day, hour: utcHour, minute: utcMinute))
    }

    @Test(
        "every other time of a year reads back to itself",
        arguments: ["America/New_York", "Europe/Berlin", "Asia/Kolkata", "Pacific/Chatham"])
    func roundTrip(zone: String) {
        let calendar = BucketCalendar(timeZone: TimeZone(identifier: zone)!)
        let start = CivilDate(year: 2026, month: 1, day: 1).dayNumber
        for day in start..<(start + 365) {
            for hour in [0, 4, 12, 23] {
                let instant = calendar.instant(dayNumber: day, secondsIntoDay: Double(hour * 3_600))
                let local = instant + Double(calendar.offset(at: instant))
                #expect(Int(local) == day * 86_400 + hour * 3_600, "\(zone) day \(day) hour \(hour)")
            }
        }
    }
}
