import StringCatalog

/// Another key's text pasted in: a translation that is, word for word, the same language's
/// value of another key whose source says something else. Found across the whole catalog,
/// after its slices are checked: each slice notes its longer translated values by a hash, and
/// only values that meet again are read a second time.
extension CatalogAudit {
    /// A translated value long enough to be told apart from a short label that two keys may
    /// rightly share ("Delete" and "Remove" are both "Löschen"), in 16 bytes: a slice notes
    /// one for most translated values of a large catalog, kept in a list for each locale.
    struct PastedTextCandidate: Sendable {
        /// The value's hash, for finding the values that meet again.
        var hash: Int
        /// The entry, as an index into the document's entries.
        var entry: UInt32
        /// Where the value is written (a tape's offsets are 32 bits).
        var offset: UInt32
    }

    /// The fewest UTF-8 bytes a value needs to be noted: shorter ones are labels.
    static let pastedTextMinimumBytes = 20

    /// Notes the longer values of a translation.
    mutating func notePastedTextCandidates(in text: TextUnderCheck, target: Int) {
        for unit in text.text.units where unit.value.utf8.count >= Self.pastedTextMinimumBytes {
            pastedTextCandidates[target].append(
                PastedTextCandidate(
                    hash: unit.value.hashValue, entry: UInt32(truncatingIfNeeded: currentEntry),
                    offset: UInt32(truncatingIfNeeded: unit.offset)))
        }
    }

    /// Whether `a` comes before `b` in the order one locale's candidates are compared in: by
    /// hash and place, so that a value's meetings are one run.
    @inline(__always)
    static func precedes(_ a: PastedTextCandidate, _ b: PastedTextCandidate) -> Bool {
        (a.hash, a.offset) < (b.hash, b.offset)
    }

    /// Sorts a slice's candidates, on the slice's own thread, for ``reportPastedTexts(_:)``,
    /// each locale's list copied to one just large enough, so that the slices' lists held
    /// until every slice is done carry no room to grow.
    mutating func sortPastedTextCandidates() {
        for target in pastedTextCandidates.indices {
            pastedTextCandidates[target].sort(by: Self.precedes)
            let list = pastedTextCandidates[target]
            pastedTextCandidates[target] = []
            pastedTextCandidates[target] = Array(unsafeUninitializedCapacity: list.count) { buffer, count in
                count = buffer.initialize(fromContentsOf: list)
            }
        }
    }

    /// The findings for values that are another key's: for each locale, the candidates of
    /// every slice, each sorted by hash and place (``sortPastedTextCandidates()``), are merged
    /// in that order as they are read, so that a value's meetings are one run; each value met
    /// under a key whose source shares less than half its words with the first key's is
    /// reported there, naming the first.
    ///
    /// Nothing is made of the candidates but the meetings: no table of groups (for 5,000 keys
    /// in 12 locales it held more than the candidates themselves), and no one sorted array of
    /// them all.
    ///
    /// - Parameter slices: for each slice, its list of candidates for each target; let go as
    ///   they are read.
    mutating func reportPastedTexts(_ slices: inout [[[PastedTextCandidate]]]) {
        var meetings: [(target: Int, first: PastedTextCandidate, again: PastedTextCandidate)] = []
        for target in targets.indices {
            var lists: [[PastedTextCandidate]] = []
            for slice in slices.indices where slices[slice].indices.contains(target) {
                lists.append(slices[slice][target])
                slices[slice][target] = []
            }
            var merged = MergedCandidates(lists)
            lists = []
            guard var first = merged.next() else { continue }
            while let candidate = merged.next() {
                guard candidate.hash == first.hash else {
                    first = candidate
                    continue
                }
                if candidate.entry != first.entry { meetings.append((target, first, candidate)) }
            }
        }
        slices = []
        guard !meetings.isEmpty else { return }
        meetings.sort { $0.again.offset < $1.again.offset }
        var reader = input.entryReader()
        for (target, first, again) in meetings {
            let locale = targets[target]
            guard
                let (firstEntry, firstUnit, firstSource) = translatedUnit(
                    entry: Int(first.entry), offset: Int(first.offset), locale: locale, reader: &reader),
                let (entry, unit, unitSource) = translatedUnit(
                    entry: Int(again.entry), offset: Int(again.offset), locale: locale, reader: &reader),
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

/// One locale's candidates of several slices, each sorted by ``CatalogAudit/precedes(_:_:)``,
/// read in that order: a binary heap of the slices by their next candidate, which is kept
/// beside the heap so that a comparison reads one array.
struct MergedCandidates: IteratorProtocol {
    private var slices: [[CatalogAudit.PastedTextCandidate]]
    private var positions: [Int]
    /// The slices with candidates left, the one whose next candidate comes first at the top.
    private var heap: [Int]
    /// The next candidate of the slice at each place of the heap.
    private var heads: [CatalogAudit.PastedTextCandidate]

    init(_ slices: [[CatalogAudit.PastedTextCandidate]]) {
        self.slices = slices
        positions = Array(repeating: 0, count: slices.count)
        heap = []
        heads = []
        for index in slices.indices where !slices[index].isEmpty {
            heap.append(index)
            heads.append(slices[index][0])
            siftUp(heap.count - 1)
        }
    }

    private mutating func swapPlaces(_ a: Int, _ b: Int) {
        heap.swapAt(a, b)
        heads.swapAt(a, b)
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard CatalogAudit.precedes(heads[child], heads[parent]) else { return }
            swapPlaces(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { return }
            var least = left
            if left + 1 < heap.count, CatalogAudit.precedes(heads[left + 1], heads[left]) { least = left + 1 }
            guard CatalogAudit.precedes(heads[least], heads[parent]) else { return }
            swapPlaces(least, parent)
            parent = least
        }
    }

    mutating func next() -> CatalogAudit.PastedTextCandidate? {
        guard let slice = heap.first else { return nil }
        let candidate = heads[0]
        positions[slice] += 1
        if positions[slice] < slices[slice].count {
            heads[0] = slices[slice][positions[slice]]
        } else {
            // A slice read to its end is let go at once.
            slices[slice] = []
            swapPlaces(0, heap.count - 1)
            heap.removeLast()
            heads.removeLast()
        }
        siftDown(0)
        return candidate
    }
}
