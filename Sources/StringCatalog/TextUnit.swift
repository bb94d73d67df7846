import ByteScanning
import Synchronization

/// One value of a localization, parsed once: a plain string unit, one device or plural form,
/// or one form of a substitution, with its place in the localization, its parsed format string
/// and the argument each placeholder takes.
///
/// Every question a renderer or a checker asks of a value is answered from this one parse:
/// the placeholders, the arguments and their kinds, whether the value is blank. A unit is
/// immutable and shared by reference, so that the many readers of a catalog's units do not
/// copy its strings and tables.
package final class TextUnit: Sendable {
    /// The text.
    package let value: String
    /// The review state (`translated`, `new`, `needs_review`, `stale`), as written.
    package let state: String?
    /// Where the value's string is written (the key's, when the key stands for the text).
    package let offset: Int
    /// The device variation it belongs to (`iphone`, `mac`, `other`).
    package let device: String?
    /// The plural form's name as written (`one`, `few`, or a name that is no category).
    package let formName: String?
    /// ``formName`` as a category, `nil` when there is none or it is no CLDR category.
    package let category: PluralCategory?
    /// The substitution whose form this is.
    package let substitution: String?
    /// Why the value is not a valid format string.
    package let templateError: FormatTemplateError?
    /// The placeholders, in order, each with the argument it was resolved to.
    package let placeholders: [Placeholder]
    /// The arguments the value takes, by number.
    package let arguments: ArgumentList
    /// Whether the value is empty, or only whitespace and invisible spaces.
    package let isBlank: Bool
    /// Whether every byte is ASCII other than CR: the value then has no direction control and
    /// no character made of several scalars, and as many characters as bytes.
    package let isPlainASCII: Bool
    /// The plural set of its localization it is a form of, as an index into
    /// ``AnalyzedLocalization/pluralSets``.
    let pluralSetIndex: Int?
    /// The kinds of bytes the value has.
    package let byteFacts: ByteFacts
    /// Whether the value was read as a format string (see ``ValueReading``).
    let isFormatString: Bool
    /// Whether the value has any conversion (`%lld`, `%@`), tokens and `%arg` aside.
    package let hasSpecifiers: Bool
    /// Whether some conversions give a position (`%1$@`) and others do not (`%@`). Tokens and
    /// `%arg` do not count: Xcode writes `%#@count@` beside `%2$@`.
    package let mixesPositionalAndSequential: Bool
    /// Whether, mixing numbered and plain conversions, a plain one takes an argument a
    /// numbered one (or a numbered token) also takes: `%1$@ %d` shows argument 1 twice and
    /// never shows 2. A plain one that takes an argument of its own (`%2$@ %d`: `%d` is
    /// argument 1) shows what the numbers say, as Apple's platforms read it.
    package let mixedPlaceholdersCollide: Bool

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
                ArgumentUse(
                    number: number, kinds: placeholder.kinds, text: placeholder.text,
                    fractionDigits: placeholder.fractionDigits))
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
        var collide = false
        if numbered && plain {
            var numberedArguments: [Int] = []
            for placeholder in placeholders {
                if placeholder.isNumbered || (!placeholder.isConversion && placeholder.text.contains("$")) {
                    if let argument = placeholder.argument { numberedArguments.append(argument) }
                }
            }
            for placeholder in placeholders where placeholder.isConversion && !placeholder.isNumbered {
                if let argument = placeholder.argument, numberedArguments.contains(argument) { collide = true }
            }
        }
        self.mixedPlaceholdersCollide = collide
    }

    /// Whether the value parses (always, for a value read as text).
    package var parses: Bool { templateError == nil }

    /// The parsed value: literal text and placeholders; `nil` when it is not a valid format
    /// string (``templateError`` says why). Made from the value and its placeholders when
    /// asked for: most readers need only the placeholders.
    package var template: FormatTemplate? {
        guard templateError == nil else { return nil }
        guard isFormatString, byteFacts.contains(.percent) else {
            return FormatTemplate(segments: value.isEmpty ? [] : [.literal(value)])
        }
        return FormatTemplate(text: value, placeholders: placeholders.map { ($0.segment, $0.bytes) })
    }

    /// Whether the unit is a form of a substitution.
    package var isSubstitutionForm: Bool { substitution != nil }

    /// The conversions, in order (tokens and `%arg` aside).
    package var specifiers: [FormatSpecifier] {
        placeholders.compactMap(\.specifier)
    }

    /// The names of the `%#@name@` tokens, in order.
    package var substitutionNames: [String] {
        guard placeholders.contains(where: { !$0.isConversion }) else { return [] }
        return placeholders.compactMap {
            if case .token(let name) = $0.role { return name }
            return nil
        }
    }

    /// The argument of the first placeholder that takes a number, if any.
    package var firstNumberArgument: Int? {
        for placeholder in placeholders where placeholder.kinds.includesNumber {
            if let argument = placeholder.argument { return argument }
        }
        return nil
    }

    /// The highest argument a placeholder takes, 0 without any.
    package var highestArgumentNumber: Int {
        arguments.highestNumber ?? 0
    }

    /// The literal text of the value, placeholders left out (`%%` as `%`): what a reader sees
    /// around the values the app puts in. The value itself when it does not parse.
    package var literalText: String {
        guard isReadAroundPlaceholders else { return value }
        return literalTextMemo.withLock { known in
            if let known { return known }
            let text = Self.literalText(of: value, placeholders: placeholders.map(\.bytes))
            known = text
            return text
        }
    }

    /// The placeholders ``literalText`` leaves out of the value (their ``Placeholder/bytes``):
    /// all of them for a format string with a `%` that parses, none otherwise (the literal
    /// text is then the value). A reader of the literal text's words can read the value's own
    /// bytes and step over these, without the literal text being made.
    package var placeholdersLeftOutOfLiteralText: [Placeholder] {
        isReadAroundPlaceholders ? placeholders : []
    }

    /// Whether the literal text is read around placeholders (and `%%` read as `%`): a format
    /// string with a `%` that parses. Otherwise it is the value.
    private var isReadAroundPlaceholders: Bool {
        isFormatString && byteFacts.contains(.percent) && templateError == nil
    }

    /// The literal text of a format string: its bytes between the placeholders' ranges, each
    /// `%%` there written `%`, as ``FormatTemplate`` makes its literal segments (without making
    /// a segment for each).
    static func literalText(of value: String, placeholders: [Range<Int>]) -> String {
        var value = value
        return value.withUTF8 { bytes in
            var text: [UInt8] = []
            text.reserveCapacity(bytes.count)
            func literal(_ range: Range<Int>) {
                var index = range.lowerBound
                while index < range.upperBound {
                    let byte = bytes[index]
                    text.append(byte)
                    // `%%` stands for one `%`; the placeholders' scan left only those here.
                    index += byte == UInt8(ascii: "%") ? 2 : 1
                }
            }
            var previous = 0
            for range in placeholders {
                literal(previous..<range.lowerBound)
                previous = range.upperBound
            }
            literal(previous..<bytes.count)
            return String(decoding: text, as: UTF8.self)
        }
    }

    /// ``literalText`` of a format string, made the first time it is asked for: a check asks
    /// for it once for each language the unit is compared with.
    private let literalTextMemo = Mutex<String?>(nil)

    /// Whether a value is empty or only whitespace (and zero-width spaces and byte order marks,
    /// which show nothing).
    package static func isBlank(_ value: String) -> Bool {
        for scalar in value.unicodeScalars {
            // Most values start with a visible ASCII character; no property lookup for them.
            if scalar.value > 0x20, scalar.value < 0x7F { return false }
            guard scalar.properties.isWhitespace || scalar == "\u{200B}" || scalar == "\u{FEFF}" else { return false }
        }
        return true
    }
}
