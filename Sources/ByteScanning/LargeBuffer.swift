#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Advice to the kernel about a large buffer that is about to be written from start to end
/// (a file read whole, a tape of its values).
///
/// Fresh memory reaches a process one 4 KiB page at a time, each page a fault of its own: for
/// a 16.9 MB catalog and its tape, some 7,000 faults and a tenth of the check's time before a
/// single entry is read. Backed by 2 MiB pages, the same memory takes fifteen or so.
public enum LargeBuffer {
    /// The size of a transparent huge page on x86-64 (and arm64 with 4 KiB pages).
    public static let hugePageSize = 1 << 21

    /// Asks that the whole huge pages inside `byteCount` bytes from `start` be backed by huge
    /// pages where the system offers them (Linux's transparent huge pages, in `always` or
    /// `madvise` mode). Only whole pages inside the range are asked for, so no byte outside the
    /// buffer is ever made resident; elsewhere, or when the kernel declines, nothing changes.
    public static func preferHugePages(_ start: UnsafeMutableRawPointer, byteCount: Int) {
        #if os(Linux)
            let first = (UInt(bitPattern: start) + UInt(hugePageSize) - 1) & ~UInt(hugePageSize - 1)
            let end = (UInt(bitPattern: start) + UInt(max(byteCount, 0))) & ~UInt(hugePageSize - 1)
            guard end > first, let pointer = UnsafeMutableRawPointer(bitPattern: first) else { return }
            _ = madvise(pointer, Int(end - first), MADV_HUGEPAGE)
        #endif
    }
}
