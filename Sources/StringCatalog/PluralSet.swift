/// One set of plural forms of a localization, the argument that chooses among them, and how
/// the text shows that argument.
package struct PluralSet: Sendable {
    /// Which set.
    package var id: PluralSetID
    /// The forms by category, as indexes into ``AnalyzedLocalization/units``.
    package var forms: PluralForms<Int>
    /// Forms under a name that is no plural category, as indexes into the units.
    package var unknownForms: [Int]
    /// The argument (from 1) whose number chooses the form.
    package var selector: Int
    /// How ``selector`` was found.
    package var selectorOrigin: SelectorOrigin
    /// How the text (or, failing that, the source) shows the selecting argument: its kinds and
    /// decimals; `nil` when nothing shows it.
    package var selectorUse: ArgumentUse?

    /// How the selecting argument's number is shown, which decides the categories it reaches.
    package var selectorDisplay: NumberDisplay {
        guard let use = selectorUse else { return .wholeNumber }
        if use.kinds.contains(.floatingPoint) { return .decimal(fractionDigits: use.fractionDigits ?? 6) }
        if use.kinds.contains(.integer) { return .wholeNumber }
        return .text
    }
}
