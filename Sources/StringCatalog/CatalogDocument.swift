import ByteScanning
import Dispatch
import JSONSyntax
import Synchronization

/// A String Catalog's text parsed and its top level read, with its entries read only when
/// asked for: a checker reads a large catalog a slice of entries at a time and lets each slice
/// go when it is checked, instead of holding every entry at once.
///
/// ```swift
/// let document = try CatalogDocument(parsing: bytes, path: "Localizable.xcstrings")
/// var reader = document.entryReader()
/// let first = reader.entry(at: 0)
/// ```
///
/// ``StringCatalog`` is a document with every entry read.
package struct CatalogDocument: Sendable {
    /// The parsed JSON text.
    package let tape: JSONTape
    /// Where the catalog came from, for messages.
    package let path: String
    /// The language the keys' source text is in (`en` when the catalog does not say).
    package let sourceLanguage: String
    /// The format version (`"1.0"`, `"1.1"`), when present.
    package let version: String?
    /// Problems met reading the top level (the entries' own are found when they are read).
    package let problems: [CatalogProblem]
    /// The members of `strings`: each entry's key and value, in file order.
    let members: [JSONTape.Member]

    /// Parses a catalog's bytes and reads its top level.
    ///
    /// - Throws: ``CatalogReadError`` when the text is not JSON or has no `strings` object.
    package init(parsing bytes: [UInt8], path: String) throws(CatalogReadError) {
        let tape: JSONTape
        do {
            tape = try JSONTape(parsing: bytes)
        } catch {
            throw CatalogReadError(path: path, location: FileLocation(error.location), message: error.message)
        }
        try self.init(tape: tape, path: path)
    }

    /// Reads the top level of a catalog already parsed.
    ///
    /// - Throws: ``CatalogReadError`` when the JSON is not a catalog.
    package init(tape: JSONTape, path: String) throws(CatalogReadError) {
        var reader = CatalogReader(tape: tape, path: path)
        let root = try reader.readRoot()
        self.tape = tape
        self.path = path
        self.sourceLanguage = root.sourceLanguage
        self.version = root.version
        self.members = root.members
        self.problems = reader.problems
    }

    /// The number of entries.
    package var entryCount: Int { members.count }

    /// A reader of the document's entries, one at a time, that keeps the problems it meets
    /// until they are taken.
    ///
    /// ```swift
    /// var reader = document.entryReader()
    /// let entry = reader.entry(at: 0)
    /// let problems = reader.takeProblems()
    /// ```
    package struct EntryReader {
        let document: CatalogDocument
        var reader: CatalogReader

        /// The entry at `index` (in file order), read now.
        ///
        /// - Complexity: O(size of the entry's text).
        package mutating func entry(at index: Int) -> CatalogEntry {
            reader.readEntry(document.members[index])
        }

        /// The problems met since they were last taken, in the order met.
        package mutating func takeProblems() -> [CatalogProblem] {
            defer { reader.problems.removeAll(keepingCapacity: true) }
            return reader.problems
        }
    }

    /// A reader of the entries.
    package func entryReader() -> EntryReader {
        EntryReader(document: self, reader: CatalogReader(tape: tape, path: path))
    }

    /// The entries of `range`, read one at a time, in file order, and the problems met.
    func readEntries(in range: Range<Int>) -> (entries: [CatalogEntry], problems: [CatalogProblem]) {
        var reader = entryReader()
        var entries: [CatalogEntry] = []
        entries.reserveCapacity(range.count)
        for index in range { entries.append(reader.entry(at: index)) }
        return (entries, reader.takeProblems())
    }

    /// Every locale that has a localization for some key, the source language first, then
    /// sorted: found by walking the text, without reading the entries.
    ///
    /// - Complexity: O(number of entries × locales per entry), a locale's name decoded only
    ///   the first time it is met. Entries list their locales in much the same order, so each
    ///   key is first compared with the one after the last matched: most are matched at once.
    package var locales: [String] {
        var known = Set<String>()
        // The plain spellings met (ASCII without escapes), as byte ranges of the text.
        var spellings: [Range<Int>] = []
        var next = 0
        tape.bytes.withUnsafeBufferPointer { bytes in
            for member in members where tape.kind(of: member.value) == .object {
                for field in tape.members(of: member.value) where tape.isString(field.key, equalTo: "localizations") {
                    for locale in tape.members(of: field.value) {
                        guard let range = tape.plainContents(of: locale.key) else {
                            // Written with an escape or outside ASCII: its text is decoded.
                            known.insert(tape.string(locale.key))
                            continue
                        }
                        var matched = false
                        var index = next
                        for _ in spellings.indices {
                            if index == spellings.count { index = 0 }
                            let spelling = spellings[index]
                            if ByteWord.equal(
                                UnsafeBufferPointer(rebasing: bytes[spelling]),
                                UnsafeBufferPointer(rebasing: bytes[range]))
                            {
                                matched = true
                                break
                            }
                            index += 1
                        }
                        if matched {
                            next = index + 1
                            continue
                        }
                        spellings.append(range)
                        known.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
                    }
                }
            }
        }
        known.remove(sourceLanguage)
        return [sourceLanguage] + known.sorted()
    }

    /// Below this many entries a catalog is read on one thread.
    static let entriesPerSlice = 500

    /// Every entry, in order, and the problems met. A large catalog is read in slices on
    /// several threads, each with its own reader, and the slices' entries and problems are
    /// joined in file order.
    func readAllEntries() -> (entries: [CatalogEntry], problems: [CatalogProblem]) {
        let slices = members.count / Self.entriesPerSlice
        guard slices > 1 else { return readEntries(in: 0..<members.count) }
        let count = members.count
        let parts = Mutex<[Int: (entries: [CatalogEntry], problems: [CatalogProblem])]>([:])
        DispatchQueue.concurrentPerform(iterations: slices) { slice in
            let part = readEntries(in: (count * slice / slices)..<(count * (slice + 1) / slices))
            parts.withLock { $0[slice] = part }
        }
        var entries: [CatalogEntry] = []
        entries.reserveCapacity(count)
        var problems: [CatalogProblem] = []
        parts.withLock { parts in
            for slice in 0..<slices {
                // Every slice has finished by now: concurrentPerform returns after all of them.
                guard let part = parts[slice] else { preconditionFailure("slice \(slice) of the catalog was not read") }
                entries.append(contentsOf: part.entries)
                problems.append(contentsOf: part.problems)
            }
        }
        return (entries, problems)
    }
}
