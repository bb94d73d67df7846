import Foundation
import SpanModel
import StringCatalog

/// How finely the points of a chart are dated, from the spacing of the readings.
public enum StatsPointGrain: String, CaseIterable, Hashable, Sendable {
    /// Readings under a day apart: the date and the time.
    case hour
    /// Daily readings: the weekday and the day.
    case day
    /// Weekly readings: the week, by its first day.
    case week
    /// Monthly readings: the month and the year.
    case month
    /// Quarterly readings: the quarter and the year.
    case quarter
    /// Yearly readings: the year.
    case year

    /// The grain for a cadence: under 18 hours apart is hourly, under 4 days daily, under
    /// 20 days weekly, under 45 days monthly, from 80 to 100 days quarterly (a quarter is 90 to
    /// 92 days), under 200 days monthly again (readings every two or six months are named by
    /// their month), and yearly beyond.
    public init(cadence: Cadence) {
        switch cadence.medianGap {
        case ..<(0.75 * Cadence.day): self = .hour
        case ..<(4 * Cadence.day): self = .day
        case ..<(20 * Cadence.day): self = .week
        case ..<(45 * Cadence.day): self = .month
        case (80 * Cadence.day)..<(100 * Cadence.day): self = .quarter
        case ..<(200 * Cadence.day): self = .month
        default: self = .year
        }
    }
}
