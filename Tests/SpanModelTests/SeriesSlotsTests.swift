import Foundation
import Testing

@testable import SpanModel

@Suite("Where a missing sample would have been")
struct SeriesSlotsTests {
    static let calendar = BucketCalendar(timeZone: TimeZone(identifier: "UTC")!)
    static let day = 86_400.0

    static func date(_ instant: Double) -> CivilDate { calendar.civilDate(of: instant) }

    @Test("Months, quarters and years move by whole calendar units from the same day")
    func calendarUnits() {
        let months = [1, 2, 3, 5, 6].map { Double(CivilDate(year: 2009, month: $0, day: 1).dayNumber) * Self.day }
        let monthly = Series(times: months, values: months.map { _ in 1 })
        #expect(
            Self.date(monthly.slotInstant(from: 2, offset: 1, calendar: Self.calendar))
                == CivilDate(year: 2009, month: 4, day: 1))
        #expect(
            Self.date(monthly.slotInstant(from: 3, offset: -1, calendar: Self.calendar))
                == CivilDate(year: 2009, month: 4, day: 1))
        let quarters = [(2008, 1), (2008, 4), (2008, 7), (2009, 1), (2009, 4)].map {
            Double(CivilDate(year: $0.0, month: $0.1, day: 1).dayNumber) * Self.day
        }
        let quarterly = Series(times: quarters, values: quarters.map { _ in 1 })
        #expect(quarterly.cadence.sampleUnit == .quarter)
        #expect(
            Self.date(quarterly.slotInstant(from: 2, offset: 1, calendar: Self.calendar))
                == CivilDate(year: 2008, month: 10, day: 1))
        let years = [2010, 2011, 2012, 2014, 2015].map {
            Double(CivilDate(year: $0, month: 1, day: 1).dayNumber) * Self.day
        }
        let yearly = Series(times: years, values: years.map { _ in 1 })
        #expect(Self.date(yearly.slotInstant(from: 2, offset: 1, calendar: Self.calendar)).year == 2013)
    }

    @Test("A series with rest days moves by working days")
    func workingDays() {
        let first = CivilDate(year: 2019, month: 1, day: 2).dayNumber
        let days = (first..<(first + 60)).filter { ![1, 7].contains(BucketCalendar.weekday(ofDayNumber: $0)) }
        let times = days.map { Double($0) * Self.day }
        let series = Series(times: times, values: times.map { _ in 1 })
        // 4 January 2019 is a Friday: the next working day is Monday 7 January.
        let friday = times.firstIndex(of: Double(CivilDate(year: 2019, month: 1, day: 4).dayNumber) * Self.day)!
        #expect(
            Self.date(series.slotInstant(from: friday, offset: 1, calendar: Self.calendar))
                == CivilDate(year: 2019, month: 1, day: 7))
        #expect(
            Self.date(series.slotInstant(from: friday + 1, offset: -1, calendar: Self.calendar))
                == CivilDate(year: 2019, month: 1, day: 4))
    }

    @Test("Daily and hourly data move by their slot")
    func slots() {
        let hours = (0..<10).map { Double($0) * 3_600 }
        let hourly = Series(times: hours, values: hours.map { _ in 1 })
        #expect(hourly.slotInstant(from: 3, offset: 2, calendar: Self.calendar) == 5 * 3_600)
    }
}
