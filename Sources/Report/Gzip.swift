internal import CZlib

/// Compresses bytes in the gzip format, through zlib: what a page's script unpacks with the
/// browser's own `DecompressionStream("gzip")`.
///
/// The output is the same for the same input (the header's time stamp is zero), so a page
/// written twice from the same data is the same file.
///
/// ```swift
/// let packed = try Gzip.compress(Array(json.utf8))
/// ```
enum Gzip {
    /// Why compressing failed: zlib's status and message.
    struct Failure: Error, CustomStringConvertible {
        var status: Int32
        var message: String

        var description: String { "zlib could not compress the page's data (\(status): \(message))" }
    }

    /// The gzip stream of `bytes`, compressed as tightly as zlib can.
    ///
    /// - Throws: ``Failure`` when zlib cannot start or finish (out of memory).
    /// - Complexity: O(n).
    static func compress(_ bytes: [UInt8]) throws(Failure) -> [UInt8] {
        var stream = z_stream()
        let started = rangelens_deflate_init_gzip(&stream, Z_BEST_COMPRESSION)
        guard started == Z_OK else { throw Failure(status: started, message: "cannot start") }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(bytes.count))) + 32)
        var input = bytes
        let status = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = UInt32(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = UInt32(target.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else {
            let message = stream.msg.map { String(cString: $0) } ?? "the stream did not end"
            throw Failure(status: status, message: message)
        }
        output.removeSubrange(Int(stream.total_out)...)
        return output
    }
}
