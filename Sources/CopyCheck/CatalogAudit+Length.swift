import StringCatalog

extension CatalogAudit {
    /// Translations far longer than their source, measured in display columns: a character of
    /// Chinese, Japanese or Korean takes two columns and says about as much as a short word,
    /// so a translation of a Chinese source into English is not flagged for its letters.
    mutating func checkExpansion(of text: TextUnderCheck) {
        let limits = options.limits
        for unit in text.text.units where !unit.isBlank {
            guard let counterpart = text.counterpart(of: unit),
                counterpart.value.utf8.count >= limits.expansionMinimumSourceCharacters
            else { continue }
            // A text takes at least as many bytes as columns (a wide character three bytes for
            // two columns): most pairs are settled without measuring.
            guard
                Double(unit.value.utf8.count) > limits.expansionRatio * Double(limits.expansionMinimumSourceCharacters)
            else { continue }
            let sourceWidth = Self.displayWidth(of: counterpart.value)
            guard sourceWidth >= limits.expansionMinimumSourceCharacters,
                Double(unit.value.utf8.count) > limits.expansionRatio * Double(sourceWidth)
            else { continue }
            let width = Self.displayWidth(of: unit.value)
            let ratio = Double(width) / Double(sourceWidth)
            guard ratio > limits.expansionRatio else { continue }
            let times = (ratio * 10).rounded() / 10
            report(
                .translationExpansion,
                "the translation is \(width) columns wide, \(times) times the source's \(sourceWidth) (a Chinese, Japanese or Korean character counts as two); check that nothing was added or pasted twice, and that it fits where it is shown",
                text, unit: unit)
        }
    }

    /// The columns a text takes on screen: two for each character of the East Asian wide and
    /// full-width ranges (Han, kana, Hangul, full-width forms), one for any other character.
    static func displayWidth(of text: String) -> Int {
        var width = 0
        for character in text {
            guard let scalar = character.unicodeScalars.first else { continue }
            width += isWide(scalar) ? 2 : 1
        }
        return width
    }

    /// Whether a scalar is in the East Asian wide or full-width ranges.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
            0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            true
        default:
            false
        }
    }

    /// A spoken line longer than the limit once rendered with sample arguments (the longest
    /// rendering over every sample number).
    mutating func checkAnnouncementLength(of text: TextUnderCheck) {
        let limit = options.limits.announcementCharacters
        let analysis = text.text
        guard analysis.problems.isEmpty, let rules = text.locale.rules, let line = try? LocalizedLine(analysis) else {
            return
        }
        var longest = ""
        let uses = argumentUses(of: text)
        for arguments in representativeSamples(uses, locale: text.locale, rules: rules).arguments {
            guard let rendered = try? line.render(arguments, rules: rules) else { return }
            if rendered.utf8.count > longest.utf8.count { longest = rendered }
        }
        guard longest.utf8.count > limit else { return }
        let length = longest.count
        guard length > limit else { return }
        let excerpt = String(longest.prefix(60))
        report(
            .announcementTooLong,
            "rendered, the line is \(length) characters long ('\(excerpt)…'), more than the \(limit) a listener can take in at once; shorten it",
            offset: analysis.units.first?.offset ?? 0, key: text.key, locale: text.localeCode)
    }
}
