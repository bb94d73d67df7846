import Foundation

/// The days of a month said as ordinals in words, for a language whose dates are said with an
/// ordinal that speech engines do not read from the digits: German "am 8. Januar" is said "am
/// achten Januar", but espeak-ng reads "8." as a cardinal ending a sentence ("am acht. Januar").
///
/// The words come from ICU's rule-based spell-out (German `%spellout-ordinal-n`, the form after
/// "am", "vom" and "bis zum", where the catalogs put a spoken day), or, for Polish, which ICU
/// lacks, from ``polishGenitive`` (Polish "17 października" is said "siedemnastego
/// października", but espeak-ng reads the cardinal "siedemnaście"). Every other language keeps
/// its digits, which its engines read as it says them (French "1er mars" aside, see
/// ``DateWording``).
///
/// ```swift
/// SpokenDayOrdinals.words(for: Locale(identifier: "de"))?[8]                       // "achten"
/// SpokenDayOrdinals.words(for: Locale(identifier: "de"), form: .standalone)?[8]    // "achter"
/// SpokenDayOrdinals.words(for: Locale(identifier: "en"))                           // nil
/// ```
enum SpokenDayOrdinals {
    /// Where a day is said, which chooses its ordinal's case in German: inside a phrase after
    /// "am", "vom" or "bis zum" ("am achten Januar"), standing alone as a label ("achter Januar,
    /// 8.412", a table's row, a caption), or after a weekday ("Montag, den achten Januar").
    enum Form {
        case inPhrase, standalone, afterWeekday
    }

    /// The ICU rule set of the ordinal a language says a date's day with, or `nil`: German's
    /// `%spellout-ordinal-n` (dative and accusative, "achten") and `%spellout-ordinal-r` (the
    /// nominative without an article, "achter").
    static func ruleSet(for locale: Locale, form: Form = .inPhrase) -> String? {
        switch locale.language.languageCode?.identifier {
        case "de": return form == .standalone ? "%spellout-ordinal-r" : "%spellout-ordinal-n"
        default: return nil
        }
    }

    /// The word put before the day's ordinal in a form, or `""`: German says a weekday's date
    /// with "den" ("Montag, den zwölften Oktober"; without it, "Montag, zwölften Oktober" is no
    /// case at all).
    static func article(for locale: Locale, form: Form) -> String {
        locale.language.languageCode?.identifier == "de" && form == .afterWeekday ? "den " : ""
    }

    /// The ordinal words of the days 0 to 31 (0 unused), or `nil` where the language keeps its
    /// digits or ICU lacks the rule set. Polish says a date in the genitive in every form.
    static func words(for locale: Locale, form: Form = .inPhrase) -> [String]? {
        if locale.language.languageCode?.identifier == "pl" { return polishGenitive }
        guard let ruleSet = ruleSet(for: locale, form: form) else { return nil }
        let article = article(for: locale, form: form)
        var words = [""]
        for day in 1...31 {
            guard let word = Spellout.words(day, ruleSet: ruleSet, locale: locale) else { return nil }
            words.append(article + word)
        }
        return words
    }

    /// The Polish days as said in a date, ordinals in the genitive ("siedemnastego
    /// października"): espeak-ng reads "17 października" as the cardinal "siedemnaście", and ICU
    /// 72 has no Polish ordinal spell-out, so they are written here. The genitive is the case of
    /// a Polish date in every place RangeLens says one: alone, after "w dniu", between "od" and
    /// "do".
    static let polishGenitive = [
        "", "pierwszego", "drugiego", "trzeciego", "czwartego", "piątego", "szóstego", "siódmego", "ósmego",
        "dziewiątego", "dziesiątego", "jedenastego", "dwunastego", "trzynastego", "czternastego", "piętnastego",
        "szesnastego", "siedemnastego", "osiemnastego", "dziewiętnastego", "dwudziestego", "dwudziestego pierwszego",
        "dwudziestego drugiego", "dwudziestego trzeciego", "dwudziestego czwartego", "dwudziestego piątego",
        "dwudziestego szóstego", "dwudziestego siódmego", "dwudziestego ósmego", "dwudziestego dziewiątego",
        "trzydziestego", "trzydziestego pierwszego",
    ]

    /// The placeholder put in a date pattern for the day's ordinal word (a private-use
    /// character, quoted, so that the formatter writes it as it is).
    static let placeholder = "\u{E001}"

    /// `pattern` with its day field (and the ordinal full stop after it, "d.") replaced by the
    /// quoted placeholder; `nil` when it has no day field.
    static func pattern(_ pattern: String) -> String? {
        DateWording.replacingDayField(of: pattern, with: "'" + placeholder + "'", droppingPeriod: true)
    }
}
