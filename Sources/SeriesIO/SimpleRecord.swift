import ByteScanning
import SpanModel

/// Where the cells of a simple record lie: up to ``maximumFields`` of them, in memory owned
/// by the reader and reused for every record, so that finding them allocates nothing.
struct SimpleRecord: ~Copyable {
    /// The most cells a simple record may have.
    static let maximumFields = 16

    var fieldCount = 0
    private let bounds: UnsafeMutablePointer<Int>

    init() {
        bounds = .allocate(capacity: 2 * Self.maximumFields)
        bounds.initialize(repeating: 0, count: 2 * Self.maximumFields)
    }

    deinit {
        bounds.deallocate()
    }

    @inline(__always)
    func set(_ field: Int, start: Int, end: Int) {
        bounds[field &* 2] = start
        bounds[field &* 2 &+ 1] = end
    }

    /// Where cell `field` (below ``fieldCount``) starts.
    @inline(__always)
    func start(_ field: Int) -> Int {
        assert(field < fieldCount, "cell \(field) of a record of \(fieldCount)")
        return bounds[field &* 2]
    }

    /// Where cell `field` (below ``fieldCount``) ends.
    @inline(__always)
    func end(_ field: Int) -> Int {
        assert(field < fieldCount, "cell \(field) of a record of \(fieldCount)")
        return bounds[field &* 2 &+ 1]
    }
}
