/// A number ready to be put into a sentence: the text shown, and the digits it shows.
///
/// The text carries the locale's digits, separators and direction marks ("8,412", "٨٬٤١٢");
/// `decimal` is the same number as a plain ASCII decimal with exactly the digits shown
/// ("8412", "1.0"), which is what a plural category is chosen from.
public struct DisplayedNumber: Hashable, Sendable {
    /// The text as shown in the locale.
    public var text: String
    /// The digits shown, as a plain decimal.
    public var decimal: String

    /// Creates a displayed number.
    public init(text: String, decimal: String) {
        self.text = text
        self.decimal = decimal
    }
}

/// A value handed to a line of copy.
public enum CatalogArgument: Hashable, Sendable {
    /// Text, put in as it is.
    case text(String)
    /// A number already formatted for the locale; plural forms are chosen from it.
    case number(DisplayedNumber)

    /// The text put into the sentence.
    public var displayText: String {
        switch self {
        case .text(let text): text
        case .number(let number): number.text
        }
    }
}

/// Why a line of copy could not be prepared or rendered.
public struct LineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The key.
    public var key: String
    /// The locale of the text at fault.
    public var locale: String
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(key: String, locale: String, message: String) {
        self.key = key
        self.locale = locale
        self.message = message
    }

    /// `key (locale): message`.
    public var description: String { "\(key) (\(locale)): \(message)" }
}

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
    public let analysis: AnalyzedLocalization

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
    public init(_ analysis: AnalyzedLocalization) throws(LineError) {
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
            compiled[substitution.name] = CompiledSubstitution(argumentNumber: analysis.pluralSets[setIndex].selector, forms: forms)
        }
        self.substitutions = compiled
    }

    /// The arguments the line takes (from 1) and the kinds of value its placeholders expect,
    /// over every form.
    public var argumentKinds: [Int: Set<FormatSpecifier.ValueKind>] {
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
            let category = try pluralCategory(argument: selector, arguments, rules: rules, hasZeroForm: forms[.zero] != nil)
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
            throw LineError(key: key, locale: locale, message: "the plural form depends on argument \(number), but only \(arguments.count) were given")
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
                    throw LineError(key: key, locale: locale, message: "the text uses argument \(number), but only \(arguments.count) were given")
                }
                let argument = arguments[number - 1]
                switch check {
                case .none:
                    break
                case .number:
                    guard argument.isNumber else {
                        throw LineError(key: key, locale: locale, message: "'\(text)' expects a number, but argument \(number) is text")
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
                    argument: substitution.argumentNumber, arguments, rules: rules, hasZeroForm: substitution.forms[.zero] != nil)
                guard let chosen = substitution.forms[category] ?? substitution.forms[.other] else { continue }
                try render(chosen, arguments, rules: rules, into: &output)
            }
        }
    }
}

/// Where a line's text goes while it renders.
protocol LineOutput {
    mutating func append(_ text: Substring)
    mutating func append(_ argument: CatalogArgument)
}

extension String: LineOutput {
    mutating func append(_ text: Substring) {
        append(contentsOf: text)
    }

    mutating func append(_ argument: CatalogArgument) {
        append(argument.displayText)
    }
}

/// The output of a line rendered only to see that it renders.
struct DiscardedText: LineOutput {
    mutating func append(_ text: Substring) {}
    mutating func append(_ argument: CatalogArgument) {}
}

/// One value for each plural category, stored in place: a line's forms, or a checker's units
/// by category, without a dictionary.
public struct PluralForms<Value> {
    @usableFromInline var zero, one, two, few, many, other: Value?

    @inlinable
    public init() {}

    @inlinable
    public subscript(category: PluralCategory) -> Value? {
        get {
            switch category {
            case .zero: zero
            case .one: one
            case .two: two
            case .few: few
            case .many: many
            case .other: other
            }
        }
        set {
            switch category {
            case .zero: zero = newValue
            case .one: one = newValue
            case .two: two = newValue
            case .few: few = newValue
            case .many: many = newValue
            case .other: other = newValue
            }
        }
    }

    /// Calls `body` with each value there is, in CLDR order.
    @inlinable
    public func forEach(_ body: (Value) -> Void) {
        if let zero { body(zero) }
        if let one { body(one) }
        if let two { body(two) }
        if let few { body(few) }
        if let many { body(many) }
        if let other { body(other) }
    }

