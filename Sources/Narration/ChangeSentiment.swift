import Foundation
import SpanModel
import StringCatalog

/// Whether a change is good news for its metric.
public enum ChangeSentiment: String, Hashable, Sendable {
    case good, bad, neutral
}
