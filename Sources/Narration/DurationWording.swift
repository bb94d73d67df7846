import Foundation
import StringCatalog

/// A number of seconds in words for one locale, from the catalog's lines for hours, minutes and
/// seconds and its way of joining them: "1 minute and 30 seconds", "eine Minute und 30 Sekunden",
/// "jedna minuta i 30 sekund".
///
/// ICU's durations write the numeral 1 ("1 Minute", "1 minuta"), which speech engines read with
/// the wrong word or gender ("eins Minute", "jeden minuta"); the catalog's plural forms say it in
/// words where the language needs them, so the time is heard right.
///
/// ```swift
/// let words = DurationWording(copy: copy)
/// words.spoken(seconds: 90)   // "1 minute and 30 seconds"
/// ```
struct DurationWording {
    /// The copy the words come from.
    package let copy: NarrationCopy
    private let symbols: NumberSymbols

    /// Creates the wording for a copy.
    package init(copy: NarrationCopy, symbols: NumberSymbols? = nil) {
        self.copy = copy
        self.symbols = symbols ?? NumberSymbols(locale: copy.locale.locale)
    }

    /// A non-negative number of seconds in words: its hours, minutes and seconds, leaving out
    /// the units that are zero ("1 hour and 1 second"); zero is "0 seconds".
    ///
    /// - Complexity: O(1).
    package func spoken(seconds: Int) -> String {
        let total = max(seconds, 0)
        let parts: [(CopyKey, NumberAgreement.Noun, Int)] = [
            (.timerDurationHours, .hour, total / 3_600), (.timerDurationMinutes, .minute, total / 60 % 60),
            (.timerDurationSeconds, .second, total % 60),
        ]
        let locale = copy.locale.locale
        let words = parts.filter { $0.2 > 0 }.map { key, noun, count in
            let number = symbols.format(Double(count), fractionDigits: 0...0)
            return copy.text(key, [.number(NumberAgreement.agreed(number, count, of: noun, locale: locale))])
        }
        switch words.count {
        case 0: return copy.text(.timerDurationSeconds, [.number(symbols.format(0, fractionDigits: 0...0))])
        case 1: return words[0]
        case 2: return copy.text(.timerDurationJoinTwo, words[0], words[1])
        default: return copy.text(.timerDurationJoinThree, words[0], words[1], words[2])
        }
    }
}
