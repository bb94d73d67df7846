import ByteScanning

/// How the values of a localization are read: as format strings (`%@`, `%lld`, `%%`), or as
/// text shown as written.
///
/// Apple's platforms format a value only when arguments are passed with it. A key used without
/// any (a storyboard title, SwiftUI's `Text("50% off")` with no interpolation) is shown exactly
/// as written, so its percent signs are text, and `%%` would show as two of them.
public enum ValueReading: Hashable, Sendable {
    /// Every value is a format string.
    case formatString
    /// Every value is text shown as written.
    case plainText
}

/// A part of a value that stands for an argument: a conversion (`%lld`, `%2$@`), a
/// substitution's token (`%#@count@`) or a substitution's own argument inside one of its forms
/// (`%arg`), with the argument it was resolved to.
public struct Placeholder: Hashable, Sendable {
    /// What the placeholder is.
    public enum Role: Hashable, Sendable {
        /// A conversion such as `%lld`.
        case conversion(FormatSpecifier)
        /// `%#@name@`: the substitution named `name`.
        case token(String)
        /// `%arg`: the substitution's own argument, inside one of its forms.
        case substitutionArgument
    }

    /// What the placeholder is.
    public var role: Role
    /// The argument it shows (a token: the one its substitution counts with), from 1; `nil`
    /// for a token whose substitution the localization does not define.
    public var argument: Int?
    /// The kinds of value it takes (a token's or `%arg`'s: its substitution's `formatSpecifier`,
    /// a whole number when none is given).
    public var kinds: ValueKinds
    /// The decimals it shows, for a decimal number.
    public var fractionDigits: Int?
    /// The placeholder as written: `%1$@`, `%#@count@`, `%arg`.
    public var text: String
    /// Where it is written in its value, in UTF-8 bytes.
    public var bytes: Range<Int>

    /// The part of a format template it is.
    public var segment: FormatSegment {
        switch role {
        case .conversion(let specifier): .specifier(specifier)
        case .token(let name): .substitution(name)
        case .substitutionArgument: .substitutionArgument
        }
    }

    /// Whether it is a conversion (not a token or `%arg`).
    public var isConversion: Bool {
        if case .conversion = role { return true }
        return false
    }

    /// Whether it is a conversion with a position (`%2$@`).
    public var isNumbered: Bool {
        if case .conversion(let specifier) = role { return specifier.position != nil }
        return false
    }

    /// The conversion, when the placeholder is one.
    public var specifier: FormatSpecifier? {
        if case .conversion(let specifier) = role { return specifier }
        return nil
    }
}

/// One value of a localization, parsed once: a plain string unit, one device or plural form,
/// or one form of a substitution, with its place in the localization, its parsed format string
/// and the argument each placeholder takes.
///
/// Every question a renderer or a checker asks of a value is answered from this one parse:
/// the placeholders, the arguments and their kinds, whether the value is blank. A unit is
/// immutable and shared by reference, so that the many readers of a catalog's units do not
/// copy its strings and tables.
public final class TextUnit: Sendable {
    /// The text.
    public let value: String
    /// The review state (`translated`, `new`, `needs_review`, `stale`), as written.
    public let state: String?
    /// Where the value's string is written (the key's, when the key stands for the text).
    public let offset: Int
    /// The device variation it belongs to (`iphone`, `mac`, `other`).
    public let device: String?
    /// The plural form's name as written (`one`, `few`, or a name that is no category).
    public let formName: String?
    /// ``formName`` as a category, `nil` when there is none or it is no CLDR category.
    public let category: PluralCategory?
    /// The substitution whose form this is.
    public let substitution: String?
    /// Why the value is not a valid format string.
    public let templateError: FormatTemplateError?
    /// The placeholders, in order, each with the argument it was resolved to.
    public let placeholders: [Placeholder]
    /// The arguments the value takes, by number.
    public let arguments: ArgumentList
    /// Whether the value is empty, or only whitespace and invisible spaces.
    public let isBlank: Bool
    /// Whether every byte is ASCII other than CR: the value then has no direction control and
    /// no character made of several scalars, and as many characters as bytes.
    public let isPlainASCII: Bool
    /// The plural set of its localization it is a form of, as an index into
    /// ``AnalyzedLocalization/pluralSets``.
    let pluralSetIndex: Int?
    /// The kinds of bytes the value has.
    public let byteFacts: ByteFacts
    /// Whether the value was read as a format string (see ``ValueReading``).
    let isFormatString: Bool
    /// Whether the value has any conversion (`%lld`, `%@`), tokens and `%arg` aside.
    public let hasSpecifiers: Bool
    /// Whether some conversions give a position (`%1$@`) and others do not (`%@`). Tokens and
    /// `%arg` do not count: Xcode writes `%#@count@` beside `%2$@`.
    public let mixesPositionalAndSequential: Bool

