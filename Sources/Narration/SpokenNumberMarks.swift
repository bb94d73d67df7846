import Foundation

/// The grouping and decimal marks of a spoken number, decided per locale from what speech
/// engines read right (see "Spoken numbers" in `docs/localization.md`).
///
/// - French and Polish group with a plain space: ICU's narrow no-break space (U+202F) and
///   no-break space (U+00A0) are read by some engines as two numbers ("8 112" heard 812).
/// - Arabic (every region) and Spanish where it groups with a comma (es-MX) are not grouped:
///   espeak-ng reads "8,112" as "ocho coma ciento doce" and "٧٬١٠٠" as "seven hundred".
/// - The Arabic decimal mark "٫" is a full stop, which espeak-ng says as "فاصل" ("٢٫٣" is heard
///   "two three").
///
/// Every other locale keeps its written marks.
struct SpokenNumberMarks: Equatable {
    /// The grouping separator; empty for no grouping.
    var groupingSeparator: String
    /// The decimal separator.
    var decimalSeparator: String

    init(locale: Locale, written: (grouping: String, decimal: String)) {
        groupingSeparator = written.grouping
        decimalSeparator = written.decimal
        switch locale.language.languageCode?.identifier {
        case "fr", "pl":
            if !written.grouping.isEmpty { groupingSeparator = " " }
        case "es":
            if written.grouping == "," { groupingSeparator = "" }
        case "ar":
            groupingSeparator = ""
            if written.decimal.contains("\u{066B}") { decimalSeparator = "." }
        default:
            break
        }
    }
}

extension NumberSymbols {
    /// The symbols of the copy's locale as spoken (``spoken(negative:locale:)``), with the sign
    /// from the catalog's `number.negative`.
    package init(spokenFor copy: NarrationCopy) {
        let locale = copy.locale.locale
        let marker = "\u{E000}"
        let line = copy.text(.numberNegative, marker)
        let parts = line.components(separatedBy: marker)
        let written = NumberSymbols(locale: locale)
        let negative = parts.count == 2 ? (parts[0], parts[1]) : (written.negativePrefix, written.negativeSuffix)
        self = written.spoken(negative: negative, locale: locale)
    }
}
