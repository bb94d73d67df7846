extension XLIFFDocument {
    /// Where a unit's text goes in its key's localization, read from its id: Xcode writes a
    /// String Catalog's forms as `key|==|plural.one`, `key|==|device.iphone`,
    /// `key|==|device.iphone.plural.one` and `key|==|substitutions.count.plural.one`, and a
    /// stringsdict's as paths into its dictionary, `/key:dict/NSStringLocalizedFormatKey:dict/:string`
    /// and `/key:dict/count:dict/one:dict/:string`.
    package enum UnitPlace: Equatable, Sendable {
        /// The plain value.
        case value
        /// A plural form of the key's own, in a device variation or not.
        case plural(device: String?, category: String)
        /// A device variation.
        case device(String)
        /// A substitution's (a stringsdict variable's) plural form.
        case substitution(name: String, category: String)

        /// Whether a source text at this place is kept where the source language has only
        /// `categories` (`nil`: all of them).
        func keeps(categories: Set<String>?) -> Bool {
            guard let categories else { return true }
            switch self {
            case .plural(_, let category), .substitution(_, let category): return categories.contains(category)
            case .value, .device: return true
            }
        }
    }

    /// A unit's key and where its text goes; `nil` for an id of another shape.
    package static func place(ofUnit id: String) -> (key: String, place: UnitPlace)? {
        if id.hasPrefix("/"), id.hasSuffix(":dict/:string") {
            let path = id.dropFirst().dropLast(":string".count)
            let parts = Self.split(path, by: ":dict/")
            // "key", then the path, then the empty part after the last ":dict/".
            guard parts.count >= 3, parts.last == "" else { return nil }
            let key = parts[0]
            switch parts.count {
            case 3 where parts[1] == StringsdictFile.formatKey:
                return (key, .value)
            case 4 where parts[1] == StringsdictFile.deviceRule:
                return (key, .device(parts[2]))
            case 4 where parts[1] == StringsdictFile.widthRule:
                return (key, .device("width \(parts[2])"))
            case 4:
                return (key, .substitution(name: parts[1], category: parts[2]))
            default:
                return nil
            }
        }
        guard let separator = Self.lastRange(of: "|==|", in: id) else { return (id, .value) }
        let key = String(id[..<separator.lowerBound])
        let parts = id[separator.upperBound...].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        switch parts.count {
        case 2 where parts[0] == "plural": return (key, .plural(device: nil, category: parts[1]))
        case 2 where parts[0] == "device": return (key, .device(parts[1]))
        case 4 where parts[0] == "device" && parts[2] == "plural":
            return (key, .plural(device: parts[1], category: parts[3]))
        case 4... where parts[0] == "substitutions" && parts[parts.count - 2] == "plural":
            return (
                key, .substitution(name: parts[1..<(parts.count - 2)].joined(separator: "."), category: parts.last!)
            )
        default:
            return nil
        }
    }

    /// The parts of a text between the separators (an empty part after a final separator).
    static func split(_ text: Substring, by separator: String) -> [String] {
        var parts: [String] = []
        var rest = text
        while let range = firstRange(of: separator, in: rest) {
            parts.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        parts.append(String(rest))
        return parts
    }

    static func firstRange(of separator: String, in text: Substring) -> Range<String.Index>? {
        var index = text.startIndex
        while index < text.endIndex {
            if text[index...].hasPrefix(separator) {
                return index..<text.index(index, offsetBy: separator.count)
            }
            index = text.index(after: index)
        }
        return nil
    }

    static func lastRange(of separator: String, in text: String) -> Range<String.Index>? {
        var found: Range<String.Index>?
        var rest = Substring(text)
        while let range = firstRange(of: separator, in: rest) {
            found = range
            rest = text[range.upperBound...]
        }
        return found
    }

    /// A unit's `state` as a String Catalog's: `translated` for translated, final and signed
    /// off; `new` for new and needing translation; `needs_review` for any review state; `nil`
    /// for a state XLIFF 1.2 does not define.
    package static func catalogState(_ state: String) -> String? {
        switch state {
        case "translated", "final", "signed-off": "translated"
        case "new", "needs-translation", "needs-l10n", "needs-adaptation": "new"
        case "needs-review-translation", "needs-review-l10n", "needs-review-adaptation": "needs_review"
        default: nil
        }
    }

    /// Adds a `<file>`'s units to a table whose offsets for this document start at `base`: the
    /// source texts as the source language's localizations (for keys the table has no source for
    /// yet) and the targets as the target language's. Xcode exports every plural form the
    /// target language has, each with the source's matching form (`other` for Polish `few`) as
    /// its source text: the source keeps only the forms its own language has.
    package func add(_ file: File, base: Int, to builder: inout LocalizationTable.Builder) {
        let source = file.sourceLanguage ?? builder.sourceLanguage
        let sourceCategories = (try? PluralRules(locale: source)).map { Set($0.categories.map(\.rawValue) + ["zero"]) }
        var order: [String] = []
        var drafts: [String: KeyDraft] = [:]
        var problems = file.problems.map { problem in
            var moved = problem
            moved.offset += base
            return moved
        }
        for unit in file.units {
            let offset = base + unit.offset
            guard let (key, place) = Self.place(ofUnit: unit.id) else {
                problems.append(
                    CatalogProblem(
                        kind: .unknownField, offset: offset, key: unit.id, locale: file.targetLanguage,
                        message:
                            "the unit id \"\(unit.id)\" names no value, plural form, device variation or substitution; it is skipped"
                    ))
                continue
            }
            if drafts[key] == nil {
                order.append(key)
                drafts[key] = KeyDraft(offset: offset, source: LocalizationDraft(offset: offset))
            }
            for note in unit.notes where !drafts[key]!.notes.contains(note) { drafts[key]!.notes.append(note) }
            if !unit.isTranslatable { drafts[key]!.isTranslatable = false }
            if let text = unit.source, place.keeps(categories: sourceCategories) {
                Self.put(
                    StringUnit(offset: offset, state: nil, value: text.text, valueOffset: base + text.offset),
                    at: place, offset: offset, into: &drafts[key]!.source)
            }
            if let target = unit.target, file.targetLanguage != nil {
                var state = target.state
                if let written = state {
                    state = Self.catalogState(written)
                    if state == nil {
                        problems.append(
                            CatalogProblem(
                                kind: .unknownState, offset: base + target.offset, key: key,
                                locale: file.targetLanguage,
                                message:
                                    "\"state\" is \"\(written)\", not one XLIFF 1.2 defines (translated, final, signed-off, new, needs-translation, needs-review-translation…)"
                            ))
                    }
                }
                var draft = drafts[key]!.target ?? LocalizationDraft(offset: offset)
                Self.put(
                    StringUnit(offset: offset, state: state, value: target.text, valueOffset: base + target.offset),
                    at: place, offset: offset, into: &draft)
                drafts[key]!.target = draft
            }
        }
        builder.add(problems: problems, locale: file.targetLanguage)
        for key in order {
            guard let draft = drafts[key] else { continue }
            let comment = draft.notes.isEmpty ? nil : draft.notes.joined(separator: "\n")
            builder.add(
                key: key, keyOffset: draft.offset, comment: comment, locale: source, localization: draft.source.build(),
                shouldTranslate: draft.isTranslatable)
            if let target = draft.target, let locale = file.targetLanguage, locale != source {
                builder.add(
                    key: key, keyOffset: draft.offset, comment: comment, locale: locale, localization: target.build(),
                    shouldTranslate: draft.isTranslatable)
            }
        }
        if let locale = file.targetLanguage { builder.addLocale(locale) }
    }

    /// A key's units put together: its source and target localizations and its notes.
    private struct KeyDraft {
        var offset: Int
        var notes: [String] = []
        var isTranslatable = true
        var source: LocalizationDraft
        var target: LocalizationDraft?

        init(offset: Int, source: LocalizationDraft) {
            self.offset = offset
            self.source = source
        }
    }

    /// Puts a unit's text where its id says.
    private static func put(_ unit: StringUnit, at place: UnitPlace, offset: Int, into draft: inout LocalizationDraft) {
        switch place {
        case .value:
            draft.stringUnit = unit
        case .plural(let device, let category):
            if let device {
                draft.withDeviceForm(device, offset: offset) { form in
                    form.withPluralForm(category, offset: offset) { $0.stringUnit = unit }
                }
            } else {
                draft.withPluralForm(category, offset: offset) { $0.stringUnit = unit }
            }
        case .device(let name):
            draft.withDeviceForm(name, offset: offset) { $0.stringUnit = unit }
        case .substitution(let name, let category):
            draft.withSubstitution(name, offset: offset) { substitution in
                if substitution.formatSpecifier == nil {
                    substitution.formatSpecifier = Self.formatSpecifier(in: unit.value)
                }
                substitution.forms.append((name: category, unit: unit))
            }
        }
    }

    /// The specifier a form shows its number with (`lld` for `%1$lld catalogs`): XLIFF does
    /// not carry a substitution's `formatSpecifier`, and its forms show it.
    static func formatSpecifier(in value: String) -> String? {
        guard let parts = try? FormatTemplate.placeholders(in: value, allowsSubstitutionArgument: true) else {
            return nil
        }
        for part in parts {
            if case .specifier(let specifier) = part.segment { return specifier.signature }
        }
        return nil
    }
}
