/// One key's text in one locale, analysed once and ready to render with arguments.
///
/// The line renders an ``AnalyzedLocalization``: the values are parsed, the arguments of every
/// placeholder and the argument that chooses each set of plural forms worked out there, once.
/// Rendering substitutes arguments itself; a catalog value is untrusted text and never reaches
/// `String(format:)`. Numbers arrive already formatted, so a conversion's flags, width and
/// precision are not applied; its kind is checked (a number where `%lld` stands).
///
/// A category without a form uses `other`; a `zero` form, when there is one, is used for the
/// number 0 in every language, as in Apple's catalogs. Of device variations, `other` is
/// rendered (the first by name without one).
///
/// ```swift
/// let line = try LocalizedLine(key: "limit.shortest", locale: "pl", localization: value)
/// try line.render([.number(DisplayedNumber(text: "5", decimal: "5"))], rules: polish)  // "…5 dni"
/// ```
public struct LocalizedLine: Sendable {
    /// The key.
    public let key: String
    /// The locale the text is in (after any fallback).
    public let locale: String
    /// The analysis the line renders.
    package let analysis: AnalyzedLocalization

    indirect enum Form: Sendable {
        case plain(CompiledTemplate)
        case plural(selector: Int, forms: PluralForms<Form>)
    }

    struct CompiledSubstitution: Sendable {
        var argumentNumber: Int
        var forms: PluralForms<CompiledTemplate>
    }

    let form: Form
    let substitutions: [String: CompiledSubstitution]

    /// Analyses a localization and prepares it for rendering; its values are read as format
    /// strings.
    ///
    /// - Throws: ``LineError`` when a value is not a valid format string, a plural has no
    ///   `other` form, or a `%#@name@` has no substitution.
    public init(key: String, locale: String, localization: Localization) throws(LineError) {
        try self.init(AnalyzedLocalization(key: key, locale: locale, localization: localization))
    }

    /// Prepares an analysed localization for rendering.
    ///
    /// - Throws: ``LineError`` with the analysis's first problem, when it has any.
    package init(_ analysis: AnalyzedLocalization) throws(LineError) {
        self.key = analysis.key
        self.locale = analysis.locale
        self.analysis = analysis
        if let problem = analysis.problems.first {
            throw LineError(key: analysis.key, locale: analysis.locale, message: problem.message)
        }
        func compile(_ node: ValueNode) -> Form? {
            switch node {
            case .unit(let index):
                return .plain(CompiledTemplate(analysis.units[index]))
            case .device(let forms):
                guard let chosen = forms.first(where: { $0.name == "other" }) ?? forms.first else { return nil }
                return compile(chosen.node)
            case .plural(let set, let nodes):
                var forms = PluralForms<Form>()
                for category in PluralCategory.allCases {
                    if let node = nodes[category], let form = compile(node) { forms[category] = form }
                }
                return .plural(selector: analysis.pluralSets[set].selector, forms: forms)
            case .empty:
                return nil
            }
        }
        // A localization without problems has a value (or its plural forms have an `other`).
        guard let form = compile(analysis.root) else {
            throw LineError(key: analysis.key, locale: analysis.locale, message: "there is no value")
        }
        self.form = form
        var compiled: [String: CompiledSubstitution] = [:]
        for substitution in analysis.substitutions {
            guard let setIndex = substitution.pluralSet else { continue }
            var forms = PluralForms<CompiledTemplate>()
            for category in PluralCategory.allCases {
                if let index = analysis.pluralSets[setIndex].forms[category] {
                    forms[category] = CompiledTemplate(analysis.units[index])
                }
            }
            compiled[substitution.name] = CompiledSubstitution(
                argumentNumber: analysis.pluralSets[setIndex].selector, forms: forms)
        }
        self.substitutions = compiled
    }

    /// The arguments the line takes (from 1) and the kinds of value its placeholders expect,
    /// over every form.
    package var argumentKinds: [Int: Set<FormatSpecifier.ValueKind>] {
        var kinds: [Int: Set<FormatSpecifier.ValueKind>] = [:]
        for use in analysis.arguments {
            kinds[use.number, default: []].formUnion(use.kinds.kinds)
        }
        return kinds
    }

