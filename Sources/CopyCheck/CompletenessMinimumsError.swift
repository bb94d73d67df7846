/// A `--min-complete` list that cannot be read.
public struct CompletenessMinimumsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The part that is not `LOCALE=PERCENT`.
    public var part: String

    /// What is wrong, for a person.
    public var description: String {
        "'\(part)' is not LOCALE=PERCENT with a percentage from 0 to 100 (such as de=100,fr=95, or *=90 for every other locale)"
    }
}
