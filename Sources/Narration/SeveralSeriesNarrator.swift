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
    public func lead(_ name: String, _ sentence: String) -> String {
        copy.text(.seriesLead, [.text(name), .text(sentence)])
    }

    /// The readout of a member, led by its name; for a series with no sample in the range,
    /// "MSFT: No data, 3 March to 14 April", with `range` the range the others are heard over.
    public func readout(of member: Member, range: String) -> String {
        guard !member.window.isEmpty else { return lead(member.name, copy.text(.readoutWithoutSamples, range)) }
        return lead(member.name, member.narrator.readout(of: member.window))
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

extension SeveralSeriesNarrator {
    /// How several series are played in one audio graph, for its description.
    public enum AudioArrangement: Hashable, Sendable {
        /// One after another.
        case oneAfterAnother
        /// At once, panned apart from left to right (right to left in a right-to-left
        /// language), or in one channel when `stereo` is false.
        case atOnce(stereo: Bool)
    }

    /// One series' part of an audio graph of several: its name, its narrator and what its plan
    /// holds.
    public struct AudioPart {
        public var name: String
        public var narrator: RangeNarrator
        public var facts: AudioGraphFacts

        /// Creates a part.
        public init(name: String, narrator: RangeNarrator, facts: AudioGraphFacts) {
            self.name = name
            self.narrator = narrator
            self.facts = facts
        }
    }

    /// The description of an audio graph of several series: what plays and in what order, each
    /// series' own first sentence led by its name, then what every part shares (the value axis,
    /// the ticks, the earcons) said once, and what only some parts have said for those, led by
    /// their names; a series with nothing in the range is said so.
    ///
    /// "Audio graph of 3 series one after another, 20 seconds: AAPL, GOOG and MSFT. Each series
    /// plays in its own timbre and opens with a short rising figure in it. AAPL: Audio graph of
    /// 42 days, …"
    ///
    /// - Parameters:
    ///   - duration: the length of the whole file, in seconds.
    ///   - spokenNames: whether each part opens with its name spoken rather than a figure.
    ///   - silent: the series that have nothing to play in the range, with that range spoken.
    public func audioDescription(
        parts: [AudioPart], arrangement: AudioArrangement, duration: Double, spokenNames: Bool,
        silent: [(name: String, range: String)] = []
    ) -> [String] {
        let silentLines = silent.map { lead($0.name, copy.text(.readoutWithoutSamples, $0.range)) }
        guard let first = parts.first else { return silentLines }
        // One series with anything to play is played as a graph of its own, with no
        // introduction: its description is its own, led by its name.
        guard parts.count > 1 else { return first.narrator.audioDescription(first.facts).map { lead(first.name, $0) } + silentLines }
        let count = first.narrator.count(parts.count)
        let names = list(parts.map(\.name))
        let length = first.narrator.spokenDuration(duration)
        var sentences: [String] = []
        switch arrangement {
        case .oneAfterAnother:
            sentences.append(copy.text(.audioSeriesOneAfterAnother, [.number(count), .text(length), .text(names)]))
            sentences.append(copy.text(spokenNames ? .audioSeriesIntroducedByName : .audioSeriesIntroducedByFigure))
        case .atOnce(let stereo):
            let key: CopyKey =
                !stereo ? .audioSeriesAtOnceMono : (copy.locale.isRightToLeft ? .audioSeriesAtOnceRightToLeft : .audioSeriesAtOnce)
            sentences.append(copy.text(key, [.number(count), .text(length), .text(names)]))
            sentences.append(
                copy.text(spokenNames ? .audioSeriesAtOnceIntroducedByName : .audioSeriesAtOnceIntroducedByFigure))
        }
        let descriptions = parts.map { $0.narrator.audioDescription($0.facts) }
        // A sentence every part says alike is said once, after the parts.
        let rests = descriptions.map { Array($0.dropFirst()) }
        let shared = rests[0].filter { sentence in rests.allSatisfy { $0.contains(sentence) } }
        for (part, description) in zip(parts, descriptions) {
            guard let summary = description.first else { continue }
            sentences.append(lead(part.name, summary))
            for sentence in description.dropFirst() where !shared.contains(sentence) {
                sentences.append(lead(part.name, sentence))
            }
        }
        sentences += silentLines
        sentences += shared
        return sentences
    }
}