    init(
        value: String, state: String?, offset: Int, device: String?, formName: String?, category: PluralCategory?,
        substitution: String?, parsed: ParsedValue, placeholders: [Placeholder], pluralSet: Int?
    ) {
        self.pluralSetIndex = pluralSet
        self.value = value
        self.state = state
        self.offset = offset
        self.device = device
        self.formName = formName
        self.category = category
        self.substitution = substitution
        self.templateError = parsed.error
        self.isFormatString = parsed.isFormatString
        self.placeholders = placeholders
        var arguments = ArgumentList()
        for placeholder in placeholders {
            guard let number = placeholder.argument else { continue }
            arguments.add(
                ArgumentUse(number: number, kinds: placeholder.kinds, text: placeholder.text, fractionDigits: placeholder.fractionDigits))
        }
        self.arguments = arguments
        self.isBlank = Self.isBlank(value)
        self.isPlainASCII = parsed.isPlainASCII
        self.byteFacts = parsed.facts
        var numbered = false
        var plain = false
        for placeholder in placeholders where placeholder.isConversion {
            if placeholder.isNumbered { numbered = true } else { plain = true }
        }
        self.hasSpecifiers = numbered || plain
        self.mixesPositionalAndSequential = numbered && plain
    }

    /// Whether the value parses (always, for a value read as text).
    public var parses: Bool { templateError == nil }

    /// The parsed value: literal text and placeholders; `nil` when it is not a valid format
    /// string (``templateError`` says why). Made from the value and its placeholders when
    /// asked for: most readers need only the placeholders.
    public var template: FormatTemplate? {
        guard templateError == nil else { return nil }
        guard isFormatString, byteFacts.contains(.percent) else {
            return FormatTemplate(segments: value.isEmpty ? [] : [.literal(value)])
        }
        return FormatTemplate(text: value, placeholders: placeholders.map { ($0.segment, $0.bytes) })
    }

    /// Whether the unit is a form of a substitution.
    public var isSubstitutionForm: Bool { substitution != nil }

    /// The conversions, in order (tokens and `%arg` aside).
    public var specifiers: [FormatSpecifier] {
        placeholders.compactMap(\.specifier)
    }

    /// The names of the `%#@name@` tokens, in order.
    public var substitutionNames: [String] {
        guard placeholders.contains(where: { !$0.isConversion }) else { return [] }
        return placeholders.compactMap {
            if case .token(let name) = $0.role { return name }
            return nil
        }
    }

    /// The argument of the first placeholder that takes a number, if any.
    public var firstNumberArgument: Int? {
        for placeholder in placeholders where placeholder.kinds.includesNumber {
            if let argument = placeholder.argument { return argument }
        }
        return nil
    }

    /// The highest argument a placeholder takes, 0 without any.
    public var highestArgumentNumber: Int {
        arguments.highestNumber ?? 0
    }

    /// The literal text of the value, placeholders left out (`%%` as `%`): what a reader sees
    /// around the values the app puts in. The value itself when it does not parse.
    public var literalText: String {
        guard isFormatString, byteFacts.contains(.percent), let template else { return value }
        var text = ""
        for case .literal(let literal) in template.segments { text += literal }
        return text
    }

    /// Whether a value is empty or only whitespace (and zero-width spaces and byte order marks,
    /// which show nothing).
    public static func isBlank(_ value: String) -> Bool {
        for scalar in value.unicodeScalars {
            // Most values start with a visible ASCII character; no property lookup for them.
            if scalar.value > 0x20, scalar.value < 0x7F { return false }
            guard scalar.properties.isWhitespace || scalar == "\u{200B}" || scalar == "\u{FEFF}" else { return false }
        }
        return true
    }
}

