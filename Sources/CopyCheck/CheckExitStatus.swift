/// The exit statuses of `check`, as the command line documents them.
public enum CheckExitStatus: Int32, Hashable, Sendable {
    /// No error (warnings allowed unless strict).
    case success = 0
    /// Errors were found (or any finding, when strict).
    case findings = 1
    /// A catalog is not valid JSON or not a String Catalog.
    case invalidData = 65
    /// A catalog does not exist or cannot be read.
    case unreadableInput = 66
}
