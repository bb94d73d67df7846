import Foundation
import SpanModel
import StringCatalog

/// One line of the copy deck: a key, its note for translators, and the line rendered with sample
/// values, once or (for lines that change with a number) once per sample number.
package struct CopyDeckEntry: Hashable, Sendable {
    /// One rendering.
    package struct Sample: Hashable, Sendable {
        /// What varies between samples ("5"), or empty for a single sample.
        package var label: String
        /// The sentence as a listener hears it, or the reason it could not be rendered.
        package var text: String
        /// Whether rendering failed.
        package var failed: Bool
    }

    /// The catalog key.
    package var key: String
    /// The locale rendered.
    package var locale: String
    /// The note for translators.
    package var comment: String?
    /// The renderings.
    package var samples: [Sample]
}
