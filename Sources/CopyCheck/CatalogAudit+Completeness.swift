import StringCatalog

extension CatalogAudit {
    /// A target locale has no value for the key.
    mutating func reportMissing(entry: CatalogEntry, locale: String) {
        tally(locale, .missing)
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
        for unit in text.units where Self.isBlank(unit.value) {
            if let counterpart = Self.counterpart(of: unit, in: source), Self.isBlank(counterpart.value) { continue }
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
        let states = reportsNew ? [("new", CheckID.stateNew), ("needs_review", .needsReview)] : [("needs_review", .needsReview)]
        for (state, check) in states {
            let units = text.units.filter { $0.state == state }
            guard let first = units.first else { continue }
            isReviewed = false
            let forms = units.count == text.units.count || text.units.count == 1
                ? "the value is" : "\(units.count) of \(text.units.count) forms are"
            let advice = state == "new"
                ? "it has not been translated or reviewed yet; check the text and mark it translated"
                : "review the text against the source and mark it translated"
            report(
                check, "\(forms) in state \"\(state)\": \(advice)", offset: first.offset, key: key, locale: text.locale,
                unit: units.count == 1 && text.units.count > 1 ? first : nil)
        }
        if text.units.contains(where: { $0.state == "stale" }) { isReviewed = false }
        return isReviewed
    }
}
