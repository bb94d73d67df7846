internal import CICUShim
import Foundation

/// A whole number in words by one of a locale's rule-based spell-out rule sets (ICU's
/// `%spellout-ordinal-n`, `%spellout-cardinal-feminine`…): the one way the narration asks ICU
/// for words, for German day ordinals (``SpokenDayOrdinals``) and for counts that agree with
/// their noun (``NumberAgreement``).
///
/// ```swift
/// Spellout.words(8, ruleSet: "%spellout-ordinal-n", locale: Locale(identifier: "de"))   // "achten"
/// ```
enum Spellout {
    /// `value` in words, or `nil` when the locale lacks the rule set or ICU fails. ICU marks
    /// German compounds' joins with soft hyphens ("drei­und­zwanzigsten"), which have no place in
    /// a sentence: they are taken out.
    static func words(_ value: Int, ruleSet: String, locale: Locale) -> String? {
        var buffer = [CChar](repeating: 0, count: 128)
        var status: Int32 = 0
        let length = rl_spellout_format(
            locale.identifier(.icu), ruleSet, Int32(clamping: value), &buffer, Int32(buffer.count), &status)
        guard status <= 0, length > 0, length < buffer.count else { return nil }
        let word = String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return word.replacingOccurrences(of: "\u{00AD}", with: "")
    }
}
