internal import CICUShim
import JSONSyntax
import Synchronization

/// ICU could not open the collation.
public struct KeyOrderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// ICU's name for the error.
    public var icuError: String

    /// What went wrong, for a person.
    public var description: String { "the ICU root collation could not be opened (\(icuError))" }
}
