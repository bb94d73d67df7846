import SpanModel
import StringCatalog

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
        /// The name in the column that tells the series apart ("GOOG").
        public var name: String
        /// The series' narrator.
        public var narrator: RangeNarrator
        /// What the series' audio graph plan holds.
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
    ///   - brief: for the spoken introduction: each part's own sentences (see
    ///     ``RangeNarrator/audioDescription(_:brief:)``) led by its name once, a first
    ///     sentence every part says alike ("Audio graph of 42 days, …") said once, unled, and
    ///     not how each part is introduced (the listener hears it).
    public func audioDescription(
        parts: [AudioPart], arrangement: AudioArrangement, duration: Double, spokenNames: Bool,
        silent: [(name: String, range: String)] = [], brief: Bool = false
    ) -> [String] {
        let silentLines = silent.map { lead($0.name, copy.text(.readoutWithoutSamples, $0.range)) }
        guard let first = parts.first else { return silentLines }
        // One series with anything to play is played as a graph of its own, with no
        // introduction: its description is its own, led by its name.
        guard parts.count > 1 else {
            let own = first.narrator.audioDescription(first.facts, brief: brief)
            guard brief, let opening = own.first else { return own.map { lead(first.name, $0) } + silentLines }
            return [lead(first.name, opening)] + own.dropFirst() + silentLines
        }
        let count = first.narrator.count(parts.count, of: .series)
        let names = list(parts.map(\.name))
        let length = first.narrator.spokenDuration(duration)
        var sentences: [String] = []
        switch arrangement {
        case .oneAfterAnother:
            sentences.append(copy.text(.audioSeriesOneAfterAnother, [.number(count), .text(length), .text(names)]))
            if !brief {
                sentences.append(
                    copy.text(spokenNames ? .audioSeriesIntroducedByName : .audioSeriesIntroducedByFigure))
            }
        case .atOnce(let stereo):
            let key: CopyKey =
                !stereo
                ? .audioSeriesAtOnceMono
                : (copy.locale.isRightToLeft ? .audioSeriesAtOnceRightToLeft : .audioSeriesAtOnce)
            sentences.append(copy.text(key, [.number(count), .text(length), .text(names)]))
            if !brief {
                // In one channel no series has a place of its own to be introduced in.
                let introduced: CopyKey =
                    switch (spokenNames, stereo) {
                    case (true, true): .audioSeriesAtOnceIntroducedByName
                    case (true, false): .audioSeriesAtOnceIntroducedByNameMono
                    case (false, true): .audioSeriesAtOnceIntroducedByFigure
                    case (false, false): .audioSeriesAtOnceIntroducedByFigureMono
                    }
                sentences.append(copy.text(introduced))
            }
        }
        let descriptions = parts.map { $0.narrator.audioDescription($0.facts, brief: brief) }
        // A sentence every part says alike is said once, after the parts.
        let rests = descriptions.map { Array($0.dropFirst()) }
        let shared = rests[0].filter { sentence in rests.allSatisfy { $0.contains(sentence) } }
        if brief {
            // Spoken, each series is named once: its own sentences follow its name.
            let summaries = descriptions.compactMap(\.first)
            let sameSummary = summaries.count == parts.count && Set(summaries).count == 1
            if sameSummary { sentences.append(summaries[0]) }
            for (part, description) in zip(parts, descriptions) {
                let own = (sameSummary ? Array(description.dropFirst()) : description).filter {
                    !shared.contains($0)
                }
                guard let opening = own.first else { continue }
                sentences.append(lead(part.name, opening))
                sentences += own.dropFirst()
            }
            return sentences + silentLines + shared
        }
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

    /// The note for standard error when the value axis the series share leaves one of them
    /// less than a third of the pitch range, so that its shape is hard to hear.
    ///
    /// "On the shared value axis, MSFT uses less than a third of the pitch range; a value axis
    /// per series gives each series its own range."
    ///
    /// - Parameter words: how the caller names the settings the note advises
    ///   (``SettingWords/valueAxisPerSeries``).
    public func audioNarrowAxisNote(_ name: String, words: SettingWords = SettingWords()) -> String {
        copy.text(.audioNoteAxisNarrow, name, words.valueAxisPerSeries)
    }

    /// The refusal when more series have values than may play at once.
    ///
    /// "At most 4 series play at once, and 5 have values here: leave out playing at once to
    /// hear them in turn, or pick some with a row filter."
    ///
    /// - Parameter words: how the caller names the settings the refusal advises
    ///   (``SettingWords/playingAtOnce``, ``SettingWords/rowFilter``).
    public func audioTooManyAtOnce(_ count: Int, most: Int, words: SettingWords = SettingWords()) -> String {
        let symbols = NumberSymbols(spokenFor: copy)
        return copy.text(
            .audioErrorTooManyAtOnce,
            [
                .number(symbols.format(Double(most), fractionDigits: 0...0)),
                .number(symbols.format(Double(count), fractionDigits: 0...0)),
                .text(words.playingAtOnce), .text(words.rowFilter),
            ])
    }
}
