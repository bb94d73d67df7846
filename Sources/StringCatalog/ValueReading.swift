import ByteScanning

/// How the values of a localization are read: as format strings (`%@`, `%lld`, `%%`), or as
/// text shown as written.
///
/// Apple's platforms format a value only when arguments are passed with it. A key used without
/// any (a storyboard title, SwiftUI's `Text("50% off")` with no interpolation) is shown exactly
/// as written, so its percent signs are text, and `%%` would show as two of them.
package enum ValueReading: Hashable, Sendable {
    /// Every value is a format string.
    case formatString
    /// Every value is text shown as written.
    case plainText
}
