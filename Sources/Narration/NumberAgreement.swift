import Foundation
import SpanModel
import StringCatalog

/// A count said in words where the language makes the number agree with the noun it counts and
/// speech engines read the digits in the other form.
///
/// - **French** and **Spanish** make "one" agree: espeak-ng reads "21 secondes" and "1 semaine"
///   as "vingt-et-un", "un", where French says "vingt-et-une", "une" (heure, minute, seconde,
///   semaine, valeur and fois are feminine); Spanish "31 días" as "treinta y uno" where Spanish
///   says "treinta y un" before the noun (and "veintiuna horas"). The words come from ICU's
///   rule-based spell-out, whose cardinal rule sets carry the gender
///   (`%spellout-cardinal-feminine`; Spanish's masculine one is the shortened form used before
///   a noun). A Spanish count whose masculine noun is left out ("en 21 de 31 días") keeps
///   "veintiuno", which its digits say.
/// - **Arabic** numbers from 3 to 10, and the units of the numbers above them, take the opposite
///   gender to their noun: espeak-ng reads "5 ثوانٍ" as "خمسة", the form for masculine nouns,
///   where Arabic says "خمس ثوانٍ" (ثانية, دقيقة, ساعة, سنة, قيمة, مرة are feminine), and
///   11 and 12 agree ("إحدى عشرة ساعة"). ICU's Arabic spell-out says the masculine-noun form
///   for both of its rule sets, so the words are written here, with the vowel marks that make
///   espeak-ng read "خَمْس" as five and not "خُمُس", a fifth. Counts below 1,000 are worded;
///   round tens, 1 and 2 (which the catalogs' `one` and `two` forms say) and larger counts keep
///   their digits.
/// - **Polish** says 2 "dwie" before a feminine noun ("dwie godziny", "dwadzieścia dwie
///   minuty"), where espeak-ng reads "2 godziny" as "dwa". The Polish lines put their counts in
///   the nominative or accusative ("przez 42 dni", "łącznie 3 dni"), the case whose words
///   espeak-ng says from the digits; only this form needs words (from ICU's
///   `%spellout-cardinal-feminine`).
///
/// Other languages, and counts that end otherwise, keep their digits, which engines read right.
///
/// ```swift
/// NumberAgreement.words(21, of: .second, locale: Locale(identifier: "fr"))   // "vingt-et-une"
/// NumberAgreement.words(21, of: .day, locale: Locale(identifier: "es"))      // "veintiún"
/// NumberAgreement.words(5, of: .second, locale: Locale(identifier: "ar"))    // "خَمْس"
/// NumberAgreement.words(22, of: .hour, locale: Locale(identifier: "fr"))     // nil
/// ```
enum NumberAgreement {
    /// The grammatical gender of the noun a count is said before.
    enum Gender {
        case masculine, feminine
    }

    /// The nouns the narration counts.
    enum Noun: String {
        case second, minute, hour, day, week, month, quarter, year
        /// A reading of a series without a calendar unit.
        case reading
        /// How many times something happened ("rose and fell 21 times").
        case occurrence
        case value
        /// A series of a table ("3 séries").
        case series

        /// The noun for a sample of a series' unit (every unit has a noun of its name).
        init(_ unit: SampleUnit) { self.init(rawValue: unit.rawValue)! }

        /// The noun for the unit a keyboard hint moves in.
        init(_ unit: HintUnit) { self.init(rawValue: unit.rawValue)! }

        /// The noun for a span's unit.
        init(_ unit: TimeSpan.Unit) { self.init(rawValue: unit.rawValue)! }

        /// The noun's gender in the catalogs' words for a language: French heure, minute,
        /// seconde, semaine, fois, valeur, série (jour, mois, trimestre, an and relevé are
        /// masculine); Spanish hora, semana, vez, medición, serie (segundo, minuto, día, mes,
        /// trimestre, año, valor are masculine); Arabic ثانية, دقيقة, ساعة, سنة, قراءة, مرة, قيمة,
        /// سلسلة (يوم, أسبوع, شهر and ربع are masculine); Polish godzina, minuta, sekunda,
        /// wartość, seria. Other languages need nothing here.
        func gender(inLanguage language: String?) -> Gender {
            let feminine: Bool
            switch language {
            case "fr": feminine = [.second, .minute, .hour, .week, .occurrence, .value, .series].contains(self)
            case "es": feminine = [.hour, .week, .occurrence, .reading, .series].contains(self)
            case "pl": feminine = [.second, .minute, .hour, .value, .series].contains(self)
            case "ar":
                feminine = [.second, .minute, .hour, .year, .reading, .occurrence, .value, .series].contains(self)
            default: feminine = false
            }
            return feminine ? .feminine : .masculine
        }
    }

