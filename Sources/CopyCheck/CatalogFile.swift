import FileIO

/// How the copy check reads its files: through ``FileIO``, the one place the project touches
/// files, with a limit on their size.
enum CatalogFile {
    /// The largest catalog or baseline read: 256 MiB. Checking takes up to about four times a
    /// file's size in memory, and the largest real catalogs are tens of megabytes.
    static let maximumBytes = 256 << 20

    /// The bytes of a catalog or baseline (`-` is standard input). A file that does not start
    /// with `{` is read only as far as its first chunk: the parser then names the place, and
    /// `/dev/zero` is not read to the limit first.
    static func contents(of path: String, describedAs noun: String) throws(FileError) -> [UInt8] {
        try contents(of: path, describedAs: noun, expectedStarts: [UInt8(ascii: "{")])
    }

    /// The bytes of a file, read only as far as its first chunk when it does not start with
    /// one of `expectedStarts` (`nil`: read whole).
    static func contents(
        of path: String, describedAs noun: String, expectedStarts: Set<UInt8>?
    ) throws(FileError) -> [UInt8] {
        try InputFile.contents(of: path, describedAs: noun, limit: maximumBytes, expectedStarts: expectedStarts)
    }

    /// The name a file goes by in messages: the path, or `<stdin>` for `-`.
    static func displayName(_ path: String) -> String {
        path == "-" ? "<stdin>" : path
    }
}