    /// The categories that have a value, in CLDR order, with their values.
    @inlinable
    public var present: [(PluralCategory, Value)] {
        var found: [(PluralCategory, Value)] = []
        found.reserveCapacity(6)
        if let zero { found.append((.zero, zero)) }
        if let one { found.append((.one, one)) }
        if let two { found.append((.two, two)) }
        if let few { found.append((.few, few)) }
        if let many { found.append((.many, many)) }
        if let other { found.append((.other, other)) }
        return found
    }
}

extension PluralForms: Sendable where Value: Sendable {}

/// A unit's value turned into steps that render without copying specifiers: literal text,
/// arguments with the numbers the analysis gave them, and substitutions.
struct CompiledTemplate: Sendable {
    /// What an argument must be.
    enum Check: Sendable {
        /// Anything: text or a number (`%@`, `%s`).
        case none
        /// A number (`%lld`, `%f`...).
        case number
        /// Nothing: the conversion is not supported in copy (`%c`, `%p`).
        case unsupported
    }

    /// One step of rendering.
    enum Step: Sendable {
        /// Literal text: a slice of the value (no copy), or text made with `%%` as `%`.
        case literal(Substring)
        /// An argument, by number, what it must be, and the placeholder as written.
        case argument(number: Int, check: Check, text: String)
        case substitution(String)
    }

    let steps: [Step]

    /// The steps of a unit that parsed (a unit that did not is never compiled: the analysis
    /// has a problem for it, and the line is refused), made from its placeholders: the literal
    /// text between them is taken from the value as it is.
    init(_ unit: TextUnit) {
        let value = unit.value
        guard unit.isFormatString, unit.byteFacts.contains(.percent) else {
            steps = value.isEmpty ? [] : [.literal(Substring(value))]
            return
        }
        var steps: [Step] = []
        steps.reserveCapacity(2 * unit.placeholders.count + 1)
        let utf8 = value.utf8
        func literal(_ range: Range<Int>) {
            guard !range.isEmpty else { return }
            let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
            let end = utf8.index(start, offsetBy: range.count)
            let slice = value[start..<end]
            // Between placeholders a '%' is always the first of a '%%'.
            if slice.utf8.contains(UInt8(ascii: "%")) {
                var text = ""
                var afterPercent = false
                for character in slice {
                    if character == "%", !afterPercent {
                        afterPercent = true
                        continue
                    }
                    afterPercent = false
                    text.append(character)
                }
                steps.append(.literal(Substring(text)))
            } else {
                steps.append(.literal(slice))
            }
        }
        var previous = 0
        for placeholder in unit.placeholders {
            literal(previous..<placeholder.bytes.lowerBound)
            previous = placeholder.bytes.upperBound
            switch placeholder.role {
            case .conversion(let specifier):
                let check: Check =
                    switch specifier.valueKind {
                    case .object, .cString: .none
                    case .integer, .floatingPoint: .number
                    case .character, .pointer: .unsupported
                    }
                steps.append(.argument(number: placeholder.argument ?? 1, check: check, text: specifier.text))
            case .token(let name):
                steps.append(.substitution(name))
            case .substitutionArgument:
                steps.append(.argument(number: placeholder.argument ?? 1, check: .none, text: "%arg"))
            }
        }
        literal(previous..<utf8.count)
        self.steps = steps
    }
}

extension CatalogArgument {
    /// Whether the argument is a number.
    var isNumber: Bool {
        if case .number = self { return true }
        return false
    }
}

extension StringCatalog {
    /// The locales to try for `locale`, most specific first: `fr-CA` gives `fr-CA`, `fr`;
    /// `zh-Hans-CN` gives `zh-Hans-CN`, `zh-Hans`, `zh`.
    public static func fallbackChain(for locale: String) -> [String] {
        var parts = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        var chain: [String] = []
        while !parts.isEmpty {
            chain.append(parts.joined(separator: "-"))
            parts.removeLast()
        }
        return chain
    }

    /// The localization of `key` in the first of `locales` that has a usable one (a non-empty
    /// value or variations), falling back to the source language.
    public func localization(for key: String, preferring locales: [String]) -> (locale: String, localization: Localization)? {
        guard let entry = self[key] else { return nil }
        for locale in locales + [sourceLanguage] {
            guard let localization = entry.localizations[locale] else { continue }
            if localization.variations != nil || !(localization.stringUnit?.value.isEmpty ?? true) {
                return (locale, localization)
            }
        }
        return nil
    }
}
