import Foundation
import SpanModel
import StringCatalog

/// The unit spoken after a value.
public enum SpokenUnit: Hashable, Sendable {
    /// The caller's text, the same after every number ("steps a day").
    case text(String)
    /// A catalog line whose plural form follows the number before it, so that languages can
    /// inflect the noun ("8412 kroków", "8422 kroki").
    case line(CopyKey)
}
