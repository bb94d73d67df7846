import Foundation
import StringCatalog

/// A count that ends in one, said in words where the language makes "one" agree with the noun
/// after it and speech engines read the digits in the other form: espeak-ng reads French
/// "21 secondes" and "21 heures" as "vingt-et-un", where French says "vingt et une" (the
/// units of time are feminine), and Spanish "21 segundos" as "veintiuno", where Spanish says
/// "veintiún" (and "veintiuna horas"). The words come from ICU's rule-based spell-out, whose
/// cardinal rule sets carry the gender (`%spellout-cardinal-feminine`; Spanish's masculine one
/// is the shortened form used before a noun). Other languages, and counts that end otherwise,
/// keep their digits, which engines read right; 1 itself is the catalogs' `one` forms' work.
///
/// ```swift
/// NumberAgreement.words(21, gender: .feminine, locale: Locale(identifier: "fr"))   // "vingt-et-une"
/// NumberAgreement.words(21, gender: .masculine, locale: Locale(identifier: "es"))  // "veintiún"
/// NumberAgreement.words(22, gender: .feminine, locale: Locale(identifier: "fr"))   // nil
/// ```
enum NumberAgreement {
    /// The grammatical gender of the noun a count is said before.
    enum Gender {
        case masculine, feminine
    }

    /// The words for `count` before a noun of `gender` in `locale`, or `nil` where its digits
    /// are heard right.
    static func words(_ count: Int, gender: Gender, locale: Locale) -> String? {
        guard count > 20, count % 10 == 1, count % 100 != 11, count < 1_000_000 else { return nil }
        let ruleSet: String
        switch (locale.language.languageCode?.identifier, gender) {
        case ("fr", .feminine): ruleSet = "%spellout-cardinal-feminine"
        case ("es", .masculine): ruleSet = "%spellout-cardinal-masculine"
        case ("es", .feminine): ruleSet = "%spellout-cardinal-feminine"
        default: return nil
        }
        return Spellout.words(count, ruleSet: ruleSet, locale: locale)
    }

    /// `number` (a count written by the narration) with its text in words where ``words(_:gender:locale:)``
    /// gives them; its decimal, which chooses the plural form, stays.
    static func agreed(_ number: DisplayedNumber, _ count: Int, gender: Gender, locale: Locale) -> DisplayedNumber {
        guard let words = words(count, gender: gender, locale: locale) else { return number }
        return DisplayedNumber(text: words, decimal: number.decimal)
    }
}
