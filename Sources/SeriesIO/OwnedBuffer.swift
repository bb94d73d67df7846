import FileIO
internal import Glibc

/// Raw memory with one owner, freed when the owner goes away.
///
/// Under AddressSanitizer the bytes past those the owner says it holds are marked out of
/// bounds (``holdOnly(_:)``), so that reading past them is reported like reading past the
/// allocation.
struct OwnedBuffer: ~Copyable {
    private(set) var storage: UnsafeMutableRawBufferPointer

    init(byteCount: Int) {
        storage = .allocate(byteCount: byteCount, alignment: 16)
    }

    deinit {
        AddressSanitizer.unpoison(UnsafeRawBufferPointer(storage))
        storage.deallocate()
    }

    /// Moves the first `keeping` bytes to a larger allocation.
    mutating func grow(to byteCount: Int, keeping: Int) {
        let larger = UnsafeMutableRawBufferPointer.allocate(byteCount: byteCount, alignment: 16)
        larger.copyMemory(from: UnsafeRawBufferPointer(rebasing: storage[0..<keeping]))
        AddressSanitizer.unpoison(UnsafeRawBufferPointer(storage))
        storage.deallocate()
        storage = larger
    }

    /// Lets the whole allocation be written (before a read fills part of it).
    func openAll() {
        AddressSanitizer.unpoison(UnsafeRawBufferPointer(storage))
    }

    /// Marks every byte from `count` on as out of bounds, and those before it as held.
    func holdOnly(_ count: Int) {
        AddressSanitizer.unpoison(UnsafeRawBufferPointer(rebasing: storage[0..<count]))
        AddressSanitizer.poison(UnsafeRawBufferPointer(rebasing: storage[count...]))
    }
}
