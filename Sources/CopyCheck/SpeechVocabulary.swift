/// The words and signs a speech engine reads badly, per language.
///
/// Month abbreviations are listed for English, German, French, Spanish, Polish, Italian,
/// Portuguese and Dutch; unit abbreviations for those languages plus the international ones
/// every language shares (`km`, `kg`, `h`, `min`, `MB`...). A month abbreviation is reported
/// when it ends with a period or stands next to a number or placeholder; a unit only right
/// after a number or placeholder (`4m 12s`, `%lld min`), so ordinary words are left alone.
struct SpeechVocabulary {
    /// Month abbreviations, with their full names where the language is English.
    let months: [String: String]
    /// Whether month abbreviations are matched case-sensitively (capitalized languages).
    let monthsAreCapitalized: Bool
    /// Unit abbreviations, with their full words where known.
    let units: [String: String]
    /// Abbreviations speech engines spell out or misread wherever they stand.
    let spelledOut: [SpokenAbbreviation]

    /// The vocabulary of a locale's language (`de-AT` uses German).
    static func forLocale(_ locale: String) -> SpeechVocabulary {
        let language =
            locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init)?.lowercased() ?? ""
        let own = byLanguage[language]
        var units = internationalUnits
        for (unit, word) in own?.units ?? [:] { units[unit] = word }
        let spelledOut =
            (spelledOutByLanguage[language] ?? [])
            + spelledOutEverywhere.filter { shared in
                !(spelledOutByLanguage[language] ?? []).contains {
                    $0.written.lowercased() == shared.written.lowercased()
                }
            }
        return SpeechVocabulary(
            months: own?.months ?? [:], monthsAreCapitalized: own?.capitalized ?? false, units: units,
            spelledOut: spelledOut)
    }

    /// Abbreviations spelled out in every language: "vs" is read "V S" by speech engines
    /// whatever the voice, and currency codes are spelled or read as a word ("USD" is "ust"
    /// in espeak-ng's Polish, "us" in its Spanish): a spoken line names the currency in words.
    private static let spelledOutEverywhere: [SpokenAbbreviation] = [
        SpokenAbbreviation(written: "vs", meaning: "versus"),
        SpokenAbbreviation(written: "USD", meaning: "US dollars"), SpokenAbbreviation(written: "EUR", meaning: "euros"),
        SpokenAbbreviation(written: "GBP", meaning: "pounds sterling"),
        SpokenAbbreviation(written: "JPY", meaning: "yen"),
        SpokenAbbreviation(written: "CNY", meaning: "yuan"),
        SpokenAbbreviation(written: "CHF", meaning: "Swiss francs"),
        SpokenAbbreviation(written: "PLN", meaning: "złoty"),
    ]

    /// Abbreviations each language's speech engines spell out or misread, checked against
    /// espeak-ng's reading (`espeak-ng -v de -x "bzw."`): "vs" is read "V S", "approx." as
    /// "approks", "z. B." as "zet be", "tj." as "tej". Abbreviations the engine expands
    /// correctly ("e.g." in espeak-ng's English, "np." in Polish) are listed only when other
    /// engines are known to spell them.
    private static let spelledOutByLanguage: [String: [SpokenAbbreviation]] = {
        func list(_ pairs: KeyValuePairs<String, String>) -> [SpokenAbbreviation] {
            pairs.map { SpokenAbbreviation(written: $0.key, meaning: $0.value) }
        }
        return [
            "en": list([
                "vs": "versus", "e.g.": "for example", "i.e.": "that is", "approx.": "approximately",
                "approx": "approximately",
                "avg": "average", "est.": "estimated", "incl.": "including", "excl.": "excluding", "w/": "with",
            ]),
            "de": list([
                "z. B.": "zum Beispiel", "z.B.": "zum Beispiel", "bzw.": "beziehungsweise", "ca.": "circa",
                "ggf.": "gegebenenfalls",
                "d. h.": "das heißt", "d.h.": "das heißt", "vgl.": "vergleiche", "Nr.": "Nummer", "evtl.": "eventuell",
                "u. a.": "unter anderem", "inkl.": "inklusive", "usw.": "und so weiter",
            ]),
            "fr": list([
                "p. ex.": "par exemple", "env.": "environ", "c.-à-d.": "c’est-à-dire", "n°": "numéro", "cf.": "voir",
                // espeak-ng reads the hour's "h" as the letter ("23 hache"): "23 heures".
                "h": "heures",
            ]),
            "es": list([
                "p. ej.": "por ejemplo", "p.ej.": "por ejemplo", "aprox.": "aproximadamente", "núm.": "número",
                "etc.": "etcétera",
                "p. m.": "de la tarde", "a. m.": "de la mañana",
            ]),
            "pl": list([
                "m.in.": "między innymi", "wzgl.": "względnie", "tj.": "to jest", "nr": "numer",
            ]),
            "nl": list([
                "bijv.": "bijvoorbeeld", "d.w.z.": "dat wil zeggen", "o.a.": "onder andere", "ca.": "circa",
            ]),
            "it": list([
                "es.": "esempio", "ca.": "circa", "ecc.": "eccetera", "n.": "numero",
            ]),
            "pt": list([
                "ex.": "exemplo", "aprox.": "aproximadamente",
            ]),
            // ICU's marks for before and after noon (and م for the Common Era), read as letters:
            // "2:00 م" is heard "two zero zero meem".
            "ar": list([
                "م": "مساءً", "ص": "صباحًا",
            ]),
        ]
    }()

    /// Whether `word` (without a trailing period) is a month abbreviation.
    func isMonthAbbreviation(_ word: String) -> Bool {
        monthsAreCapitalized ? months[word] != nil : months[word.lowercased()] != nil
    }

    /// The full month name for an abbreviation, when known.
    func fullMonth(_ word: String) -> String? {
        let name = monthsAreCapitalized ? months[word] : months[word.lowercased()]
        return name?.isEmpty == false ? name : nil
    }

    private static func months(_ words: String) -> [String: String] {
        Dictionary(uniqueKeysWithValues: words.split(separator: " ").map { (String($0), "") })
    }

    private static let byLanguage: [String: (months: [String: String], capitalized: Bool, units: [String: String])] = [
        "en": (
            [
                "Jan": "January", "Feb": "February", "Mar": "March", "Apr": "April", "Jun": "June", "Jul": "July",
                "Aug": "August", "Sep": "September", "Sept": "September", "Oct": "October", "Nov": "November",
                "Dec": "December",
            ], true,
            [
                "hr": "hours", "hrs": "hours", "mins": "minutes", "sec": "seconds", "secs": "seconds", "wk": "weeks",
                "wks": "weeks", "mo": "months", "mos": "months", "yr": "years", "yrs": "years", "ft": "feet",
                "yd": "yards", "mi": "miles", "lb": "pounds", "lbs": "pounds", "oz": "ounces", "mph": "miles per hour",
                "bn": "billion", "mn": "million", "bpm": "beats per minute",
            ]
        ),
        "de": (
            months("Jan Feb Mär Mrz Apr Jun Jul Aug Sep Sept Okt Nov Dez"), true,
            ["Std": "", "Min": "", "Sek": "", "Tsd": "", "Mio": "", "Mrd": "", "Tg": "", "Wo": "", "Mon": "", "J": ""]
        ),
        "fr": (
            months("janv févr fév avr juil sept oct nov déc"), false,
            ["j": "", "sem": "", "mn": "", "Md": "", "Mds": "", "Mrd": "", "k€": ""]
        ),
        "es": (
            months("ene feb mar abr jun jul ago sep sept oct nov dic"), false,
            ["seg": "", "hs": "", "hr": "", "hrs": "", "sem": "", "mill": ""]
        ),
        "pl": (
            months("sty lut mar kwi cze lip sie wrz paź lis gru"), false,
            ["godz": "", "sek": "", "tys": "", "mln": "", "mld": "", "dn": "", "tydz": "", "mies": ""]
        ),
        "it": (
            months("gen feb mar apr mag giu lug ago set ott nov dic"), false,
            ["sett": "", "gg": "", "mln": "", "mld": "", "sec": ""]
        ),
        "pt": (
            months("jan fev mar abr mai jun jul ago set out nov dez"), false,
            ["seg": "", "sem": "", "mi": "", "bi": "", "mil": ""]
        ),
        "nl": (
            months("jan feb mrt apr jun jul aug sep sept okt nov dec"), false,
            ["sec": "", "mld": "", "mln": "", "wk": ""]
        ),
    ]

    /// Units written the same way in most languages.
    private static let internationalUnits: [String: String] = [
        "km": "kilometres", "m": "metres or minutes", "cm": "centimetres", "mm": "millimetres", "kg": "kilograms",
        "g": "grams", "mg": "milligrams", "ml": "millilitres", "mL": "millilitres", "l": "litres", "L": "litres",
        "h": "hours", "min": "minutes", "s": "seconds", "ms": "milliseconds", "d": "days", "kcal": "kilocalories",
        "cal": "calories", "kJ": "kilojoules", "kWh": "kilowatt hours", "kW": "kilowatts", "W": "watts",
        "Hz": "hertz", "kHz": "kilohertz", "KB": "kilobytes", "kB": "kilobytes", "MB": "megabytes",
        "GB": "gigabytes", "TB": "terabytes", "k": "thousand", "K": "thousand", "M": "million", "B": "billion",
    ]

    /// Dashes, hyphens and tildes that stand between the two ends of a range.
    static let rangeMarks: Set<Character> = [
        "-", "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{2014}", "\u{2015}", "\u{2053}", "~", "\u{223C}",
        "\u{301C}", "\u{FF5E}", "\u{FF0D}",
    ]

    /// Signs speech engines read as their names ("slash", "number sign") or skip.
    static let badSymbols: Set<Character> = [
        "/", "&", "#", "~", "*", "|", "^", "_", "\\", "<", ">", "=", "@", "•", "→", "←", "↑", "↓", "⇒", "★", "☆",
        "✓", "✔", "✗", "✕", "✖",
    ]

    /// Whether a character is an emoji (pictographs, not digits or `#` that can start a keycap).
    static func isEmoji(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        if scalar.properties.isEmojiPresentation { return true }
        return scalar.properties.isEmoji && scalar.value > 0x2100 && character.unicodeScalars.contains("\u{FE0F}")
    }

    // MARK: Digits

    /// The digit systems a language's regions write numbers in, for the languages where some
    /// region writes other digits than those a translator may type: Arabic is written with
    /// Latin digits in `ar` and the Maghreb and with Arabic-Indic ones in `ar-EG` and `ar-SA`;
    /// Persian with its own (Extended Arabic-Indic) digits. A digit typed into such a value
    /// meets numbers in another system in some region.
    static let regionalDigits: [String: (systems: Set<UInt32>, regions: String)] = [
        "ar": ([0x30, 0x660], "Latin digits in ar and ar-MA, Arabic-Indic digits (٠١٢٣) in ar-EG and ar-SA"),
        "fa": ([0x6F0], "Persian digits (۰۱۲۳)"),
        "ur": ([0x30, 0x6F0], "Latin digits in ur, Persian digits (۰۱۲۳) in ur-IN"),
        "ps": ([0x6F0], "Persian digits (۰۱۲۳)"),
        "bn": ([0x9E6], "Bengali digits (০১২৩)"),
        "mr": ([0x966], "Devanagari digits (०१२३)"),
        "ne": ([0x966], "Devanagari digits (०१२३)"),
        "my": ([0x1040], "Myanmar digits (၀၁၂၃)"),
    ]

    /// The zero of a decimal digit's system (U+0030 for 7, U+0660 for ٧), or `nil` for a
    /// character that is not a decimal digit.
    static func digitZero(of character: Character) -> UInt32? {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
            scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue
        else { return nil }
        return scalar.value - UInt32(value)
    }

    /// A name for a digit system, by its zero, for messages.
    static func digitSystemName(zero: UInt32) -> String {
        switch zero {
        case 0x30: "Latin"
        case 0x660: "Arabic-Indic"
        case 0x6F0: "Persian"
        case 0x966: "Devanagari"
        case 0x9E6: "Bengali"
        case 0x1040: "Myanmar"
        case 0xFF10: "full-width"
        default: "U+" + String(zero, radix: 16, uppercase: true)
        }
    }

    // MARK: Clock times

    /// How a language marks a time of day written with a colon ("23:00") so that it is heard
    /// as a time: a word before it or after it. A language with no entry here is not
    /// checked; one whose entry marks nothing ("fr", "ja", "zh") says times in words only.
    struct ClockTimeMarks {
        /// Words (lowercased) one of which stands just before the time: Spanish "las", Arabic الساعة.
        var before: Set<String> = []
        /// A prefix of such a word (Polish "godzin…", in any case).
        var beforePrefix: String? = nil
        /// Words (lowercased) one of which stands just after it: English "PM", German "Uhr".
        var after: Set<String> = []
        /// How the language says a time, for messages.
        var example: String
    }

    /// The marks of a locale's language, or `nil` when the language is not checked.
    static func clockTimeMarks(forLocale locale: String) -> ClockTimeMarks? {
        let language =
            locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init)?.lowercased() ?? ""
        return clockTimeMarksByLanguage[language]
    }

    private static let clockTimeMarksByLanguage: [String: ClockTimeMarks] = [
        "en": ClockTimeMarks(after: ["am", "pm", "a.m", "p.m", "o'clock", "o’clock"], example: "'11 PM', '5:30 PM'"),
        "de": ClockTimeMarks(after: ["uhr"], example: "'23 Uhr', '17 Uhr 30'"),
        "fr": ClockTimeMarks(example: "'23 heures', '17 heures 30'"),
        "es": ClockTimeMarks(before: ["la", "las"], example: "'a las 23:00'"),
        "ca": ClockTimeMarks(before: ["la", "les"], example: "'a les 23:00'"),
        "pt": ClockTimeMarks(before: ["às", "as", "à", "a"], example: "'às 23:00'"),
        "it": ClockTimeMarks(before: ["alle", "le", "all"], example: "'alle 23:00'"),
        "pl": ClockTimeMarks(beforePrefix: "godzin", example: "'o godzinie 23'"),
        "ar": ClockTimeMarks(before: ["الساعة", "الساعه"], example: "'الساعة 23'"),
        "ja": ClockTimeMarks(example: "'23時', '17時30分'"),
        "zh": ClockTimeMarks(example: "'23点', '17点30分'"),
    ]
}
