/// A `.stringsdict` file read: for each key, its format (`NSStringLocalizedFormatKey`) and
/// variables, as the ``Localization`` a String Catalog writes with substitutions, and where
/// each part is written.
///
/// ```xml
/// <key>%d files</key>
/// <dict>
///   <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
///   <key>files</key>
///   <dict>
///     <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
///     <key>NSStringFormatValueTypeKey</key><string>d</string>
///     <key>one</key><string>%d file</string>
///     <key>other</key><string>%d files</string>
///   </dict>
/// </dict>
/// ```
///
/// A variable is a substitution (its `NSStringFormatValueTypeKey` the `formatSpecifier`, its
/// argument the place of its token, as Foundation reads it); a plain conversion in a form
/// shows the variable's own argument. `NSStringDeviceSpecificRuleType` gives device variations;
/// `NSStringVariableWidthRuleType` gives one variation per width, read as device variations
/// named `width 20` and so on (the checks compare them with the source's of the same width).
package struct StringsdictFile: Sendable {
    /// A key and its localization.
    package struct Entry: Sendable {
        /// The key.
        package var key: String
        /// Where the key is written.
        package var keyOffset: Int
        /// Its localization.
        package var localization: Localization
    }

    /// The entries, in file order.
    package private(set) var entries: [Entry] = []
    /// What did not read (a variable without its type, a value of the wrong kind), and keys
    /// written twice.
    package private(set) var problems: [CatalogProblem] = []

    static let formatKey = "NSStringLocalizedFormatKey"
    static let specTypeKey = "NSStringFormatSpecTypeKey"
    static let valueTypeKey = "NSStringFormatValueTypeKey"
    static let deviceRule = "NSStringDeviceSpecificRuleType"
    static let widthRule = "NSStringVariableWidthRuleType"
    static let pluralRule = "NSStringPluralRuleType"

    /// Reads a file's UTF-8 text; offsets are counted from `base`.
    ///
    /// - Throws: ``LocalizationFileError`` when the text is not an XML property list whose top is
    ///   a dictionary.
    package init(parsing bytes: [UInt8], base: Int = 0, path: String) throws(LocalizationFileError) {
        let list = try PropertyList(parsing: bytes, base: base, path: path)
        problems = list.problems
        guard case .dictionary(let members, _) = list.root else {
            throw LocalizationFileError(
                path: path, offset: list.root.offset - base, kind: .notLocalizations,
                message:
                    "expected a dictionary of keys at the top of the stringsdict, found \(list.root.kindDescription)")
        }
        for member in members {
            guard case .dictionary(let fields, let offset) = member.value else {
                note(
                    .wrongType, at: member.value.offset, key: member.key,
                    "a stringsdict entry must be a dictionary, found \(member.value.kindDescription)")
                continue
            }
            entries.append(
                Entry(
                    key: member.key, keyOffset: member.keyOffset,
                    localization: read(fields, offset: offset, key: member.key)))
        }
    }

    private mutating func note(_ kind: CatalogProblem.Kind, at offset: Int, key: String?, _ message: String) {
        problems.append(CatalogProblem(kind: kind, offset: offset, key: key, locale: nil, message: message))
    }

    /// One entry's dictionary as a localization.
    private mutating func read(_ fields: [PropertyList.Member], offset: Int, key: String) -> Localization {
        var draft = LocalizationDraft(offset: offset)
        var hasRule = false
        for field in fields {
            switch field.key {
            case Self.formatKey:
                guard case .string(let value, let valueOffset) = field.value else {
                    note(
                        .wrongType, at: field.value.offset, key: key,
                        "\(Self.formatKey) must be a string, found \(field.value.kindDescription)")
                    continue
                }
                draft.stringUnit = StringUnit(
                    offset: field.keyOffset, state: nil, value: value, valueOffset: valueOffset)
            case Self.deviceRule, Self.widthRule:
                guard case .dictionary(let forms, let formsOffset) = field.value else {
                    note(
                        .wrongType, at: field.value.offset, key: key,
                        "\(field.key) must be a dictionary, found \(field.value.kindDescription)")
                    continue
                }
                hasRule = true
                for form in forms {
                    guard case .string(let value, let valueOffset) = form.value else {
                        note(
                            .wrongType, at: form.value.offset, key: key,
                            "the '\(form.key)' form must be a string, found \(form.value.kindDescription)")
                        continue
                    }
                    let name = field.key == Self.widthRule ? "width \(form.key)" : form.key
                    draft.withDeviceForm(name, offset: formsOffset) { device in
                        device.offset = form.keyOffset
                        device.stringUnit = StringUnit(
                            offset: form.keyOffset, state: nil, value: value, valueOffset: valueOffset)
                    }
                }
            default:
                guard case .dictionary(let variable, _) = field.value else {
                    note(
                        .unknownField, at: field.keyOffset, key: key,
                        "unknown field \"\(field.key)\": a variable must be a dictionary with \(Self.specTypeKey)")
                    continue
                }
                readVariable(field.key, variable, offset: field.keyOffset, key: key, into: &draft)
            }
        }
        if draft.stringUnit == nil, !hasRule {
            note(.missingField, at: offset, key: key, "the entry has no \(Self.formatKey)")
        }
        return draft.build()
    }

    /// A variable as a substitution.
    private mutating func readVariable(
        _ name: String, _ fields: [PropertyList.Member], offset: Int, key: String, into draft: inout LocalizationDraft
    ) {
        var specType: String?
        var valueType: String?
        var forms: [(String, StringUnit)] = []
        for field in fields {
            guard case .string(let value, let valueOffset) = field.value else {
                note(
                    .wrongType, at: field.value.offset, key: key,
                    "the variable '\(name)': \"\(field.key)\" must be a string, found \(field.value.kindDescription)")
                continue
            }
            switch field.key {
            case Self.specTypeKey: specType = value
            case Self.valueTypeKey: valueType = value
            default:
                forms.append(
                    (field.key, StringUnit(offset: field.keyOffset, state: nil, value: value, valueOffset: valueOffset))
                )
            }
        }
        guard let specType else {
            note(.missingField, at: offset, key: key, "the variable '\(name)' has no \(Self.specTypeKey)")
            return
        }
        guard specType == Self.pluralRule else {
            note(
                .wrongType, at: offset, key: key,
                "the variable '\(name)' has \(Self.specTypeKey) \"\(specType)\", expected \(Self.pluralRule)")
            return
        }
        if valueType == nil {
            note(
                .missingField, at: offset, key: key,
                "the variable '\(name)' has no \(Self.valueTypeKey) (such as \"d\")")
        }
        draft.withSubstitution(name, offset: offset) { substitution in
            substitution.formatSpecifier = valueType
            substitution.forms = forms.map { (name: $0.0, unit: $0.1) }
        }
    }
}
