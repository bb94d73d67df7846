#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// The outputs of one command, each written in full before any is put in place: all of them,
/// or none.
///
/// A command that writes several files (the audio and its cues, every catalog `--write-layout`
/// rewrites) adds each ``OutputFile`` once it is complete; nothing reaches a target until
/// ``commit()``, which:
///
/// 1. copies what was written for special files and standard output into them (a full device
///    fails here, before any regular file is touched);
/// 2. with the handled signals blocked, moves each temporary file into place by exchanging it
///    with the file it replaces (`renameat2` with `RENAME_EXCHANGE`), so the older file is kept
///    under the temporary name until every move has succeeded; a move that fails exchanges the
///    earlier ones back and removes the new files, leaving every target as it was;
/// 3. removes the older files now held under the temporary names, and syncs the folders.
///
/// An output given up on (an error on the way, a batch dropped without committing) is removed,
/// and never touches its target. Where the system cannot exchange two names (a file system
/// without `RENAME_EXCHANGE`, a platform without `renameat2`) a file is renamed over its
/// target instead, and cannot be put back if a later move fails; what has been written to a
/// special file or standard output cannot be taken back either, which is why those are written
/// first.
///
/// ```swift
/// let batch = OutputBatch()
/// try batch.add(audio)    // an OutputFile, written in full
/// try batch.add(cues)
/// try batch.commit()      // both in place, or neither
/// ```
package final class OutputBatch {
    private var entries: [PreparedOutput] = []
    private var isCommitted = false

    /// An empty batch.
    package init() {}

    /// Adds an output written in full: its temporary file synced and closed, or its unnamed
    /// file kept to be copied. Nothing is put in place yet.
    ///
    /// - Throws: ``FileError`` of kind `.writeFailed` when syncing fails (the output is removed).
    package func add(_ output: consuming OutputFile) throws(FileError) {
        entries.append(try output.prepared())
    }

    /// Puts every output in place, or none of them.
    ///
    /// - Throws: ``FileError`` of kind `.writeFailed` when copying into a special file or
    ///   standard output fails (a full device), `.pipeClosed` when standard output's reader has
    ///   gone, `.cannotCreate` when a file cannot be moved into place. Every temporary file is
    ///   removed either way, and on failure every target keeps what it held, except as the
    ///   type's description says.
    package func commit() throws(FileError) {
        isCommitted = true
        let entries = self.entries
        self.entries = []
        // Streams first: what they receive cannot be taken back.
        var failure: FileError?
        for entry in entries {
            guard case .stream(let scratch, let destination, let name) = entry else { continue }
            defer { close(scratch) }
            do {
                if failure == nil { try OutputFile.copy(from: scratch, to: destination ?? STDOUT_FILENO, path: name) }
            } catch {
                failure = error
            }
            if let destination, close(destination) != 0, errno != EINTR, failure == nil {
                failure = FileError.system(.writeFailed, path: name, "cannot finish writing", errno)
            }
        }
        let files = entries.compactMap { entry -> FileMove? in
            guard case .file(let temporary, let slot, let resolved, let existed, let path) = entry else { return nil }
            return FileMove(temporaryPath: temporary, slot: slot, resolvedPath: resolved, existed: existed, path: path)
        }
        if let failure {
            for file in files { file.discard() }
            throw failure
        }
        let moveFailure = TemporaryFiles.withSignalsBlocked { () -> FileError? in
            var moved: [(FileMove, FileMove.Outcome)] = []
            for file in files {
                switch file.moveIntoPlace() {
                case .success(let outcome):
                    moved.append((file, outcome))
                case .failure(let error):
                    for (done, outcome) in moved.reversed() { done.putBack(outcome) }
                    for file in files { file.discard() }
                    return error
                }
            }
            for (file, outcome) in moved { file.finish(outcome) }
            return nil
        }
        if let moveFailure { throw moveFailure }
        for file in files { OutputFile.syncFolder(of: file.resolvedPath) }
    }

    deinit {
        guard !isCommitted else { return }
        for entry in entries {
            switch entry {
            case .stream(let scratch, let destination, _):
                close(scratch)
                if let destination { close(destination) }
            case .file(let temporary, let slot, _, _, _):
                unlink(temporary)
                if let slot { TemporaryFiles.unregister(slot) }
            }
        }
    }
}

