import FileIO
internal import Glibc

/// Raw memory with one owner, freed when the owner goes away.
struct OwnedBuffer: ~Copyable {
    private(set) var storage: UnsafeMutableRawBufferPointer

    init(byteCount: Int) {
        storage = .allocate(byteCount: byteCount, alignment: 16)
    }

    deinit {
        storage.deallocate()
    }

    /// Moves the first `keeping` bytes to a larger allocation.
    mutating func grow(to byteCount: Int, keeping: Int) {
        let larger = UnsafeMutableRawBufferPointer.allocate(byteCount: byteCount, alignment: 16)
        larger.copyMemory(from: UnsafeRawBufferPointer(rebasing: storage[0..<keeping]))
        storage.deallocate()
        storage = larger
    }
}
