internal import CSndFile
import FileIO
import Foundation

/// What libsndfile reported when a sound file could not be opened, written, read or closed.
struct SoundFileFailure: Error, Hashable, Sendable {
    /// What was being done: opening, writing, reading or closing.
    var operation: String

    /// libsndfile's message.
    var message: String

    /// The system's error number when a system call under libsndfile failed (a full disk).
    var systemError: Int32?

    init(operation: String, message: String, systemError: Int32? = nil) {
        self.operation = operation
        self.message = message
        self.systemError = systemError
    }

    /// The failure for a person: the system's reason when there is one ("the disk is full"),
    /// else libsndfile's message without its internals. libsndfile words a write error from
    /// the system as "System error : …", and one it has no text for as "No error defined for
    /// this error number. This is a bug in libsndfile.": neither is shown as it is.
    var reason: String {
        if let systemError { return SystemReason.words(for: systemError) }
        var text = message.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("System error : ") { text = String(text.dropFirst("System error : ".count)) }
        if text.contains("No error defined") || text.hasPrefix("Unspecified internal error") || text.isEmpty {
            return "the encoder stopped with an error it does not name"
        }
        if text.hasSuffix(".") { text.removeLast() }
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    /// A failure of the call just made: the system's error number when it set one.
    static func lastCall(_ operation: String, message: String) -> SoundFileFailure {
        let code = errno
        return SoundFileFailure(operation: operation, message: message, systemError: code != 0 ? code : nil)
    }
}
