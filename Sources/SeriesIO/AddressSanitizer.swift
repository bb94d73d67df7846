internal import Glibc

/// Marks memory that holds no input as out of bounds for AddressSanitizer, when the process
/// runs under it (the sanitizer test run, the fuzz targets): a reader's buffer is larger than
/// the bytes it holds, and a read past those bytes, though inside the allocation, is a bug the
/// sanitizer then reports. Without the sanitizer this does nothing.
///
/// The sanitizer's interface is found at run time (`dlsym`), so the same source builds with and
/// without `-sanitize=address`.
enum AddressSanitizer {
    private typealias RegionFunction = @convention(c) (UnsafeRawPointer?, Int) -> Void

    private struct Interface: @unchecked Sendable {
        let poison: RegionFunction
        let unpoison: RegionFunction
    }

    private static let interface: Interface? = {
        // RTLD_DEFAULT: every object loaded in the process.
        guard let poison = dlsym(nil, "__asan_poison_memory_region"),
            let unpoison = dlsym(nil, "__asan_unpoison_memory_region")
        else { return nil }
        return Interface(
            poison: unsafeBitCast(poison, to: RegionFunction.self),
            unpoison: unsafeBitCast(unpoison, to: RegionFunction.self))
    }()

    /// Makes `bytes` out of bounds. Only the end of an allocation is marked exactly; the
    /// sanitizer tracks memory in units of eight bytes, a unit's first bytes may stay readable.
    static func poison(_ bytes: UnsafeRawBufferPointer) {
        guard let interface, bytes.count > 0 else { return }
        interface.poison(bytes.baseAddress, bytes.count)
    }

    /// Makes `bytes` readable and writable again.
    static func unpoison(_ bytes: UnsafeRawBufferPointer) {
        guard let interface, bytes.count > 0 else { return }
        interface.unpoison(bytes.baseAddress, bytes.count)
    }
}
