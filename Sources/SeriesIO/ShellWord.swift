/// Words of a command line as a message suggests them, so that they can be pasted into a shell.
package enum ShellWord {
    /// A word as a shell needs it: as it is when it holds only letters, digits and `=._-/:`,
    /// else in single quotes (a quote inside written `'\\''`).
    ///
    /// ```swift
    /// ShellWord.quoted("symbol=AAPL")    // symbol=AAPL
    /// ShellWord.quoted("Dow Jones")      // 'Dow Jones'
    /// ```
    package static func quoted(_ text: String) -> String {
        let plain =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy {
                ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "=._-/:".unicodeScalars.contains($0))
            }
        if plain { return text }
        return "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
