import Dispatch
import JSONSyntax
import Synchronization

/// A String Catalog (`.xcstrings`): Apple's JSON format for localized copy.
///
/// The model keeps what a renderer and a checker need: every entry in file order, each
/// localization's string unit, plural and device variations and substitutions, and the byte
/// offset of each part so that a report can name a line and column.
///
/// ```swift
/// let catalog = try StringCatalog(parsing: bytes, path: "Localizable.xcstrings")
/// catalog["range.readout"]?.localizations["de"]?.stringUnit?.value
/// ```
///
/// Reading is tolerant: a field of the wrong type or an unknown field is recorded in
/// ``problems`` and skipped, so that a checker can report all of them. Only text that is not
/// JSON, or JSON that is not a catalog at all, is refused.
public struct StringCatalog: Sendable {
    /// The language the keys' source text is in.
    public var sourceLanguage: String

    /// The format version (`"1.0"`, `"1.1"`), when present.
    public var version: String?

    /// The entries, in file order.
    public private(set) var entries: [CatalogEntry]

    /// Problems found while reading that did not stop it.
    public private(set) var problems: [CatalogProblem]

    /// The parsed JSON text, for turning offsets into lines and columns and for checks that
    /// walk the whole text (repeated keys, layout).
    package let tape: JSONTape

    /// Where the catalog came from, for messages.
    public let path: String

    private var indexByKey: [String: Int]

    /// The entry for `key`.
    public subscript(key: String) -> CatalogEntry? {
        indexByKey[key].map { entries[$0] }
    }

    /// Every locale that has a value for some key, the source language first, then sorted.
    public var locales: [String] {
        var found = Set<String>()
        for entry in entries { found.formUnion(entry.localizations.keys) }
        found.remove(sourceLanguage)
        return [sourceLanguage] + found.sorted()
    }

    /// The line and column of a byte offset in the catalog's text.
    public func location(ofOffset offset: Int) -> FileLocation {
        FileLocation(tape.location(ofOffset: offset))
    }
}

extension StringCatalog {
    /// Reads a catalog from its bytes.
    ///
    /// - Parameter path: the file's name, used in messages.
    /// - Throws: ``CatalogReadError`` when the text is not JSON or has no `strings` object.
    /// - Complexity: O(n) in the size of the text, with no tree of the JSON built. The entries
    ///   of a large catalog are read on several threads once the text is parsed.
    public init(parsing bytes: [UInt8], path: String) throws(CatalogReadError) {
        try self.init(document: CatalogDocument(parsing: bytes, path: path))
    }

    /// Reads every entry of a document.
    package init(document: CatalogDocument) {
        let read = document.readAllEntries()
        self.sourceLanguage = document.sourceLanguage
        self.version = document.version
        self.entries = read.entries
        self.problems = document.problems + read.problems
        self.tape = document.tape
        self.path = document.path
        var index: [String: Int] = [:]
        index.reserveCapacity(read.entries.count)
        for (position, entry) in read.entries.enumerated() { index[entry.key] = position }
        self.indexByKey = index
    }
}