/// Which kinds of bytes a value has, found in one scan of its UTF-8, so that the many
/// questions asked of every value are most often answered without reading it again.
public struct ByteFacts: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt8

    /// Facts from their bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// A `%`.
    public static let percent = ByteFacts(rawValue: 1)
    /// A byte outside ASCII.
    public static let nonASCII = ByteFacts(rawValue: 2)
    /// A carriage return.
    public static let carriageReturn = ByteFacts(rawValue: 4)
    /// A line feed.
    public static let lineFeed = ByteFacts(rawValue: 8)
    /// A backslash.
    public static let backslash = ByteFacts(rawValue: 16)
    /// A tab.
    public static let tab = ByteFacts(rawValue: 32)
    /// One of Markdown's marks: `*`, `_`, `~`, `` ` `` or `]`.
    public static let markdownMark = ByteFacts(rawValue: 64)

    /// Whether the value may hold a line break: CR, LF, or a byte outside ASCII (NEL, U+2028
    /// and U+2029 are not ASCII).
    public var mayHaveLineBreak: Bool { !isDisjoint(with: [.carriageReturn, .lineFeed, .nonASCII]) }
}

/// A value's text parsed: the template or why there is none, and facts from one scan of its
/// bytes.
struct ParsedValue: Sendable {
    /// The placeholders and where each is written; empty without any, `nil` when the value
    /// does not parse.
    var parts: [(segment: FormatSegment, bytes: Range<Int>)]? = []
    var error: FormatTemplateError?
    var isPlainASCII: Bool
    var facts: ByteFacts
    var isFormatString: Bool

    /// Parses `value` as a format string (with `%arg` allowed in a substitution's forms), or
    /// takes it as one literal.
    init(_ value: String, reading: ValueReading, allowsSubstitutionArgument: Bool) {
        facts = Self.facts(of: value)
        isPlainASCII = !facts.contains(.nonASCII) && !facts.contains(.carriageReturn)
        isFormatString = reading == .formatString
        // Most values have no placeholder at all; they need no parsing.
        guard reading == .formatString, facts.contains(.percent) else { return }
        do {
            parts = try FormatTemplate.placeholders(in: value, allowsSubstitutionArgument: allowsSubstitutionArgument)
        } catch {
            parts = nil
            self.error = error
        }
    }

    /// Whether a value has a `%`, and whether every byte is ASCII other than CR.
    static func scan(_ value: String) -> (hasPercent: Bool, isPlainASCII: Bool) {
        let facts = facts(of: value)
        return (facts.contains(.percent), !facts.contains(.nonASCII) && !facts.contains(.carriageReturn))
    }

    /// The kinds of bytes in a value, in one pass over its bytes, eight at a time.
    static func facts(of value: String) -> ByteFacts {
        func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> ByteFacts {
            // The high bits ORed together, and each kind of byte found as a zero byte of the
            // word XORed with that byte repeated.
            func has(_ word: UInt64, _ byte: UInt8) -> Bool { ByteWord.contains(byte, in: word) }
            var highBits: UInt64 = 0
            var found: UInt8 = 0
            var index = 0
            while index + 8 <= bytes.count {
                let word = ByteWord.load(bytes, at: index)
                highBits |= word
                if has(word, 0x25) { found |= ByteFacts.percent.rawValue }
                if has(word, 0x0D) { found |= ByteFacts.carriageReturn.rawValue }
                if has(word, 0x0A) { found |= ByteFacts.lineFeed.rawValue }
                if has(word, 0x5C) { found |= ByteFacts.backslash.rawValue }
                if has(word, 0x09) { found |= ByteFacts.tab.rawValue }
                if has(word, 0x2A) || has(word, 0x5F) || has(word, 0x7E) || has(word, 0x60) || has(word, 0x5D) {
                    found |= ByteFacts.markdownMark.rawValue
                }
                index += 8
            }
            while index < bytes.count {
                let byte = bytes[index]
                highBits |= UInt64(byte)
                switch byte {
                case 0x25: found |= ByteFacts.percent.rawValue
                case 0x0D: found |= ByteFacts.carriageReturn.rawValue
                case 0x0A: found |= ByteFacts.lineFeed.rawValue
                case 0x5C: found |= ByteFacts.backslash.rawValue
                case 0x09: found |= ByteFacts.tab.rawValue
                case 0x2A, 0x5F, 0x7E, 0x60, 0x5D: found |= ByteFacts.markdownMark.rawValue
                default: break
                }
                index += 1
            }
            if highBits & ByteWord.highBits != 0 { found |= ByteFacts.nonASCII.rawValue }
            return ByteFacts(rawValue: found)
        }
        if let result = value.utf8.withContiguousStorageIfAvailable(scan) { return result }
        return Array(value.utf8).withUnsafeBufferPointer(scan)
    }
}
