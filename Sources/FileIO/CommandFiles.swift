#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// The files one command reads and the files it writes, held against each other before
/// anything is read or written: the one rule that keeps an output from replacing an input.
///
/// Every output that is a regular file (or a name where nothing is yet), standard output
/// included when it is a regular file (`rangelens summary steps.csv >> steps.csv`), is
/// compared with every input and every other output, however each is spelled: through
/// symbolic links, through `..`, or as another hard link of the same file (the same device and
/// inode). Two names of a file that does not exist yet are the same when their folders' real
/// paths and their names are. An output that is a special file (a terminal, `/dev/null`, a FIFO)
/// is written into, never replaced, so it is held to nothing; two of them may be the same
/// device.
///
/// An output may be the input it rewrites in place (`check --write-layout`), and no other.
///
/// ```swift
/// var files = CommandFiles()
/// files.read("steps.csv", as: "the series being read")
/// files.read("K.xcstrings", as: "the catalog read with --catalog")
/// files.write("graph.wav", named: "-o graph.wav")
/// files.write("graph.vtt", named: "--cues graph.vtt")
/// let targets = try files.targets()   // refused: FileError of kind .conflict
/// ```
///
/// It does not open anything: whether a file can be read or created is learnt by doing it.
package struct CommandFiles: Sendable {
    /// A file the command reads.
    package struct Input: Sendable {
        /// The path as given; `-` is standard input.
        package var path: String
        /// What the file is to the command, as a phrase that follows "is": "the series being
        /// read (steps.csv)".
        package var role: String
    }

    /// A file the command writes.
    package struct Output: Sendable {
        /// The path as given; `-` is standard output.
        package var path: String
        /// How messages name it: "'-o graph.wav'".
        package var name: String
        /// The input it rewrites in place, which it may be.
        package var rewrites: Int?
    }

    /// The files read, in the order given.
    package private(set) var inputs: [Input] = []

    /// The files written, in the order given.
    package private(set) var outputs: [Output] = []

    /// Whether standard output is held to the inputs too: true for the process's own standard
    /// output, false for a command run inside another program with its streams in memory.
    package var holdsStandardOutput: Bool

    /// An empty set of files.
    package init(holdsStandardOutput: Bool = false) {
        self.holdsStandardOutput = holdsStandardOutput
    }

    /// Adds a file the command reads; returns its index, for ``write(_:named:rewriting:)``.
    @discardableResult
    package mutating func read(_ path: String, as role: String) -> Int {
        inputs.append(Input(path: path, role: role))
        return inputs.count - 1
    }

    /// Adds a file the command writes, named for messages; `rewriting` is the index of the
    /// input it rewrites in place, when it does.
    package mutating func write(_ path: String, named name: String, rewriting input: Int? = nil) {
        outputs.append(Output(path: path, name: name, rewrites: input))
    }

    /// Holds every output against every input and every other output, as ``targets()`` does,
    /// before a command runs. An output that rewrites an input in place and cannot be an
    /// output at all (a folder, a missing file) is left to the command, which reads it first
    /// and says why it cannot: that input's error is the one to give.
    ///
    /// - Throws: as ``targets()``.
    package func check() throws(FileError) {
        _ = try resolve(strictly: false)
    }

    /// Where each output goes, in the order added, once every output has been held against
    /// every input and every other output.
    ///
    /// - Throws: ``FileError`` of kind `.conflict` when an output is one of the inputs (other
    ///   than the one it rewrites), or when two outputs are the same file, or standard output is
    ///   an input; `.cannotCreate` when an output's path is empty, a folder, in a folder that
    ///   does not exist, or a loop of links (as ``OutputTarget/init(path:)`` refuses).
    /// - Complexity: O(inputs × outputs) comparisons, one `stat` a path.
    package func targets() throws(FileError) -> [OutputTarget] {
        try resolve(strictly: true).map { $0! }
    }

    /// The outputs' targets (`nil` for a rewrite that cannot be an output, when not strict),
    /// held against the inputs and each other.
    private func resolve(strictly: Bool) throws(FileError) -> [OutputTarget?] {
        var resolved: [OutputTarget?] = []
        for output in outputs {
            do {
                resolved.append(try OutputTarget(path: output.path))
            } catch {
                guard !strictly, output.rewrites != nil else { throw error }
                resolved.append(nil)
            }
        }
        let kept = outputs.indices.filter { resolved[$0] != nil }
        let targets = resolved.compactMap { $0 }
        let outputs = kept.map { self.outputs[$0] }
        let places = targets.map(FilePlace.init(output:))
        let read = inputs.map { FilePlace(input: $0.path) }
        // Outputs among themselves first: a file given twice is said as such, even when it is
        // also an input.
        for index in outputs.indices {
            for earlier in 0..<index {
                let sameName =
                    targets[earlier].isSameFile(as: targets[index])
                    && (targets[index].kind != .special || targets[earlier].kind != .special)
                guard sameName || places[index].isSame(as: places[earlier]) else { continue }
                let (first, second) = (outputs[earlier], outputs[index])
                throw FileError(
                    kind: .conflict, path: second.path, action: "cannot write the file",
                    cause: first.rewrites != nil && second.rewrites != nil
                        ? "\(first.name) and \(second.name) are the same file, given twice to be rewritten; give it once"
                        : "\(first.name) and \(second.name) are the same file, so one would overwrite the other; give each its own name"
                )
            }
        }
        for (index, output) in outputs.enumerated() {
            for (inputIndex, input) in inputs.enumerated()
            where inputIndex != output.rewrites && places[index].isSame(as: read[inputIndex]) {
                throw FileError(
                    kind: .conflict, path: output.path, action: "cannot write the file",
                    cause:
                        "\(output.name) is \(input.role); writing it would replace the input, so give the output another name"
                )
            }
        }
        if holdsStandardOutput {
            let standardOutput = FilePlace.standardOutput
            for (inputIndex, input) in inputs.enumerated() where standardOutput.isSame(as: read[inputIndex]) {
                throw FileError(
                    kind: .conflict, path: "-", action: "cannot write to standard output",
                    cause:
                        "standard output is \(input.role); writing to it would replace the input, so send the output elsewhere"
                )
            }
        }
        return resolved
    }
}

