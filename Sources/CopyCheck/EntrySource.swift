import JSONSyntax
import StringCatalog

/// What the checks read a table's entries from: a String Catalog's parsed text, whose entries
/// are read one at a time when a slice of them is checked.
enum EntrySource: Sendable {
    /// A String Catalog.
    case catalog(CatalogDocument)

    /// The name of the table in the report.
    var path: String {
        switch self {
        case .catalog(let document): document.path
        }
    }

    /// The language of the source text.
    var sourceLanguage: String {
        switch self {
        case .catalog(let document): document.sourceLanguage
        }
    }

    /// Problems met reading the table as a whole.
    var problems: [CatalogProblem] {
        switch self {
        case .catalog(let document): document.problems
        }
    }

    /// The number of entries.
    var entryCount: Int {
        switch self {
        case .catalog(let document): document.entryCount
        }
    }

    /// Every locale with a value for some key, the source language first.
    var locales: [String] {
        switch self {
        case .catalog(let document): document.locales
        }
    }

    /// The file a byte offset of the table is in.
    func path(ofOffset offset: Int) -> String {
        switch self {
        case .catalog(let document): document.path
        }
    }

    /// A reader of the entries, one at a time.
    func entryReader() -> Reader {
        switch self {
        case .catalog(let document): Reader(kind: .catalog(document.entryReader()))
        }
    }

    /// Reads entries one at a time and keeps the problems it meets until they are taken.
    struct Reader {
        enum Kind {
            case catalog(CatalogDocument.EntryReader)
        }
        var kind: Kind

        /// The entry at `index`, in file order.
        mutating func entry(at index: Int) -> CatalogEntry {
            switch kind {
            case .catalog(var reader):
                let entry = reader.entry(at: index)
                kind = .catalog(reader)
                return entry
            }
        }

        /// The problems met since they were last taken.
        mutating func takeProblems() -> [CatalogProblem] {
            switch kind {
            case .catalog(var reader):
                let problems = reader.takeProblems()
                kind = .catalog(reader)
                return problems
            }
        }
    }
}
