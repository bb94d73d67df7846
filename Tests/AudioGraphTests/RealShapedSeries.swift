import Foundation
import SpanModel

/// Series shaped like the public datasets listeners play (CO2 at Mauna Loa, a century and a
/// half of yearly temperature anomalies, stock prices), made here, deterministically, so that
/// the tests need no download.
enum RealShapedSeries {
    /// Midnight UTC of a day.
    static func instant(_ year: Int, _ month: Int, _ day: Int = 1) -> Double {
        Double(CivilDate(year: year, month: month, day: day).dayNumber) * Cadence.day
    }

    /// A small, repeatable wobble from -1 to 1 (no random numbers).
    static func wobble(_ index: Int) -> Double {
        sin(Double(index) * 12.9898) * 0.6 + sin(Double(index) * 4.1414) * 0.4
    }

    /// A slow rise at a high level: 18 months of daily CO2 readings, 408 to 416 ppm, from
    /// 1 January 2019, with a small wobble.
    static let slowRise: Series = {
        let count = 548
        let values = (0..<count).map { 408 + 8 * Double($0) / Double(count - 1) + 0.25 * wobble($0) }
        return Series(times: (0..<count).map { instant(2019, 1) + Double($0) * Cadence.day }, values: values)
    }()

    /// A seasonal cycle on a high base: five years of monthly means from January 2015, a rise
    /// of 2.4 ppm a year under a swing of 3 ppm either way, peaking in May.
    static let seasonalCycle: Series = monthly(from: 2015, count: 60) { index in
        400 + 2.4 * Double(index) / 12 + 3 * cos(2 * Double.pi * Double(index - 4) / 12)
    }

    /// 144 years of yearly temperature anomalies, 1880 to 2023: cool, then a rise past zero.
    static let yearlyAnomalies: Series = {
        let values = (0..<144).map { index -> Double in
            let rise = pow(Double(index) / 143, 3) * 1.4
            return -0.3 + rise + 0.08 * wobble(index)
        }
        return Series(times: (0..<144).map { instant(1880 + $0, 1) }, values: values)
    }()

    /// 60 years of monthly CO2 means from January 1960: 317 to 420 ppm with the seasonal swing.
    static let sixtyYearsMonthly: Series = monthly(from: 1960, count: 720) { index in
        let years = Double(index) / 12
        return 316 + 0.75 * years + 0.0125 * years * years + 3 * cos(2 * Double.pi * Double(index - 4) / 12)
    }

    /// Monthly values from January of `year`.
    static func monthly(from year: Int, count: Int, _ value: (Int) -> Double) -> Series {
        Series(
            times: (0..<count).map { instant(year + $0 / 12, $0 % 12 + 1) }, values: (0..<count).map(value))
    }

    /// A year of daily closes of `count` stocks from 1 March 2024 (every day, for overlays on
    /// the same dates), each with its own level, drift and swing.
    static func stocks(_ count: Int, days: Int = 120) -> [Series] {
        (0..<count).map { stock in
            let bases: [Double] = [182, 141, 415, 98, 62]
            let drifts: [Double] = [0.0008, -0.0005, 0.0011, 0.0002, -0.0009]
            let base = bases[stock % 5]
            let drift = drifts[stock % 5]
            let period = Double(7 + 3 * stock)
            let values = (0..<days).map { (day: Int) -> Double in
                let trend: Double = 1 + drift * Double(day)
                let swing: Double = 1 + 0.04 * sin(Double(day) / period)
                let noise: Double = 1 + 0.01 * wobble(day * (stock + 3))
                return base * trend * swing * noise
            }
            return Series(times: (0..<days).map { instant(2024, 3) + Double($0) * Cadence.day }, values: values)
        }
    }
}