/// Where a path leads, to compare an output with an input: the device and inode of an
/// existing regular file, or the real path of a name where nothing is yet.
private struct FilePlace {
    /// The file's device and inode, when it exists and is a regular file.
    var identity: FileIdentity?
    /// Its folder's real path and its name, when nothing exists there yet.
    var canonicalPath: String?
    /// Whether it is something other than a regular file or a new name (a device, a FIFO, a
    /// terminal): never the same as anything, since it is written into, not replaced.
    var isSpecial = false

    init(input path: String) {
        var status = stat()
        let found = path == "-" ? fstat(STDIN_FILENO, &status) == 0 : stat(path, &status) == 0
        if found {
            if status.st_mode & S_IFMT == S_IFREG {
                identity = FileIdentity(status)
            } else {
                isSpecial = true
            }
        } else if path != "-", errno == ENOENT {
            let (folder, name) = OutputTarget.split(path)
            canonicalPath = OutputTarget.realPath(folder).map { ($0 == "/" ? "" : $0) + "/" + name }
        }
    }

    init(identity: FileIdentity?, canonicalPath: String?, isSpecial: Bool) {
        self.identity = identity
        self.canonicalPath = canonicalPath
        self.isSpecial = isSpecial
    }

    init(output target: OutputTarget) {
        switch target.kind {
        case .file: self.init(identity: target.identity, canonicalPath: target.canonicalPath, isSpecial: false)
        case .special: self.init(identity: nil, canonicalPath: nil, isSpecial: true)
        case .standardOutput: self = Self.standardOutput
        }
    }

    /// Standard output: a regular file it was sent to (`> log`, `>> steps.csv`), or something
    /// special (a terminal, a pipe).
    static var standardOutput: FilePlace {
        var status = stat()
        if fstat(STDOUT_FILENO, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
            return FilePlace(identity: FileIdentity(status), canonicalPath: nil, isSpecial: false)
        }
        return FilePlace(identity: nil, canonicalPath: nil, isSpecial: true)
    }

    func isSame(as other: FilePlace) -> Bool {
        guard !isSpecial, !other.isSpecial else { return false }
        if let identity, let otherIdentity = other.identity { return identity == otherIdentity }
        if let canonicalPath, let otherPath = other.canonicalPath { return canonicalPath == otherPath }
        return false
    }
}
