import JSONSyntax
import StringCatalog

extension CatalogAudit {
    /// The string unit states Xcode writes.
    static let knownStates: Set<String> = ["new", "translated", "needs_review", "stale"]

    /// The extraction states Xcode writes.
    static let knownExtractionStates: Set<String> = ["manual", "extracted_with_value", "migrated", "stale"]

    /// Problems the reader recorded, and keys repeated anywhere in the JSON text.
    mutating func checkDocumentStructure() {
        for problem in catalog.problems {
            let check: CheckID
            switch problem.kind {
            case .unknownField: check = .unknownField
            case .wrongType: check = .wrongType
            // The reader's only missing field outside an entry is the source language.
            case .missingField: check = problem.key == nil ? .missingSourceLanguage : .missingField
            }
            report(check, problem.message, offset: problem.offset, key: problem.key, locale: problem.locale)
        }
        checkRepeatedKeys(in: catalog.document.root, context: .root)
    }

    /// Where in the catalog an object sits, to name the key and locale of a repeated member.
    private enum Context {
        case root, strings
        case entry(String)
        case localizations(String)
        case localization(String, String)
    }

    private mutating func checkRepeatedKeys(in node: JSONNode, context: Context) {
        switch node.value {
        case .array(let elements):
            for element in elements { checkRepeatedKeys(in: element, context: context) }
        case .object(let object):
            var firstOffsets: [String: Int] = [:]
            for (index, member) in object.members.enumerated() {
                // Small objects (a string unit, a locale's forms) are searched directly rather
                // than through a dictionary.
                let first: Int?
                if object.members.count <= 12 {
                    first = object.members[..<index].first { $0.key == member.key }?.keyOffset
                } else {
                    first = firstOffsets[member.key]
                    if first == nil { firstOffsets[member.key] = member.keyOffset }
                }
                if let first {
                    let (key, locale) = names(member.key, in: context)
                    let line = catalog.location(ofOffset: first).line
                    report(
                        .duplicateKey,
                        "\"\(member.key)\" is written twice in the same object (first on line \(line)); Xcode keeps only one of them, so merge the two",
                        offset: member.keyOffset, key: key, locale: locale)
                }
            }
            for member in object.members {
                checkRepeatedKeys(in: member.value, context: child(of: context, member: member.key))
            }
        default:
            break
        }
    }

    private func names(_ member: String, in context: Context) -> (key: String?, locale: String?) {
        switch context {
        case .root: (nil, nil)
        case .strings: (member, nil)
        case .entry(let key): (key, nil)
        case .localizations(let key): (key, member)
        case .localization(let key, let locale): (key, locale)
        }
    }

    private func child(of context: Context, member: String) -> Context {
        switch context {
        case .root: member == "strings" ? .strings : .root
        case .strings: .entry(member)
        case .entry(let key): member == "localizations" ? .localizations(key) : .entry(key)
        case .localizations(let key): .localization(key, member)
        case .localization: context
        }
    }

    /// An entry's extraction state: unknown values are reported, stale keys are noted.
    mutating func checkExtractionState(of entry: CatalogEntry) -> String? {
        guard let state = entry.extractionState else { return nil }
        if state == "stale" {
            report(
                .stale, "the key is stale: Xcode no longer finds it in the code; remove the entry if it is not used",
                offset: entry.offset, key: entry.key)
        } else if !Self.knownExtractionStates.contains(state) {
            report(
                .unknownExtractionState,
                "\"extractionState\" is \"\(state)\", expected manual, extracted_with_value, migrated or stale",
                offset: entry.offset, key: entry.key)
        }
        return state
    }

    /// Unknown states, plural category names, and `%#@name@` tokens against the
    /// localization's substitutions.
    mutating func checkStructure(of text: LocaleText, key: String) {
        for unit in text.units {
            if let state = unit.state, !Self.knownStates.contains(state) {
                report(
                    .unknownState, "\"state\" is \"\(state)\", expected new, translated, needs_review or stale",
                    offset: unit.offset, key: key, locale: text.locale, unit: unit)
            }
            if let category = unit.pluralCategory, PluralCategory(rawValue: category) == nil {
                report(
                    .unknownPluralCategory,
                    "\"\(category)\" is not a plural category; use zero, one, two, few, many or other",
                    offset: unit.offset, key: key, locale: text.locale, unit: unit)
            }
        }
        var used = Set<String>()
        for unit in text.units where !unit.isSubstitutionForm {
            for name in unit.template?.substitutionNames ?? [] {
                used.insert(name)
                if text.substitutions[name] == nil {
                    report(
                        .missingSubstitution,
                        "'%#@\(name)@' refers to a substitution \"\(name)\" that this language does not define; add it under \"substitutions\"",
                        offset: unit.offset, key: key, locale: text.locale, unit: unit)
                }
            }
        }
        guard let localization = text.localization else { return }
        // A substitution whose forms failed to parse may still be referenced; only report one
        // that no parsed value uses and whose name appears nowhere in the text.
        for substitution in localization.substitutions where !used.contains(substitution.name) {
            let token = "%#@\(substitution.name)@"
            guard !text.units.contains(where: { !$0.isSubstitutionForm && $0.value.contains(token) }) else { continue }
            report(
                .unusedSubstitution,
                "the substitution \"\(substitution.name)\" is defined but no '\(token)' uses it; put the token back in the value or remove the substitution",
                offset: substitution.offset, key: key, locale: text.locale, substitution: substitution.name)
        }
    }

    /// Each substitution takes the same argument with the same specifier in every locale.
    mutating func checkSubstitutionConsistency(entry: CatalogEntry, texts: [String: LocaleText]) {
        let order = [sourceLanguage] + entry.localizationOrder.filter { $0 != sourceLanguage }
        var reference: [String: (locale: String, substitution: Substitution)] = [:]
        for locale in order {
            guard let localization = texts[locale]?.localization else { continue }
            for substitution in localization.substitutions {
                guard let (referenceLocale, expected) = reference[substitution.name] else {
                    reference[substitution.name] = (locale, substitution)
                    continue
                }
                var differences: [String] = []
                if let number = substitution.argumentNumber, let expectedNumber = expected.argumentNumber,
                    number != expectedNumber
                {
                    differences.append("\"argNum\" is \(number) here but \(expectedNumber) in \(referenceLocale)")
                }
                if let specifier = substitution.formatSpecifier, let expectedSpecifier = expected.formatSpecifier,
                    specifier != expectedSpecifier
                {
                    differences.append(
                        "\"formatSpecifier\" is \"\(specifier)\" here but \"\(expectedSpecifier)\" in \(referenceLocale)")
                }
                guard !differences.isEmpty else { continue }
                report(
                    .substitutionMismatch,
                    differences.joined(separator: ", and ")
                        + "; a substitution must take the same argument of the same type in every language",
                    offset: substitution.offset, key: entry.key, locale: locale, substitution: substitution.name)
            }
        }
    }
}
