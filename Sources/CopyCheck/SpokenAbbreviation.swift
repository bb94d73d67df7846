/// An abbreviation speech engines spell out letter by letter or misread, and what it stands
/// for.
struct SpokenAbbreviation: Hashable, Sendable {
    /// The abbreviation as written ("vs", "z. B.").
    var written: String
    /// What it stands for, for messages ("versus", "zum Beispiel").
    var meaning: String
}
