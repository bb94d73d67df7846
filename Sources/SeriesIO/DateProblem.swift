import Foundation
import SpanModel

/// Why a date cell could not be read, as a message that names what was found and expected.
package struct DateProblem: Error {
    package var message: ReadMessage
    /// Whether the cell has the shape of a date that names no real day or time (2026-02-30),
    /// as opposed to not having the shape of a date at all.
    var isImpossible = false
}