    /// Renders the line with arguments, choosing plural forms with `rules` (the rules of
    /// ``locale``).
    ///
    /// - Throws: ``LineError`` when an argument is missing or of the wrong kind.
    /// - Complexity: O(length of the result).
    public func render(_ arguments: [CatalogArgument], rules: PluralRules) throws(LineError) -> String {
        var output = ""
        var argumentLength = 0
        for argument in arguments { argumentLength += argument.displayText.utf8.count }
        output.reserveCapacity(argumentLength + 96)
        try render(form, arguments, rules: rules, into: &output)
        return output
    }

    /// Goes through rendering the line without writing the text: throws exactly what
    /// ``render(_:rules:)`` throws with the same arguments, for a caller that only needs to
    /// know that a line renders (a checker trying sample numbers).
    ///
    /// - Complexity: O(number of parts of the line), whatever the length of the text.
    public func validate(_ arguments: [CatalogArgument], rules: PluralRules) throws(LineError) {
        var output = DiscardedText()
        try render(form, arguments, rules: rules, into: &output)
    }

    private func render<Output: LineOutput>(
        _ form: Form, _ arguments: [CatalogArgument], rules: PluralRules, into output: inout Output
    ) throws(LineError) {
        switch form {
        case .plain(let template):
            try render(template, arguments, rules: rules, into: &output)
        case .plural(let selector, let forms):
            let category = try pluralCategory(
                argument: selector, arguments, rules: rules, hasZeroForm: forms[.zero] != nil)
            // `other` is always there: the line was not made without it.
            guard let chosen = forms[category] ?? forms[.other] else { return }
            try render(chosen, arguments, rules: rules, into: &output)
        }
    }

    /// The category for the selecting argument. As in Apple's String Catalogs, a `zero` form,
    /// when there is one, is used for the number 0 in every language, not only in those whose
    /// CLDR rules have a zero category.
    private func pluralCategory(
        argument number: Int, _ arguments: [CatalogArgument], rules: PluralRules, hasZeroForm: Bool
    ) throws(LineError) -> PluralCategory {
        guard arguments.indices.contains(number - 1) else {
            throw LineError(
                key: key, locale: locale,
                message: "the plural form depends on argument \(number), but only \(arguments.count) were given")
        }
        switch arguments[number - 1] {
        case .number(let displayed):
            if hasZeroForm, displayed.decimal == "0" || displayed.decimal == "-0" { return .zero }
            return rules.category(forDecimal: displayed.decimal)
        case .text:
            return .other
        }
    }

    private func render<Output: LineOutput>(
        _ template: CompiledTemplate, _ arguments: [CatalogArgument], rules: PluralRules, into output: inout Output
    ) throws(LineError) {
        for step in template.steps {
            switch step {
            case .literal(let text):
                output.append(text)
            case .argument(let number, let check, let text):
                guard arguments.indices.contains(number - 1) else {
                    throw LineError(
                        key: key, locale: locale,
                        message: "the text uses argument \(number), but only \(arguments.count) were given")
                }
                let argument = arguments[number - 1]
                switch check {
                case .none:
                    break
                case .number:
                    guard argument.isNumber else {
                        throw LineError(
                            key: key, locale: locale,
                            message: "'\(text)' expects a number, but argument \(number) is text")
                    }
                case .unsupported:
                    throw LineError(key: key, locale: locale, message: "'\(text)' is not supported in copy")
                }
                output.append(argument)
            case .substitution(let name):
                guard let substitution = substitutions[name] else {
                    throw LineError(key: key, locale: locale, message: "'%#@\(name)@' has no substitution")
                }
                let category = try pluralCategory(
                    argument: substitution.argumentNumber, arguments, rules: rules,
                    hasZeroForm: substitution.forms[.zero] != nil)
                guard let chosen = substitution.forms[category] ?? substitution.forms[.other] else { continue }
                try render(chosen, arguments, rules: rules, into: &output)
            }
        }
    }
}
