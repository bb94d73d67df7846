import StringCatalog

/// Which sample table: a locale and a placeholder's number of decimals.
struct SampleTableKey: Hashable {
    var locale: String
    var fractionDigits: Int?
}

/// A sample set's key: a locale and how each argument shows its numbers, a byte per argument
/// (0: not a number; 1: a whole number; otherwise 2 plus the decimals shown).
struct SampleSetKey: Hashable {
    var locale: ObjectIdentifier
    var columns: UInt64
    var count: Int
}

/// The argument lists an entry is rendered with.
struct RepresentativeSamples {
    var arguments: [[CatalogArgument]]
}
