internal import CEspeakNG
import Foundation
import Synchronization

/// A speech engine voice chosen for a locale.
public struct SpeechVoice: Hashable, Sendable {
    /// The locale identifier asked for.
    public var locale: String

    /// The espeak-ng voice name (`en`, `de`, `cmn`).
    public var name: String
}
