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

/// One key's text in one locale, parsed once and ready to render with arguments.
///
/// Rendering substitutes arguments itself; a catalog value is untrusted text and never reaches
/// `String(format:)`. Numbers arrive already formatted, so a conversion's flags, width and
/// precision are not applied; its kind is checked (a number where `%lld` stands).
///
/// Plural forms: a key's own plural variations are chosen by the first argument that a numeric
/// conversion in its `other` form takes (the first argument if none does); a substitution's are
/// chosen by its `argNum`. A category without a form uses `other`.
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

    /// Prepares a localization for rendering.
    ///
    /// - Throws: ``LineError`` when a value is not a valid format string, a plural has no
    ///   `other` form, or a `%#@name@` has no substitution.
    public init(key: String, locale: String, localization: Localization) throws(LineError) {
        try self.init(key: key, locale: locale, localization: localization) { unit, allowsSubstitutionArgument throws(FormatTemplateError) in
            try FormatTemplate(parsing: unit.value, allowsSubstitutionArgument: allowsSubstitutionArgument)
        }
    }

    /// Prepares a localization whose values were already parsed, for a caller that parses
    /// each value once and uses it for several things (a checker).
    ///
    /// - Parameter template: the template of a string unit's value, or the error parsing it
    ///   gives: `FormatTemplate(parsing: unit.value, allowsSubstitutionArgument:)`, with `%arg`
    ///   allowed in a substitution's forms.
    /// - Throws: ``LineError`` as ``init(key:locale:localization:)`` does.
    public init(
        key: String, locale: String, localization: Localization,
        template: (_ unit: StringUnit, _ allowsSubstitutionArgument: Bool) throws(FormatTemplateError) -> FormatTemplate
    ) throws(LineError) {
        self.key = key
        self.locale = locale
        func fail(_ message: String) -> LineError { LineError(key: key, locale: locale, message: message) }

        func compile(_ localization: Localization) throws(LineError) -> Form {
            if let device = localization.variations?.device, let chosen = device["other"] ?? device.values.first {
                return try compile(chosen)
            }
            if let plural = localization.variations?.plural {
                var forms = PluralForms<Form>()
                for (name, form) in plural {
                    guard let category = PluralCategory.named(name) else {
                        throw fail("'\(name)' is not a plural category (zero, one, two, few, many, other)")
                    }
                    forms[category] = try compile(form)
                }
                guard let other = forms[.other] else { throw fail("the plural variations have no 'other' form") }
                return .plural(selector: Self.selector(of: other), forms: forms)
            }
            guard let unit = localization.stringUnit else { throw fail("there is no value") }
            do {
                return .plain(CompiledTemplate(try template(unit, false)))
            } catch {
                throw fail(error.description)
            }
        }

        self.form = try compile(localization)
        var compiled: [String: CompiledSubstitution] = [:]
        for substitution in localization.substitutions {
            var forms = PluralForms<CompiledTemplate>()
            for (name, form) in substitution.variations?.plural ?? [:] {
                guard let category = PluralCategory.named(name) else {
                    throw fail("substitution '\(substitution.name)': '\(name)' is not a plural category")
                }
                guard let unit = form.stringUnit else {
                    throw fail("substitution '\(substitution.name)': the '\(name)' form has no value")
                }
                do {
                    forms[category] = CompiledTemplate(try template(unit, true))
                } catch {
                    throw fail("substitution '\(substitution.name)', form '\(name)': \(error.description)")
                }
            }
            guard forms[.other] != nil else {
                throw fail("substitution '\(substitution.name)' has no 'other' form")
            }
            // Substitutions do not nest: a form naming a substitution (itself or another)
            // could only repeat forever.
            for category in PluralCategory.allCases {
                if let inner = forms[category]?.template.substitutionNames.first {
                    throw fail("substitution '\(substitution.name)', form '\(category.rawValue)': a substitution's form cannot contain another substitution ('%#@\(inner)@')")
                }
            }
            compiled[substitution.name] = CompiledSubstitution(
                argumentNumber: substitution.argumentNumber ?? 1, forms: forms)
        }
        self.substitutions = compiled
        var missing: String?
        Self.forEachTemplate(of: form) { compiledTemplate in
            guard missing == nil else { return }
            for case .substitution(let name) in compiledTemplate.steps where compiled[name] == nil {
                missing = name
                return
            }
        }
        if let name = missing {
            throw fail("'%#@\(name)@' has no substitution named '\(name)'")
        }
    }

    /// Calls `body` with each template of a form, a plural's forms in CLDR order.
    private static func forEachTemplate(of form: Form, _ body: (CompiledTemplate) -> Void) {
        switch form {
        case .plain(let compiled): body(compiled)
        case .plural(_, let forms): forms.forEach { forEachTemplate(of: $0, body) }
        }
    }

    private static func selector(of form: Form) -> Int {
        guard case .plain(let compiled) = form else { return 1 }
        return compiled.firstNumberArgument ?? 1
    }

    /// The arguments the line takes (from 1) and the kind of value each conversion expects,
    /// over every form. A checker compares this between a built-in line and its replacement.
    public var argumentKinds: [Int: Set<FormatSpecifier.ValueKind>] {
        var kinds: [Int: Set<FormatSpecifier.ValueKind>] = [:]
        Self.forEachTemplate(of: form) { template in
            for (number, kind) in template.argumentKinds {
                kinds[number, default: []].insert(kind)
            }
        }
        for substitution in substitutions.values {
            kinds[substitution.argumentNumber, default: []].insert(.integer)
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
            try render(template, arguments, substitutionArgument: nil, rules: rules, into: &output)
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
        _ template: CompiledTemplate, _ arguments: [CatalogArgument], substitutionArgument: Int?,
        rules: PluralRules, into output: inout Output
    ) throws(LineError) {
        for step in template.steps {
            switch step {
            case .literal(let text):
                output.append(text)
            case .argument(let position, let positioned, let check, let specifier):
                let number = positioned ? position : (substitutionArgument ?? position)
                guard arguments.indices.contains(number - 1) else {
                    throw LineError(key: key, locale: locale, message: "the text uses argument \(number), but only \(arguments.count) were given")
                }
                let argument = arguments[number - 1]
                switch check {
                case .none:
                    break
                case .number:
                    guard argument.isNumber else {
                        throw LineError(key: key, locale: locale, message: "'\(template.specifierText(specifier))' expects a number, but argument \(number) is text")
                    }
                case .unsupported:
                    throw LineError(key: key, locale: locale, message: "'\(template.specifierText(specifier))' is not supported in copy")
                }
                output.append(argument)
            case .substitutionArgument:
                guard let substitutionArgument else {
                    throw LineError(key: key, locale: locale, message: "'%arg' appears outside a substitution")
                }
                guard arguments.indices.contains(substitutionArgument - 1) else {
                    throw LineError(key: key, locale: locale, message: "the text uses argument \(substitutionArgument), but only \(arguments.count) were given")
                }
                output.append(arguments[substitutionArgument - 1])
            case .substitution(let name):
                guard let substitution = substitutions[name] else {
                    throw LineError(key: key, locale: locale, message: "'%#@\(name)@' has no substitution")
                }
                let category = try pluralCategory(
                    argument: substitution.argumentNumber, arguments, rules: rules, hasZeroForm: substitution.forms[.zero] != nil)
                guard let chosen = substitution.forms[category] ?? substitution.forms[.other] else { continue }
                try render(chosen, arguments, substitutionArgument: substitution.argumentNumber, rules: rules, into: &output)
            }
        }
    }
}

