internal import Glibc

/// Column memory for a read whose size is known: pages of a large column are brought in with
/// one request (`madvise` with `MADV_POPULATE_WRITE`) instead of one page fault at a time as the
/// rows arrive, which on a virtual machine costs a few microseconds a page. Where the system
/// does not offer the request (Linux before 5.14), the pages come in as they are first written,
/// as they always did.
enum ColumnMemory {
    /// Columns smaller than this are left to fault their pages in as usual.
    static let populatedSize = 1 << 20

    /// An empty column with room for `capacity` values, its pages present.
    static func column(capacity: Int) -> [Double] {
        [Double](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            initialized = 0
            populate(UnsafeMutableRawBufferPointer(buffer))
        }
    }

    /// Asks for the pages that lie wholly inside `memory` to be present and writable.
    static func populate(_ memory: UnsafeMutableRawBufferPointer) {
        guard memory.count >= populatedSize, let base = memory.baseAddress else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let start = (Int(bitPattern: base) + page - 1) / page * page
        let end = (Int(bitPattern: base) + memory.count) / page * page
        guard end > start, let first = UnsafeMutableRawPointer(bitPattern: start) else { return }
        // MADV_POPULATE_WRITE, which older C headers do not name; a kernel without it refuses
        // the request and nothing changes.
        let populateWrite: Int32 = 23
        _ = madvise(first, end - start, populateWrite)
    }
}
