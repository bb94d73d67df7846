import Foundation
import SpanModel
import StringCatalog

/// One line of the copy deck: a key, its note for translators, and the line rendered with sample
/// values, once or (for lines that change with a number) once per sample number.
public struct CopyDeckEntry: Hashable, Sendable {
    /// One rendering.
    public struct Sample: Hashable, Sendable {
        /// What varies between samples ("5"), or empty for a single sample.
        public var label: String
        /// The sentence as a listener hears it, or the reason it could not be rendered.
        public var text: String
        /// Whether rendering failed.
        public var failed: Bool
    }

    /// The catalog key.
    public var key: String
    /// The locale rendered.
    public var locale: String
    /// The note for translators.
    public var comment: String?
    /// The renderings.
    public var samples: [Sample]
}

/// Every sentence of the built-in copy rendered with sample values, so that a reviewer or
/// translator sees each line exactly as a listener hears it: dates, numbers and plural forms
/// filled in for the locale.
///
/// The sample values are fixed: 3 March to 14 April 2026, a value of 8,412, counts of 0, 1, 2,
/// 5, 22 and 101 (which between them reach every plural form of the shipped languages), and so on.
public struct CopyDeck {
    /// The copy being shown.
    public let copy: NarrationCopy

    private let symbols: NumberSymbols
    private let dates: DateWording
    private let calendar = BucketCalendar(timeZone: TimeZone(identifier: "UTC")!)

    /// The counts every plural line is rendered with.
    public static let sampleCounts = [0, 1, 2, 5, 22, 101]

    /// Creates the deck for a copy.
    public init(copy: NarrationCopy) {
        self.copy = copy
        self.symbols = NumberSymbols(locale: copy.locale.locale)
        self.dates = DateWording(locale: copy.locale.locale, calendar: calendar)
    }

    /// Every key, in the order the code lists them, rendered.
    public func entries() -> [CopyDeckEntry] {
        CopyKey.allKeys.map(entry)
    }

    /// One key rendered.
    public func entry(_ key: CopyKey) -> CopyDeckEntry {
        let samples = sampleArguments(for: key).map { label, arguments -> CopyDeckEntry.Sample in
            switch Result(catching: { () throws(LineError) -> String in try copy.render(key, arguments) }) {
            case .success(let text): CopyDeckEntry.Sample(label: label, text: text, failed: false)
            case .failure(let error): CopyDeckEntry.Sample(label: label, text: error.description, failed: true)
            }
        }
        return CopyDeckEntry(key: key.rawValue, locale: copy.locale.identifier, comment: copy.comment(key), samples: samples)
    }

    // MARK: Sample values

    private func number(_ value: Double, places: ClosedRange<Int> = 0...0) -> CatalogArgument {
        .number(symbols.format(value, fractionDigits: places))
    }

    private func day(_ month: Int, _ dayOfMonth: Int) -> String {
        dates.spokenDay(CivilDate(year: 2026, month: month, day: dayOfMonth).dayNumber, withYear: false)
    }

    private var spokenRange: String { copy.text(.rangeConnector, day(3, 3), day(4, 14)) }

    private func unit(after value: Double) -> String {
        copy.text(.demoUnit, [.number(symbols.format(value, fractionDigits: 0...1))])
    }

    private func counts(_ build: (CatalogArgument) -> [CatalogArgument]) -> [(String, [CatalogArgument])] {
        Self.sampleCounts.map { count in (String(count), build(number(Double(count)))) }
    }

    private var spokenDuration: String {
        ValueFormatter(format: .duration, locale: copy.locale.locale, symbols: symbols).spoken(90).text
    }

    private func percent(_ fraction: Double, sign: Bool = false) -> String {
        var text = symbols.formatPercent(fraction, fractionDigits: 1...1, alwaysShowsSign: sign).text
        if sign { text = text.replacingOccurrences(of: "-", with: "\u{2212}") }
        return text
    }

