import Synchronization

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// The temporary files being written at this moment, kept where a signal handler can remove
/// them: SIGINT, SIGTERM or SIGHUP during a long write must not leave a hidden file of hundreds
/// of megabytes beside its target.
///
/// This is the one piece of global state in the libraries, and it has to be: a signal handler
/// has no other way to find the files. ``OutputFile`` registers its temporary file when it
/// creates it and unregisters it when it is renamed into place or removed. The executable's
/// handler calls ``removeAll()``, which uses only `unlink(2)` on paths stored in memory set
/// aside beforehand, so it is safe inside a signal handler.
///
/// ```swift
/// TemporaryFiles.prepare()                  // before installing the handler
/// // in the handler:
/// TemporaryFiles.removeAll()
/// _exit(128 + signalNumber)
/// ```
///
/// It holds up to 16 files at once, each path up to 4,095 bytes; a file beyond that is still
/// written and removed on every ordinary path, only not by a signal handler.
package enum TemporaryFiles {
    /// How many temporary files can be registered at once.
    static let capacity = 16

    /// The bytes of each slot, a path and its terminating NUL.
    static let slotBytes = 4_096

    /// The slots' paths, NUL-terminated, allocated once and never freed.
    nonisolated(unsafe) private static let paths = UnsafeMutablePointer<CChar>.allocate(capacity: capacity * slotBytes)

    /// Whether each slot holds a path (1) or is free (0). The handler reads these only.
    nonisolated(unsafe) private static let used: UnsafeMutablePointer<Int32> = {
        let flags = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
        flags.initialize(repeating: 0, count: capacity)
        return flags
    }()

    /// Serializes registrations from several threads; the handler never takes it.
    private static let lock = Mutex<Void>(())

    /// Sets the slots aside now, so that the first use inside a signal handler does not
    /// allocate. Call it before installing a handler that calls ``removeAll()``.
    package static func prepare() {
        _ = paths
        _ = used
    }

    /// Removes every registered temporary file. Async-signal-safe: only `unlink(2)`.
    package static func removeAll() {
        for slot in 0..<capacity where used[slot] != 0 {
            unlink(paths + slot * slotBytes)
        }
    }

    /// Registers a temporary file; returns its slot, or `nil` when the path is too long or
    /// every slot is taken.
    static func register(_ path: String) -> Int? {
        prepare()
        let bytes = Array(path.utf8)
        guard bytes.count < slotBytes, !bytes.contains(0) else { return nil }
        return withSignalsBlocked {
            lock.withLock { _ -> Int? in
                guard let slot = (0..<capacity).first(where: { used[$0] == 0 }) else { return nil }
                let start = paths + slot * slotBytes
                for (index, byte) in bytes.enumerated() { start[index] = CChar(bitPattern: byte) }
                start[bytes.count] = 0
                // The path is complete before the slot is marked used.
                atomicStore(used + slot, 1)
                return slot
            }
        }
    }

    /// Frees a slot: its file has been renamed into place or removed.
    static func unregister(_ slot: Int) {
        withSignalsBlocked {
            lock.withLock { _ in atomicStore(used + slot, 0) }
        }
    }

    /// The paths registered now (for tests).
    static func registeredPaths() -> [String] {
        lock.withLock { _ in
            (0..<capacity).filter { used[$0] != 0 }.map { String(cString: paths + $0 * slotBytes) }
        }
    }

    /// The signals whose handler removes temporary files.
    static let handledSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Runs `body` with the handled signals blocked on this thread, so that a handler on it
    /// never sees a slot half written.
    static func withSignalsBlocked<Result>(_ body: () -> Result) -> Result {
        var blocked = sigset_t()
        var previous = sigset_t()
        sigemptyset(&blocked)
        for signal in handledSignals { sigaddset(&blocked, signal) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return body()
    }

    /// Stores a flag so that the stores before it are visible first.
    private static func atomicStore(_ flag: UnsafeMutablePointer<Int32>, _ value: Int32) {
        atomicMemoryFence(ordering: .sequentiallyConsistent)
        flag.pointee = value
        atomicMemoryFence(ordering: .sequentiallyConsistent)
    }
}
