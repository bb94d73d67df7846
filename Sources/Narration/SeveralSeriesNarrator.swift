import SpanModel
import StringCatalog

/// The sentences about several series of one long table heard together (`--series`): each
/// series' sentences led by its name, a series with no data in the range said so, and the line
/// that compares the series' figures.
///
/// ```swift
/// let several = SeveralSeriesNarrator(copy: copy, summary: .average)
/// several.lead("GOOG", narrator.readout(of: window))   // "GOOG: Average 428, 3 March to 14 April"
/// several.comparison(of: members)                     // "Highest average: GOOG, 428; lowest: MSFT, 32.2."
/// ```
///
/// It compares only what it is given: the caller decides which series cover the same dates
/// (a comparison of averages over different dates would mislead), and names the others.
public struct SeveralSeriesNarrator {
    /// One series: its name as the file writes it, its narrator, and the window heard.
    public struct Member {
        /// The name in the column that tells the series apart ("GOOG").
        public var name: String
        /// The series' narrator.
        public var narrator: RangeNarrator
        /// The window heard; empty when the series has no sample in the range.
        public var window: SampleWindow

        /// Creates a member.
        public init(name: String, narrator: RangeNarrator, window: SampleWindow) {
            self.name = name
            self.narrator = narrator
            self.window = window
        }
    }

    /// The highest and lowest figure of the series compared.
    public struct Comparison: Hashable, Sendable {
        /// The sentence: "Highest average: GOOG, 428; lowest: MSFT, 32.2."
        public var sentence: String
        /// The index (among the members given) of the series with the highest figure (the first
        /// when several tie).
        public var highest: Int
        /// The index of the series with the lowest figure (the first when several tie).
        public var lowest: Int
        /// Whether every series shows the same figure (the sentence then says so once).
        public var isSame: Bool
    }

    /// The copy, prepared for the locale.
    public let copy: NarrationCopy
    /// The figure compared.
    public let summary: SummaryKind

    /// Creates the narrator of several series.
    public init(copy: NarrationCopy, summary: SummaryKind) {
        self.copy = copy
        self.summary = summary
    }

    /// A sentence about one series led by its name: "GOOG: Average 428, 3 March to 14 April".
    /// In French, Spanish and Polish, which write no capital after a colon, the sentence goes
    /// on in lower case where the language lowers a caption inside a sentence ("GOOG : moyenne
    /// 427"); English keeps the capital its style allows, German its noun's.
    public func lead(_ name: String, _ sentence: String) -> String {
        copy.text(.seriesLead, [.text(name), .text(lowersAfterLead ? Self.lowered(sentence, copy: copy) : sentence)])
    }

    /// Whether the language writes no capital after a colon and its captions in lower case
    /// inside a sentence.
    private var lowersAfterLead: Bool {
        guard ["fr", "es", "pl"].contains(copy.locale.locale.language.languageCode?.identifier ?? "") else {
            return false
        }
        let caption = copy.text(.caption(summary))
        let inline = copy.text(.captionInline(summary))
        return caption != inline && RangeNarrator.lowercasingFirstLetter(caption, locale: copy.locale.locale) == inline
    }

    private static func lowered(_ sentence: String, copy: NarrationCopy) -> String {
        RangeNarrator.lowercasingFirstLetter(sentence, locale: copy.locale.locale)
    }

    /// The readout of a member, led by its name; for a series with no sample in the range,
    /// "MSFT: No data, 3 March to 14 April", with `range` the range the others are heard over.
    public func readout(of member: Member, range: String) -> String {
        guard !member.window.isEmpty else { return lead(member.name, copy.text(.readoutWithoutSamples, range)) }
        return lead(member.name, member.narrator.readout(of: member.window))
    }

    /// What each member says about its window after a step of the lens, led by its name: its
    /// range value ("GOOG: 12 March to 22 April, Average 389"), or for a series with nothing on
    /// the dates "IBM: No data, 12 April to 22 May", with `range` the range the others are
    /// heard over. With `describing`, each member's description instead of its range value.
    ///
    /// - Complexity: O(members) for range values; O(windows) for descriptions.
    public func announcements(of members: [Member], range: String, describing: Bool = false) -> [String] {
        members.map { member in
            guard !member.window.isEmpty else {
                return lead(member.name, copy.text(.readoutWithoutSamples, range))
            }
            let narrator = member.narrator
            return lead(
                member.name,
                describing ? narrator.description(of: member.window) : narrator.rangeValue(of: member.window))
        }
    }

    /// The names as a list in the locale's words ("AAPL, GOOG and MSFT"); in a right-to-left
    /// language the locale's list format isolates each name (FSI … PDI), so that a Latin name
    /// keeps its place.
    public func list(_ names: [String]) -> String {
        names.formatted(.list(type: .and).locale(copy.locale.locale))
    }

    /// The line comparing the members' figures, or `nil` when fewer than two of them have a
    /// figure to compare (a window of gaps only, or a figure too large to show, has none).
    ///
    /// The figures are compared as shown: two series whose averages both read "428" are the
    /// same to a listener, and when every series reads the same the line says it once.
    ///
    /// - Complexity: O(members).
    public func comparison(of members: [Member]) -> Comparison? {
        var figures: [(member: Int, value: Double, shown: DisplayedNumber)] = []
        for (index, member) in members.enumerated() where !member.window.isEmpty {
            let figure = member.narrator.series.summary(summary, of: member.window)
            guard figure.hasValues, !figure.exceedsDoubleRange else { continue }
            figures.append((index, figure.value, member.narrator.value(figure.value)))
        }
        guard figures.count >= 2 else { return nil }
        var highest = figures[0]
        var lowest = figures[0]
        for figure in figures.dropFirst() {
            if figure.value > highest.value { highest = figure }
            if figure.value < lowest.value { lowest = figure }
        }
        func amount(_ figure: (member: Int, value: Double, shown: DisplayedNumber)) -> String {
            let narrator = members[figure.member].narrator
            guard let unit = narrator.unitText(after: figure.shown) else { return figure.shown.text }
            return copy.text(.describeAmount, [.number(figure.shown), .text(unit)])
        }
        if highest.shown.text == lowest.shown.text {
            return Comparison(
                sentence: copy.text(.seriesSame(summary), [.text(amount(highest))]), highest: highest.member,
                lowest: lowest.member, isSame: true)
        }
        let sentence = copy.text(
            .seriesComparison(summary),
            [
                .text(members[highest.member].name), .text(amount(highest)), .text(members[lowest.member].name),
                .text(amount(lowest)),
            ])
        return Comparison(sentence: sentence, highest: highest.member, lowest: lowest.member, isSame: false)
    }

    /// The sentence after the comparison naming the series left out of it because their data
    /// does not cover the whole range the others are compared over: said beside the comparison,
    /// so that nobody takes its lowest for the lowest of all.
    public func leftOut(_ names: [String]) -> String {
        copy.text(.seriesLeftOut, list(names))
    }
}