    /// The sample arguments for a key, labelled when there is more than one set.
    func sampleArguments(for key: CopyKey) -> [(String, [CatalogArgument])] {
        let name = key.rawValue
        let caption = copy.text(.caption(.average))
        let value = number(8_412)
        func one(_ arguments: [CatalogArgument]) -> [(String, [CatalogArgument])] { [("", arguments)] }
        func text(_ values: String...) -> [CatalogArgument] { values.map(CatalogArgument.text) }

        switch name {
        case "range.readout":
            return one([.text(caption), value, .text(unit(after: 8_412)), .text(spokenRange)])
        case "range.readout.no-unit":
            return one([.text(caption), value, .text(spokenRange)])
        case "range.readout.too-large":
            return one(text(copy.text(.caption(.total)), spokenRange))
        case "range.value":
            return one([.text(spokenRange), .text(caption), value, .text(unit(after: 8_412))])
        case "range.value.no-unit":
            return one([.text(spokenRange), .text(caption), value])
        case "range.value.too-large":
            return one(text(spokenRange, copy.text(.caption(.total))))
        case "range.connector":
            return one(text(day(3, 3), day(4, 14)))
        case "range.day-and-time":
            let time = dates.time(of: calendar.instant(dayNumber: CivilDate(year: 2026, month: 3, day: 3).dayNumber, secondsIntoDay: 50_400))
            return one(text(day(3, 3), time))
        case "data-point":
            return one([.text(day(3, 3)), value])
        case "series.lead":
            return one(text("GOOG", copy.text(.readoutWithoutUnit, [.text(caption), number(427), .text(spokenRange)])))
        case "demo.unit":
            return [1, 2, 5, 22, 8_412, 7.5].map { sample in
                (symbols.format(sample, fractionDigits: 0...1).text, [.number(symbols.format(sample, fractionDigits: 0...1))])
            }
        case "describe.extremes":
            return one([number(12_034), .text(day(7, 3)), number(2_410), .text(day(6, 21))])
        case "describe.single":
            return one([value, .text(day(3, 3))])
        case "describe.join":
            let extremes = copy.text(.describeExtremes, [number(12_034), .text(day(7, 3)), number(2_410), .text(day(6, 21))])
            let trend = copy.text(.describeRising(.day), [.text(symbols.formatPercent(0.12, fractionDigits: 0...0).text), number(42)])
            return one(text(extremes, trend))
        case "stats.change.up.1w", "stats.change.up.1m", "stats.change.up.3m", "stats.change.up.1y":
            return one(text(percent(0.126)))
        case "stats.change.down.1w", "stats.change.down.1m", "stats.change.down.3m", "stats.change.down.1y":
            return one(text(percent(0.042)))
        case "stats.change.written.1w", "stats.change.written.1m", "stats.change.written.3m", "stats.change.written.1y":
            return [("up", text(percent(0.126, sign: true))), ("down", text(percent(-0.042, sign: true)))]
        case "stats.headline":
            let money = ValueFormatter(format: .currency(code: "USD", wholeUnits: false), locale: copy.locale.locale, symbols: symbols)
            let amount = money.spoken(44_051.40).text
            return [
                ("change", text(amount, copy.text(.statsChangeUp(.month), percent(0.13)))),
                ("no comparison", text(amount, copy.text(.statsSpanInline(.month)))),
            ]
        case "stats.tile":
            return one(text(copy.text(.demoName), symbols.format(1_172, fractionDigits: 0...0).text, copy.text(.statsChangeUp(.month), percent(0.041))))
        case "stats.with-sentiment":
            let tile = copy.text(.statsTile, copy.text(.demoName), symbols.format(1_172, fractionDigits: 0...0).text, copy.text(.statsChangeDown(.month), percent(0.004)))
            return [("good", text(tile, copy.text(.statsGoodNews))), ("bad", text(tile, copy.text(.statsBadNews)))]
        case "stats.point.week":
            return one(text(day(9, 22)))
        case "stats.loading":
            return one(text(copy.text(.demoName)))
        case "timer.value.ready", "timer.value.running", "timer.value.paused", "timer.value.done":
            return one(text(spokenDuration))
        case "timer.progress":
            return [("72", [number(72)]), ("1", [number(1)]), ("100", [number(100)])]
        case "audio.scale":
            return one([number(0), number(13_240)])
        case "audio.scale.unit":
            return one([number(0), number(13_240), .text(unit(after: 13_240))])
        case "audio.reference.average":
            return one([value])
        case "audio.reference.goal":
            return one([number(10_000)])
        default:
            break
        }
        if name.hasPrefix("limit.shortest.") || name.hasPrefix("note.") {
            return counts { [$0] }
        }
        if name.hasPrefix("describe.steady.") {
            return counts { [$0] }
        }
        if name.hasPrefix("describe.rising.") || name.hasPrefix("describe.falling.") {
            let rise = CatalogArgument.text(symbols.formatPercent(0.12, fractionDigits: 0...0).text)
            return counts { [rise, $0] }
        }
        if name.hasPrefix("audio.summary.") {
            let seconds = ValueFormatter(format: .duration, locale: copy.locale.locale, symbols: symbols).spoken(6).text
            return counts { [$0, .text(spokenRange), .text(seconds)] }
        }
        return one([])
    }
}
