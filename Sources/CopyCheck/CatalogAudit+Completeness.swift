import StringCatalog

extension CatalogAudit {
    /// A target locale has no value for the key.
    mutating func reportMissing(entry: CatalogEntry, locale: String, target: Int) {
        tally(target, .missing)
        let offset = entry.localizations[locale]?.offset ?? entry.offset
        report(
            .missingTranslation,
            "no \(languageName(locale)) value; translate the key, or set \"shouldTranslate\" : false if it must stay as it is",
            offset: offset, key: entry.key, locale: locale)
    }

    /// Empty or whitespace-only values where the source has text. Returns whether every unit
    /// has text.
    mutating func checkEmptyValues(of text: LocaleText, source: LocaleText, key: String) -> Bool {
        var isComplete = true
        for unit in text.units where unit.isBlank {
            if let counterpart = Self.counterpart(of: unit, in: source), counterpart.isBlank { continue }
            isComplete = false
            let what = unit.value.isEmpty ? "empty" : "only whitespace"
            report(
                .emptyValue, "the value is \(what), so nothing is shown or spoken; translate it or remove the localization",
                offset: unit.offset, key: key, locale: text.locale, unit: unit)
        }
        return isComplete
    }

    static func isBlank(_ value: String) -> Bool {
        for scalar in value.unicodeScalars {
            // Most values start with a visible ASCII character; no property lookup for them.
            if scalar.value > 0x20, scalar.value < 0x7F { return false }
            guard scalar.properties.isWhitespace || scalar == "\u{200B}" || scalar == "\u{FEFF}" else { return false }
        }
        return true
    }

    /// Values in state `new` (unless `reportsNew` is false) or `needs_review`, reported once
    /// per locale. Returns whether the text is reviewed (no unit in a state that needs review,
    /// `new` counting only when reported).
    mutating func checkReviewStates(of text: LocaleText, key: String, reportsNew: Bool = true) -> Bool {
        var isReviewed = true
        for (state, check) in reportsNew ? Self.reviewStates : Self.reviewStates.suffix(1) {
            // Counted in place: most texts have no unit in either state.
            var first: TextUnit?
            var count = 0
            for unit in text.units where unit.state == state {
                if first == nil { first = unit }
                count += 1
            }
            guard let first else { continue }
            isReviewed = false
            let forms = count == text.units.count || text.units.count == 1
                ? "the value is" : "\(count) of \(text.units.count) forms are"
            let advice = state == "new"
                ? "it has not been translated or reviewed yet; check the text and mark it translated"
                : "review the text against the source and mark it translated"
            report(
                check, "\(forms) in state \"\(state)\": \(advice)", offset: first.offset, key: key, locale: text.locale,
                unit: count == 1 && text.units.count > 1 ? first : nil)
        }
        if text.units.contains(where: { $0.state == "stale" }) { isReviewed = false }
        return isReviewed
    }

    /// The states that call for a review, and their checks: `new`, then `needs_review`.
    private static let reviewStates: [(String, CheckID)] = [("new", .stateNew), ("needs_review", .needsReview)]
}
