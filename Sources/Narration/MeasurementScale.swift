import Foundation

/// What kind of quantity a series holds, which decides how a change may be said.
///
/// A percentage of a temperature in °C means nothing (0 °C is not "no temperature"), and a
/// rate that went from 5.1% to 9.6% rose 4.5 percentage points, not "74%".
public enum MeasurementScale: String, CaseIterable, Hashable, Sendable {
    /// Amounts with a true zero (counts, money, prices, steps): a change is said as a
    /// percentage when every value of the window is above zero, else in the data's unit.
    case ratio
    /// Values whose zero is a convention (°C, °F): a change is said in the data's unit, never as
    /// a percentage.
    case interval
    /// Values that are themselves percentages or rates: a change is said in percentage points.
    case percent

    /// The scale a unit and a value format imply: percentages for the percent format or a unit
    /// such as "%" or "percent"; an interval for a unit of temperature in degrees ("°C", "°F",
    /// "degrees Celsius"); otherwise a ratio. A caller who knows better says so.
    ///
    /// ```swift
    /// MeasurementScale.inferred(unit: "°C", valueFormat: .automatic)   // .interval
    /// MeasurementScale.inferred(unit: nil, valueFormat: .percent)      // .percent
    /// ```
    ///
    /// - Parameter name: the name of the values' column, when the series has one: with no unit,
    ///   a column named for a temperature ("temperature", "tmax", "Temperatur", "気温") is an
    ///   interval too, since a file's temperatures seldom carry their unit.
    public static func inferred(unit: String?, valueFormat: ValueFormat, name: String? = nil) -> MeasurementScale {
        if valueFormat == .percent { return .percent }
        guard let unit else {
            guard let name = name?.lowercased() else { return .ratio }
            let words = ["temperat", "tmax", "tmin", "tavg", "気温", "温度", "气温", "درجة الحرارة"]
            let isTemperature =
                words.contains { name.contains($0) } || name == "temp" || name.hasPrefix("temp_")
                || name.hasSuffix("_temp")
            return isTemperature ? .interval : .ratio
        }
        let words = unit.lowercased().trimmingCharacters(in: .whitespacesAndNewlines)
        if words.contains("%") || words.contains("％")
            || ["percent", "per cent", "pct", "percentage points"].contains(words)
        {
            return .percent
        }
        let degrees = [
            "°c", "°f", "℃", "℉", "° c", "° f", "degrees", "degree", "deg c", "deg f", "celsius", "fahrenheit",
        ]
        if degrees.contains(where: { words.contains($0) }) { return .interval }
        return .ratio
    }
}