/// An output written in full, waiting to be put in place.
enum PreparedOutput {
    /// A temporary file, synced and closed, beside the file it replaces.
    case file(temporaryPath: String, slot: Int?, resolvedPath: String, existed: Bool, path: String)
    /// An unnamed file holding what a special file (`destination`) or standard output (`nil`)
    /// receives.
    case stream(scratch: Int32, destination: Int32?, displayName: String)
}

/// One temporary file moved into place, and back if a later one cannot be.
private struct FileMove {
    var temporaryPath: String
    var slot: Int?
    var resolvedPath: String
    var existed: Bool
    var path: String

    /// How a file was put in place.
    enum Outcome {
        /// Exchanged with the older file, which now has the temporary name.
        case exchanged
        /// Moved to a name where nothing was.
        case created
        /// Renamed over the older file, which is gone.
        case replaced
    }

    /// Puts the temporary file in place.
    func moveIntoPlace() -> Result<Outcome, FileError> {
        if existed {
            switch Rename.exchange(temporaryPath, resolvedPath) {
            case 0: return .success(.exchanged)
            case ENOENT:
                // The older file went away in the meantime: a new file, then.
                if Rename.withoutReplacing(temporaryPath, resolvedPath) == 0 { return .success(.created) }
            default:
                break
            }
        } else {
            switch Rename.withoutReplacing(temporaryPath, resolvedPath) {
            case 0: return .success(.created)
            case EEXIST:
                // A file appeared there in the meantime: it is replaced as any other is.
                if Rename.exchange(temporaryPath, resolvedPath) == 0 { return .success(.exchanged) }
            default:
                break
            }
        }
        // Without the flags (or where they failed): a plain rename, which cannot be undone
        // over an older file.
        guard rename(temporaryPath, resolvedPath) == 0 else {
            return .failure(FileError.system(.cannotCreate, path: path, "cannot put the file in place", errno))
        }
        return .success(existed ? .replaced : .created)
    }

    /// Undoes ``moveIntoPlace()``: the older file back at the target, the new one at the
    /// temporary name (to be discarded); a file that was new is moved back.
    func putBack(_ outcome: Outcome) {
        switch outcome {
        case .exchanged: _ = Rename.exchange(temporaryPath, resolvedPath)
        case .created: rename(resolvedPath, temporaryPath)
        case .replaced: break
        }
    }

    /// After every move succeeded: the older file, now under the temporary name, is removed.
    func finish(_ outcome: Outcome) {
        if outcome == .exchanged { unlink(temporaryPath) }
        if let slot { TemporaryFiles.unregister(slot) }
    }

    /// Removes the temporary file (new content, or after ``putBack(_:)``).
    func discard() {
        unlink(temporaryPath)
        if let slot { TemporaryFiles.unregister(slot) }
    }
}

/// `renameat2(2)`'s two flags, where the system has them: found at run time, since the C
/// library declares the function only for GNU sources, which Swift does not import.
enum Rename {
    private typealias RenameAt2 =
        @convention(c) (
            Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32
        ) -> Int32

    private static let function: RenameAt2? = {
        #if canImport(Glibc)
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
            return unsafeBitCast(symbol, to: RenameAt2.self)
        #else
            return nil
        #endif
    }()

    /// `AT_FDCWD`: paths relative to the current folder.
    private static let currentFolder: Int32 = -100

    /// Exchanges two names atomically; returns 0, or the error number (`EINVAL` where the file
    /// system cannot).
    static func exchange(_ first: String, _ second: String) -> Int32 {
        call(first, second, flags: 2)
    }

    /// Renames `source` to `destination` unless something is there; returns 0, or the error
    /// number (`EEXIST` when something is there).
    static func withoutReplacing(_ source: String, _ destination: String) -> Int32 {
        call(source, destination, flags: 1)
    }

    private static func call(_ source: String, _ destination: String, flags: UInt32) -> Int32 {
        guard let function else { return ENOSYS }
        if function(currentFolder, source, currentFolder, destination, flags) == 0 { return 0 }
        return errno
    }
}
