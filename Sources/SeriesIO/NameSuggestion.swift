/// "Did you mean": the name closest to one that was not found, for messages about a misspelt
/// column, option or command.
///
/// Closeness is the edit distance (Levenshtein: letters put in, left out or changed), with case
/// ignored. A candidate is suggested only when it is close enough to be a slip: within two
/// edits, or a third of the name's length for a long name. It does not guess at names that are
/// merely similar in meaning, and it suggests one name, never a list.
///
/// ```swift
/// NameSuggestion.closest(to: "prise", among: ["date", "price", "volume"])   // "price"
/// NameSuggestion.closest(to: "temperature", among: ["date", "price"])       // nil
/// NameSuggestion.didYouMean("prise", among: ["date", "price"])              // "; did you mean 'price'?"
/// ```
package enum NameSuggestion {
    /// The candidate closest to `name`, or `nil` when none is close enough; the first of
    /// equally close candidates.
    ///
    /// - Complexity: O(*n* × *m*) for each candidate, where *n* and *m* are the lengths of
    ///   `name` and the candidate.
    package static func closest(to name: String, among candidates: [String]) -> String? {
        let folded = name.lowercased()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(folded, candidate.lowercased())
            if distance < best?.distance ?? .max { best = (candidate, distance) }
        }
        guard let best, best.distance <= max(2, name.count / 3) else { return nil }
        return best.candidate
    }

    /// "; did you mean 'price'?", with `prefix` before the name ("--" for an option), or the
    /// empty string when no candidate is close enough: the end of a message that says what was
    /// not found. The name is quoted as cells are in messages, control characters escaped.
    package static func didYouMean(_ name: String, among candidates: [String], prefix: String = "") -> String {
        closest(to: name, among: candidates).map { "; did you mean \(CellText.quoted(prefix + $0))?" } ?? ""
    }

    /// The Levenshtein distance between two texts, by characters.
    ///
    /// - Complexity: O(*n* × *m*) time and O(*m*) memory.
    package static func editDistance(_ first: String, _ second: String) -> Int {
        let a = Array(first)
        let b = Array(second)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
