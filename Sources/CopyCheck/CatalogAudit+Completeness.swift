import StringCatalog

extension CatalogAudit {
    /// A target locale has no value for the key. With a minimum completeness set for the run,
    /// a missing value is a note: the minimum, not each value, decides. A source with nothing
    /// to translate (placeholders and punctuation, acronyms, brand names, addresses) is shown as
    /// it is in every language, which is what a translation would say: its missing value is a
    /// note, and not counted in the locale's summary.
    mutating func reportMissing(entry: CatalogEntry, locale: String, target: Int, source: AnalyzedLocalization) {
        let offset = entry.localizations[locale]?.offset ?? entry.offset
        guard Self.hasWordsToTranslate(source, kept: options.wordsKeptInTranslation) else {
            report(
                .missingTranslation,
                "no \(languageName(locale)) value, and the source has nothing to translate, so it is shown as it is; set \"shouldTranslate\" : false to say so",
                offset: offset, key: entry.key, locale: locale, severity: .note)
            return
        }
        tally(target, .missing)
        report(
            .missingTranslation,
            "no \(languageName(locale)) value; translate the key, or set \"shouldTranslate\" : false if it must stay as it is",
            offset: offset, key: entry.key, locale: locale,
            severity: options.minimumCompleteness.isEmpty ? nil : .note)
    }

    /// Whether a source text has a word a translator would translate: not only placeholders,
    /// numbers and punctuation, acronyms ("PDF", "HTTPS"), names written with an inner capital
    /// ("iCloud", "GitHub"), web and mail addresses, and the words kept in every language. A
    /// word in capitals that is a common English word ("SAVE") is to be translated.
    static func hasWordsToTranslate(_ source: AnalyzedLocalization, kept: Set<String>) -> Bool {
        for unit in source.units where !unit.isBlank {
            for token in unit.literalText.split(whereSeparator: \.isWhitespace) {
                if token.contains("://") || token.hasPrefix("www.") || token.dropFirst().contains("@") { continue }
                var word = ""
                func needsTranslation() -> Bool {
                    defer { word = "" }
                    guard word.count > 1 else { return false }
                    let lowered = word.lowercased()
                    if kept.contains(lowered) { return false }
                    let isCapitals = word.allSatisfy { !$0.isLowercase }
                    if isCapitals { return EnglishWords.contains(lowered) }
                    // A capital after a small letter: a name as its owner writes it.
                    var afterLowercase = false
                    for character in word {
                        if character.isUppercase, afterLowercase { return false }
                        afterLowercase = character.isLowercase
                    }
                    return true
                }
                for character in token {
                    if character.isLetter {
                        word.append(character)
                    } else if needsTranslation() {
                        return true
                    }
                }
                if needsTranslation() { return true }
            }
        }
        return false
    }

    /// Empty or whitespace-only values where the source has text. Returns whether every unit
    /// has text.
    mutating func checkEmptyValues(of text: TextUnderCheck) -> Bool {
        var isComplete = true
        for unit in text.text.units where unit.isBlank {
            if let counterpart = text.counterpart(of: unit), counterpart.isBlank { continue }
            isComplete = false
            let what = unit.value.isEmpty ? "empty" : "only whitespace"
            report(
                .emptyValue,
                "the value is \(what), so nothing is shown or spoken; translate it or remove the localization", text,
                unit: unit)
        }
        return isComplete
    }

    /// Values in state `new` (unless `reportsNew` is false) or `needs_review`, reported once
    /// per locale. A blank value is reported as empty, not again for its state. Returns
    /// whether the text is reviewed (no unit in a state that needs review, `new` counting
    /// only when reported).
    mutating func checkReviewStates(of text: TextUnderCheck, reportsNew: Bool = true) -> Bool {
        let units = text.text.units
        var isReviewed = true
        for (state, check) in reportsNew ? Self.reviewStates : Self.reviewStates.suffix(1) {
            // Counted in place: most texts have no unit in either state.
            var first: TextUnit?
            var count = 0
            var blank = 0
            for unit in units where unit.state == state {
                if unit.isBlank && !text.isSource {
                    blank += 1
                    continue
                }
                if first == nil { first = unit }
                count += 1
            }
            if count > 0 || blank > 0 { isReviewed = false }
            guard let first else { continue }
            let forms =
                count == units.count || units.count == 1 ? "the value is" : "\(count) of \(units.count) forms are"
            let advice =
                state == "new"
                ? "it has not been translated or reviewed yet; check the text and mark it translated"
                : "review the text against the source and mark it translated"
            report(
                check, "\(forms) in state \"\(state)\": \(advice)", offset: first.offset, key: text.key,
                locale: text.localeCode,
                unit: count == 1 && units.count > 1 ? first : nil)
        }
        if units.contains(where: { $0.state == "stale" }) { isReviewed = false }
        return isReviewed
    }

    /// The states that call for a review, and their checks: `new`, then `needs_review`.
    private static let reviewStates: [(String, CheckID)] = [("new", .stateNew), ("needs_review", .needsReview)]
}
