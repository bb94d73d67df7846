import FileIO
import JSONSyntax

/// Why a baseline file cannot be read or written.
package enum CheckBaselineFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file does not exist or cannot be read.
    case unreadable(FileError)
    /// The file is not a baseline.
    case invalid(path: String, CheckBaselineError)
    /// The file cannot be written.
    case unwritable(FileError)

    /// What went wrong, naming the file once: `copy-baseline.json: cannot read the baseline:
    /// it does not exist`.
    package var description: String {
        switch self {
        case .unreadable(let error), .unwritable(let error): error.description
        case .invalid(let path, let error):
            error.location.map { "\(path):\($0.line):\($0.column): \(error.message)" } ?? "\(path): \(error.message)"
        }
    }
}
