import StringCatalog

extension CatalogAudit {
    /// A target locale has no value for the key. With a minimum completeness set for the run,
    /// a missing value is a note: the minimum, not each value, decides.
    mutating func reportMissing(entry: CatalogEntry, locale: String, target: Int) {
        tally(target, .missing)
        let offset = entry.localizations[locale]?.offset ?? entry.offset
        report(
            .missingTranslation,
            "no \(languageName(locale)) value; translate the key, or set \"shouldTranslate\" : false if it must stay as it is",
            offset: offset, key: entry.key, locale: locale,
            severity: options.minimumCompleteness.isEmpty ? nil : .note)
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