/// Where a line's text goes while it renders.
protocol LineOutput {
    mutating func append(_ text: String)
    mutating func append(_ argument: CatalogArgument)
}

extension String: LineOutput {
    mutating func append(_ argument: CatalogArgument) {
        append(argument.displayText)
    }
}

/// The output of a line rendered only to see that it renders.
struct DiscardedText: LineOutput {
    mutating func append(_ text: String) {}
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

/// A format template turned into steps that render without copying specifiers: literal text,
/// arguments with their numbers worked out, and substitutions.
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
        case literal(String)
        /// An argument: its written position, or its place among the unpositioned ones, which
        /// inside a substitution's form is replaced by the substitution's own argument; and
        /// the index of its specifier among the template's.
        case argument(position: Int, positioned: Bool, check: Check, specifier: Int)
        case substitution(String)
        case substitutionArgument
    }

    let steps: [Step]
    /// The template the steps come from, for what only messages and setup need.
    let template: FormatTemplate

    init(_ template: FormatTemplate) {
        self.template = template
        var steps: [Step] = []
        steps.reserveCapacity(template.segments.count)
        var specifierCount = 0
        var sequential = 1
        for segment in template.segments {
            switch segment {
            case .literal(let text):
                steps.append(.literal(text))
            case .specifier(let specifier):
                let check: Check =
                    switch specifier.valueKind {
                    case .object, .cString: .none
                    case .integer, .floatingPoint: .number
                    case .character, .pointer: .unsupported
                    }
                if let position = specifier.position {
                    steps.append(.argument(position: position, positioned: true, check: check, specifier: specifierCount))
                } else {
                    steps.append(.argument(position: sequential, positioned: false, check: check, specifier: specifierCount))
                    sequential += 1
                }
                specifierCount += 1
            case .substitution(let name):
                steps.append(.substitution(name))
            case .substitutionArgument:
                steps.append(.substitutionArgument)
            }
        }
        self.steps = steps
    }

    /// The text of the specifier at `index`, as written, for a message.
    func specifierText(_ index: Int) -> String {
        let specifiers = template.specifiers
        return specifiers.indices.contains(index) ? specifiers[index].text : "%"
    }

    /// Each conversion's argument number (its position, or its place among the unpositioned
    /// ones) and kind, in order.
    var argumentKinds: [(number: Int, kind: FormatSpecifier.ValueKind)] {
        zip(template.specifiers, template.argumentNumbers).map { ($1, $0.valueKind) }
    }

    /// The argument of the first conversion that takes a number, which chooses a plural form.
    var firstNumberArgument: Int? {
        for case .argument(let position, _, .number, _) in steps { return position }
        return nil
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
