import Foundation
import SpanModel
import StringCatalog

/// One line of the copy deck: a key, its note for translators, and the line rendered with sample
/// values, once or (for lines that change with a number) once per sample number.
public struct CopyDeckEntry: Hashable, Sendable {
    /// One rendering.
    public struct Sample: Hashable, Sendable {
        /// What varies between samples ("5"), or empty for a single sample.
        public var label: String
        /// The sentence as a listener hears it, or the reason it could not be rendered.
        public var text: String
        /// Whether rendering failed.
        public var failed: Bool
    }

    /// The catalog key.
    public var key: String
    /// The locale rendered.
    public var locale: String
    /// The note for translators.
    public var comment: String?
    /// The renderings.
    public var samples: [Sample]
}