    /// The words for `count` of `noun` in `locale`, or `nil` where its digits are heard right.
    /// `elided` says the noun is not said after this count but after a later one ("21" in "en
    /// 21 de 31 días").
    static func words(_ count: Int, of noun: Noun, elided: Bool = false, locale: Locale) -> String? {
        let language = locale.language.languageCode?.identifier
        let gender = noun.gender(inLanguage: language)
        switch (language, gender) {
        case ("fr", .feminine):
            guard endsInOne(count) else { return nil }
            return Spellout.words(count, ruleSet: "%spellout-cardinal-feminine", locale: locale)
        case ("es", .masculine):
            guard endsInOne(count), !elided else { return nil }
            return Spellout.words(count, ruleSet: "%spellout-cardinal-masculine", locale: locale)
        case ("es", .feminine):
            guard endsInOne(count) else { return nil }
            return Spellout.words(count, ruleSet: "%spellout-cardinal-feminine", locale: locale)
        case ("pl", .feminine):
            guard count % 10 == 2, count % 100 != 12, count < 1_000_000 else { return nil }
            return Spellout.words(count, ruleSet: "%spellout-cardinal-feminine", locale: locale)
        case ("ar", .feminine):
            return ArabicCount.beforeFeminineNoun(count)
        default:
            return nil
        }
    }

    /// `number` (a count written by the narration) with its text in words where
    /// ``words(_:of:elided:locale:)`` gives them; its decimal, which chooses the plural form,
    /// stays.
    static func agreed(
        _ number: DisplayedNumber, _ count: Int, of noun: Noun, elided: Bool = false, locale: Locale
    ) -> DisplayedNumber {
        guard let words = words(count, of: noun, elided: elided, locale: locale) else { return number }
        return DisplayedNumber(text: words, decimal: number.decimal)
    }

    /// Whether a count ends in "one" as French and Spanish say it (1, 21, 101; not 11 or 111).
    private static func endsInOne(_ count: Int) -> Bool {
        count > 0 && count % 10 == 1 && count % 100 != 11 && count < 1_000_000
    }
}

/// Arabic counts before a feminine noun, in words with vowel marks (see ``NumberAgreement``).
private enum ArabicCount {
    /// 3 to 10 in the form said before a feminine noun, without case endings (said at a pause).
    private static let units = [
        3: "ثَلاث", 4: "أَرْبَع", 5: "خَمْس", 6: "سِتّ", 7: "سَبْع", 8: "ثَمانِي", 9: "تِسْع", 10: "عَشْر",
    ]
    /// 3 to 9 as the first part of 13 to 19 ("ثَلاثَ عَشْرَة").
    private static let teenUnits = [
        3: "ثَلاثَ", 4: "أَرْبَعَ", 5: "خَمْسَ", 6: "سِتَّ", 7: "سَبْعَ", 8: "ثَمانِيَ", 9: "تِسْعَ",
    ]
    private static let tens = [
        2: "عِشْرون", 3: "ثَلاثون", 4: "أَرْبَعون", 5: "خَمْسون", 6: "سِتّون", 7: "سَبْعون", 8: "ثَمانون", 9: "تِسْعون",
    ]
    private static let hundreds = [
        1: "مِئَة", 2: "مِئَتان", 3: "ثَلاثُمِئَة", 4: "أَرْبَعُمِئَة", 5: "خَمْسُمِئَة", 6: "سِتُّمِئَة", 7: "سَبْعُمِئَة",
        8: "ثَمانِمِئَة", 9: "تِسْعُمِئَة",
    ]

    /// `count` in words before a feminine noun, or `nil` when its digits are heard right:
    /// counts whose last two digits are 0, 1, 2 or a round ten, and counts of 1,000 or more.
    static func beforeFeminineNoun(_ count: Int) -> String? {
        guard count >= 3, count < 1_000, let last = lastTwoDigits(count % 100) else { return nil }
        guard count >= 100 else { return last }
        return "\(hundreds[count / 100]!) وَ\(last)"
    }

    /// 3 to 99, except the round tens, in words before a feminine noun.
    private static func lastTwoDigits(_ number: Int) -> String? {
        let (ten, unit) = (number / 10, number % 10)
        switch number {
        case 3...10: return units[number]
        case 11: return "إِحْدى عَشْرَة"
        case 12: return "اِثْنَتا عَشْرَة"
        case 13...19: return "\(teenUnits[unit]!) عَشْرَة"
        case 21...99 where unit != 0:
            let first = unit == 1 ? "إِحْدى" : unit == 2 ? "اِثْنَتان" : units[unit]!
            return "\(first) وَ\(tens[ten]!)"
        default: return nil
        }
    }
}
