import Testing

@testable import Narration

@Suite("What kind of quantity a series holds")
struct MeasurementScaleTests {
    @Test(
        "A unit or a value format says what the values are",
        arguments: [
            ("°C", ValueFormat.automatic, MeasurementScale.interval), ("degrees Fahrenheit", .automatic, .interval),
            ("℃", .automatic, .interval), ("%", .automatic, .percent), ("percent", .automatic, .percent),
            ("steps a day", .automatic, .ratio), ("K", .automatic, .ratio), ("mm", .percent, .percent),
        ])
    func inferred(unit: String, format: ValueFormat, scale: MeasurementScale) {
        #expect(MeasurementScale.inferred(unit: unit, valueFormat: format) == scale)
    }

    @Test(
        "With no unit, a column named for a temperature is one",
        arguments: [
            ("temperature", MeasurementScale.interval), ("TMAX", .interval), ("Temperatur", .interval),
            ("air_temp", .interval), ("気温", .interval), ("temporary", .ratio), ("close", .ratio),
        ])
    func columnNames(name: String, scale: MeasurementScale) {
        #expect(MeasurementScale.inferred(unit: nil, valueFormat: .automatic, name: name) == scale)
        // A unit the caller gives wins over the column's name.
        #expect(MeasurementScale.inferred(unit: "steps", valueFormat: .automatic, name: name) == .ratio)
    }
}
