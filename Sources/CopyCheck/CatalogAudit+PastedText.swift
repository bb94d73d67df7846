import StringCatalog

/// Another key's text pasted in: a translation that is, word for word, the same language's
/// value of another key whose source says something else. Found across the whole catalog,
/// after its slices are checked: each slice notes its longer translated values by a hash, and
/// only values that meet again are read a second time.
extension CatalogAudit {
    /// A translated value long enough to be told apart from a short label that two keys may
    /// rightly share ("Delete" and "Remove" are both "Löschen").
    struct PastedTextCandidate: Sendable {
        /// The target locale, as an index into the run's targets.
        var target: Int32
        /// The entry, as an index into the document's entries.
        var entry: Int32
        /// The value's hash, for finding the values that meet again.
        var hash: Int
        /// Where the value is written.
        var offset: Int
    }

    /// The fewest UTF-8 bytes a value needs to be noted: shorter ones are labels.
    static let pastedTextMinimumBytes = 20

    /// Notes the longer values of a translation.
    mutating func notePastedTextCandidates(in text: TextUnderCheck, target: Int) {
        for unit in text.text.units where unit.value.utf8.count >= Self.pastedTextMinimumBytes {
            pastedTextCandidates.append(
                PastedTextCandidate(
                    target: Int32(target), entry: Int32(currentEntry), hash: unit.value.hashValue, offset: unit.offset))
        }
    }

    /// The findings for values that are another key's: the candidates of every slice grouped by
    /// locale and value, and each value met under a key whose source shares less than half its
    /// words with the first key's reported there, naming the first.
    ///
    /// The candidates are sorted in place by locale, hash and place, so that a value's meetings
    /// are one run of the array: no table of groups is made (for 5,000 keys in 12 locales it
    /// held more than the candidates themselves).
    mutating func reportPastedTexts(_ candidates: inout [PastedTextCandidate]) {
        candidates.sort {
            ($0.target, $0.hash, $0.offset) < ($1.target, $1.hash, $1.offset)
        }
        var meetings: [(first: PastedTextCandidate, again: PastedTextCandidate)] = []
        var start = 0
        while start < candidates.count {
            let first = candidates[start]
            var end = start + 1
            while end < candidates.count, candidates[end].target == first.target, candidates[end].hash == first.hash {
                if candidates[end].entry != first.entry { meetings.append((first, candidates[end])) }
                end += 1
            }
            start = end
        }
        candidates = []
        guard !meetings.isEmpty else { return }
        meetings.sort { $0.again.offset < $1.again.offset }
        var reader = input.entryReader()
        for (first, again) in meetings {
            guard first.target == again.target else { continue }
            let locale = targets[Int(again.target)]
            guard
                let (firstEntry, firstUnit, firstSource) = translatedUnit(
                    entry: Int(first.entry), offset: first.offset, locale: locale, reader: &reader),
                let (entry, unit, unitSource) = translatedUnit(
                    entry: Int(again.entry), offset: again.offset, locale: locale, reader: &reader),
                unit.value == firstUnit.value
            else { continue }
            let info = context(locale)
            let words = Self.words(of: unit.literalText, ignoring: [])
            guard words.count >= 4 || (info.writesWithoutSpaces && unit.literalText.count >= 10) else { continue }
            let firstWords = Set(Self.words(of: firstSource.literalText, ignoring: []))
            let sourceWords = Set(Self.words(of: unitSource.literalText, ignoring: []))
            let union = firstWords.union(sourceWords).count
            guard union > 0, firstWords.intersection(sourceWords).count * 2 < union else { continue }
            report(
                .otherKeysText,
                "the value is word for word the \(info.name) value of \(Finding.displayKey(firstEntry.key)), whose source says something else ('\(firstSource.value)' against '\(unitSource.value)'): another key's text pasted in; translate this key's own source",
                offset: unit.offset, key: entry.key, locale: locale, unit: unit)
        }
    }

    /// The unit of an entry's translation written at `offset`, and the source unit it translates.
    private func translatedUnit(
        entry index: Int, offset: Int, locale: String, reader: inout EntrySource.Reader
    ) -> (CatalogEntry, TextUnit, TextUnit)? {
        let entry = reader.entry(at: index)
        _ = reader.takeProblems()
        guard let localization = entry.localizations[locale] else { return nil }
        let source = Self.sourceText(of: entry, sourceLanguage: sourceLanguage)
        let text = AnalyzedLocalization(
            key: entry.key, locale: locale, localization: localization, reading: source.reading, reference: source)
        guard let unit = text.units.first(where: { $0.offset == offset }),
            let counterpart = source.counterpart(of: unit, in: text)
        else { return nil }
        return (entry, unit, counterpart)
    }
}
