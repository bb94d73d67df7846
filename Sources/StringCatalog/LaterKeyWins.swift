/// Entries read with keys, in the order their keys were first written, where an entry whose
/// key was written before takes the earlier one's place: the later wins, as Foundation and
/// Xcode read a strings file or a property list, and the repeat is reported so that the two
/// can be merged.
struct LaterKeyWins<Entry> {
    /// The entries, one a key.
    private(set) var entries: [Entry] = []
    private var indexByKey: [String: Int] = [:]

    /// Adds `entry` under `key` at byte `keyOffset` (counted from `base` in `bytes`); when the
    /// key was written before, `entry` replaces the earlier one and a ``CatalogProblem`` of kind
    /// `duplicateKey` is added to `problems`, naming the earlier line and `place` ("the file",
    /// "the same dictionary").
    ///
    /// - Parameter offset: where the earlier entry's key was written, counted as `keyOffset` is.
    mutating func add(
        _ entry: Entry, key: String, keyOffset: Int, place: String, bytes: [UInt8], base: Int,
        problems: inout [CatalogProblem], offset: (Entry) -> Int
    ) {
        guard let earlier = indexByKey[key] else {
            indexByKey[key] = entries.count
            entries.append(entry)
            return
        }
        let line = StringsFile.line(of: offset(entries[earlier]) - base, in: bytes)
        problems.append(
            CatalogProblem(
                kind: .duplicateKey, offset: keyOffset, key: key, locale: nil,
                message:
                    "\"\(key)\" is written twice in \(place) (first on line \(line)); only the later value is used, so merge the two"
            ))
        entries[earlier] = entry
    }
}
