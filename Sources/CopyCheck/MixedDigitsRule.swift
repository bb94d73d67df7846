import StringCatalog

/// Digits of two numbering systems in one value, or digits typed into the value of a language
/// whose regions write numbers in different digits (Latin in `ar`, Arabic-Indic in `ar-EG`):
/// the numbers the app passes come in the region's digits, so one sentence would mix two
/// systems, on screen and to a reader.
struct MixedDigitsRule: SpokenTextRule {
    let check = CheckID.mixedDigits

    func applies(to locale: LocaleInfo) -> Bool { true }

    func problems(in text: SpokenText, locale: LocaleInfo) -> [String] {
        var zeros: [UInt32] = []
        var first: [UInt32: Character] = [:]
        for case .character(let character) in text.tokens {
            guard let zero = SpeechVocabulary.digitZero(of: character) else { continue }
            if first[zero] == nil {
                first[zero] = character
                zeros.append(zero)
            }
        }
        guard let firstZero = zeros.first else { return [] }
        if zeros.count > 1 {
            let named = zeros.map { "\(SpeechVocabulary.digitSystemName(zero: $0)) ('\(first[$0]!)')" }
            return [
                "the value mixes digits of \(CatalogAudit.list(named)); write every number in one system, the locale's own"
            ]
        }
        guard let regional = SpeechVocabulary.regionalDigits[locale.language],
            regional.systems != [firstZero]
        else { return [] }
        return [
            "'\(first[firstZero]!)' is typed in \(SpeechVocabulary.digitSystemName(zero: firstZero)) digits, but \(locale.name) numbers are written in \(regional.regions), so in some regions the sentence mixes two digit systems; write the number as a word, or pass it as an argument"
        ]
    }
}
