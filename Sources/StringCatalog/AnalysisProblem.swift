/// Something in a localization that keeps it from being rendered, in the order a renderer
/// meets it. A checker reports each under its own check; a renderer refuses the line with
/// the first.
package struct AnalysisProblem: Hashable, Sendable {
    /// What is wrong.
    package enum Kind: Hashable, Sendable {
        /// A value is not a valid format string.
        case unparsableValue
        /// A plural form's name is no CLDR category.
        case unknownCategory
        /// A set of plural forms has no `other` form.
        case missingOtherForm
        /// A token names a substitution the localization does not define.
        case missingSubstitution
        /// A substitution's form names a substitution.
        case nestedSubstitution
        /// A substitution's form has no value.
        case formWithoutValue
        /// There is no value or variation at all.
        case noValue
    }

    /// What is wrong.
    package var kind: Kind
    /// For a person: what is wrong, naming the form or substitution.
    package var message: String
}
