/// A localization being put together from a format that writes its parts apart (an XLIFF unit
/// for each plural form, a `.stringsdict` dictionary for each variable), made into a
/// ``Localization`` once every part is in.
package struct LocalizationDraft: Sendable {
    /// Where the localization is written.
    package var offset: Int
    /// The plain value.
    package var stringUnit: StringUnit?
    /// Where the variations are written, once there are any.
    package var variationsOffset: Int?
    /// Plural forms by name, in the order met.
    package var plural: [(name: String, draft: LocalizationDraft)] = []
    /// Device forms by name, in the order met.
    package var device: [(name: String, draft: LocalizationDraft)] = []
    /// Substitutions, in the order met.
    package var substitutions: [SubstitutionDraft] = []

    /// A substitution being put together.
    package struct SubstitutionDraft: Sendable {
        package var name: String
        package var offset: Int
        package var argumentNumber: Int?
        package var formatSpecifier: String?
        package var forms: [(name: String, unit: StringUnit)] = []

        package init(name: String, offset: Int, argumentNumber: Int? = nil, formatSpecifier: String? = nil) {
            self.name = name
            self.offset = offset
            self.argumentNumber = argumentNumber
            self.formatSpecifier = formatSpecifier
        }
    }

    /// An empty draft written at `offset`.
    package init(offset: Int) {
        self.offset = offset
    }

    /// The plural form named `name`, made when first asked for.
    package mutating func withPluralForm(
        _ name: String, offset: Int, _ body: (inout LocalizationDraft) -> Void
    ) {
        if variationsOffset == nil { variationsOffset = offset }
        Self.withForm(name, in: &plural, offset: offset, body)
    }

    /// The device form named `name`, made when first asked for.
    package mutating func withDeviceForm(
        _ name: String, offset: Int, _ body: (inout LocalizationDraft) -> Void
    ) {
        if variationsOffset == nil { variationsOffset = offset }
        Self.withForm(name, in: &device, offset: offset, body)
    }

    /// The form named `name` of `forms` (plural or device), made at `offset` when first asked for.
    private static func withForm(
        _ name: String, in forms: inout [(name: String, draft: LocalizationDraft)], offset: Int,
        _ body: (inout LocalizationDraft) -> Void
    ) {
        if let index = forms.firstIndex(where: { $0.name == name }) {
            body(&forms[index].draft)
        } else {
            var draft = LocalizationDraft(offset: offset)
            body(&draft)
            forms.append((name, draft))
        }
    }

    /// The substitution named `name`, made when first asked for.
    package mutating func withSubstitution(
        _ name: String, offset: Int, _ body: (inout SubstitutionDraft) -> Void
    ) {
        if let index = substitutions.firstIndex(where: { $0.name == name }) {
            body(&substitutions[index])
        } else {
            var draft = SubstitutionDraft(name: name, offset: offset)
            body(&draft)
            substitutions.append(draft)
        }
    }

    /// The localization.
    package func build() -> Localization {
        var variations: Variations?
        if let variationsOffset {
            variations = Variations(
                offset: variationsOffset,
                plural: plural.isEmpty
                    ? nil : Dictionary(plural.map { ($0.name, $0.draft.build()) }) { first, _ in first },
                device: device.isEmpty
                    ? nil : Dictionary(device.map { ($0.name, $0.draft.build()) }) { first, _ in first })
        }
        let built = substitutions.map { draft in
            Substitution(
                name: draft.name, offset: draft.offset, argumentNumber: draft.argumentNumber,
                formatSpecifier: draft.formatSpecifier,
                variations: Variations(
                    offset: draft.offset,
                    plural: Dictionary(
                        draft.forms.map { form in
                            (
                                form.name,
                                Localization(
                                    offset: form.unit.offset, stringUnit: form.unit, variations: nil, substitutions: [])
                            )
                        }
                    ) { first, _ in first },
                    device: nil))
        }
        return Localization(offset: offset, stringUnit: stringUnit, variations: variations, substitutions: built)
    }
}
