internal import CICUShim
import Foundation
import StringCatalog
import Synchronization

/// An ICU number formatter for one skeleton, serialized for safety.
final class SkeletonFormatter: Sendable {
    private let formatter: Mutex<OpaquePointer>

    init?(skeleton: String, locale: String) {
        var status: Int32 = 0
        guard let opened = rl_number_formatter_open(skeleton, locale, &status), status <= 0 else { return nil }
        formatter = Mutex(opened)
    }

    deinit {
        formatter.withLock { rl_number_formatter_close($0) }
    }

    func format(_ value: Double) -> String? {
        formatter.withLock { pointer in
            var buffer = [CChar](repeating: 0, count: 256)
            var status: Int32 = 0
            let length = rl_number_formatter_format(pointer, value, &buffer, Int32(buffer.count), &status)
            guard status <= 0, length < buffer.count else { return nil }
            return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }
}
