internal import CICUShim
import JSONSyntax
import Synchronization

/// ICU could not open the collation.
package struct KeyOrderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// ICU's name for the error.
    package var icuError: String

    /// What went wrong, for a person.
    package var description: String { "the ICU root collation could not be opened (\(icuError))" }
}
