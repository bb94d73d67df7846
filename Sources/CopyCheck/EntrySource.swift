import JSONSyntax
import StringCatalog

/// What the checks read a table's entries from: a String Catalog's parsed text, whose entries
/// are read one at a time when a slice of them is checked, or a table read from `.strings`,
/// `.stringsdict` or XLIFF files, whose entries are all read already.
enum EntrySource: Sendable {
    /// A String Catalog.
    case catalog(CatalogDocument)
    /// A table of other files.
    case table(LocalizationTable)

    /// The name of the table in the report.
    var path: String {
        switch self {
        case .catalog(let document): document.path
        case .table(let table): table.name
        }
    }

    /// The file a finding about the whole table names: the catalog, or the table's first file
    /// (its source language's).
    var mainPath: String {
        switch self {
        case .catalog(let document): document.path
        case .table(let table): table.files.first?.path ?? table.name
        }
    }

    /// The language of the source text.
    var sourceLanguage: String {
        switch self {
        case .catalog(let document): document.sourceLanguage
        case .table(let table): table.sourceLanguage
        }
    }

    /// Problems met reading the table as a whole.
    var problems: [CatalogProblem] {
        switch self {
        case .catalog(let document): document.problems
        case .table(let table): table.problems
        }
    }

    /// The number of entries.
    var entryCount: Int {
        switch self {
        case .catalog(let document): document.entryCount
        case .table(let table): table.entries.count
        }
    }

    /// Every locale with a value for some key, the source language first.
    var locales: [String] {
        switch self {
        case .catalog(let document): document.locales
        case .table(let table): table.locales
        }
    }

    /// The file a byte offset of the table is in.
    func path(ofOffset offset: Int) -> String {
        switch self {
        case .catalog(let document): document.path
        case .table(let table): table.file(containing: offset)?.path ?? table.name
        }
    }

    /// A reader of the entries, one at a time.
    func entryReader() -> Reader {
        switch self {
        case .catalog(let document): Reader(kind: .catalog(document.entryReader()))
        case .table(let table): Reader(kind: .table(table.entries))
        }
    }

    /// Reads entries one at a time and keeps the problems it meets until they are taken.
    struct Reader {
        enum Kind {
            case catalog(CatalogDocument.EntryReader)
            case table([CatalogEntry])
        }
        var kind: Kind

        /// The entry at `index`, in file order.
        mutating func entry(at index: Int) -> CatalogEntry {
            switch kind {
            case .catalog(var reader):
                let entry = reader.entry(at: index)
                kind = .catalog(reader)
                return entry
            case .table(let entries):
                return entries[index]
            }
        }

        /// The problems met since they were last taken.
        mutating func takeProblems() -> [CatalogProblem] {
            switch kind {
            case .catalog(var reader):
                let problems = reader.takeProblems()
                kind = .catalog(reader)
                return problems
            case .table:
                return []
            }
        }
    }
}
