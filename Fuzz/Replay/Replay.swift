import Foundation

/// Feeds each file named on the command line to a fuzz target's entry point: how a crash the
/// fuzzer saved (or a whole corpus) is replayed with the target built normally. A file that
/// cannot be read is named on standard error and makes the exit status 66.
public func replayFiles(through body: ([UInt8]) -> Void) {
    var status: Int32 = 0
    for path in CommandLine.arguments.dropFirst() {
        guard let data = FileManager.default.contents(atPath: path) else {
            FileHandle.standardError.write(Data("\(path): cannot read the file\n".utf8))
            status = 66
            continue
        }
        body([UInt8](data))
    }
    exit(status)
}
