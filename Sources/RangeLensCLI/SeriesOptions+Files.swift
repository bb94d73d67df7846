import FileIO

extension SeriesOptions {
    /// The files a command that reads a series reads: the series (a file, or `-`) and the
    /// replacement catalogs.
    var inputFiles: CommandFiles {
        var files = narration.inputFiles
        if let file { files.read(file, as: "the series being read (\(ShownText.escaped(file)))") }
        return files
    }
}

extension NarrationOptions {
    /// The replacement catalogs (`--catalog`), read by every command that speaks.
    var inputFiles: CommandFiles {
        var files = CommandFiles()
        for path in catalogPaths {
            files.read(path, as: "the catalog read with --catalog (\(ShownText.escaped(path)))")
        }
        return files
    }
}
