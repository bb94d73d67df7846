/// One conversion in a format string, such as `%lld`, `%1$@` or `%.1f`.
public struct FormatSpecifier: Hashable, Sendable {
    /// What kind of value a conversion takes.
    public enum ValueKind: String, Hashable, Sendable {
        /// `%@`: an object, here any text.
        case object
        /// `%d %i %u %o %x %X %D %U %O` (with any length modifier).
        case integer
        /// `%f %F %e %E %g %G %a %A`.
        case floatingPoint
        /// `%c %C`.
        case character
        /// `%s %S`: a C string.
        case cString
        /// `%p`.
        case pointer
    }

    /// The argument position written with `N$`, if any (from 1).
    public var position: Int?
    /// Flags as written (`-`, `+`, space, `#`, `0`, `'`).
    public var flags: String
    /// The width as written (digits or `*`), if any.
    public var width: String?
    /// The precision as written after `.` (digits or `*`), if any.
    public var precision: String?
    /// The length modifier (`h`, `hh`, `l`, `ll`, `q`, `L`, `z`, `t`, `j`), if any.
    public var lengthModifier: String
    /// The conversion character (`@`, `d`, `f`...).
    public var conversion: Character
    /// The specifier exactly as written, `%` included.
    public var text: String

    /// The kind of value the conversion takes.
    public var valueKind: ValueKind {
        switch conversion {
        case "@": .object
        case "d", "i", "u", "o", "x", "X", "D", "U", "O": .integer
        case "f", "F", "e", "E", "g", "G", "a", "A": .floatingPoint
        case "c", "C": .character
        case "s", "S": .cString
        default: .pointer
        }
    }

    /// The specifier without position, flags, width or precision (`lld`, `@`, `f`), the form
    /// a substitution's `formatSpecifier` uses.
    public var signature: String {
        lengthModifier + String(conversion)
    }
}

/// A part of a parsed format string.
public enum FormatSegment: Hashable, Sendable {
    /// Text shown as it is (`%%` already turned into `%`).
    case literal(String)
    /// A conversion that takes an argument.
    case specifier(FormatSpecifier)
    /// `%#@name@`: a named substitution.
    case substitution(String)
    /// `%arg`: the substitution's own argument, inside a substitution's form.
    case substitutionArgument
}

/// Why a format string cannot be used.
public struct FormatTemplateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Reason: Hashable, Sendable {
        /// A `%` with nothing after it.
        case loneTrailingPercent
        /// A `%` followed by something that is not a conversion.
        case unknownDirective(String)
        /// `%n`, which writes to memory and is never allowed.
        case writesToMemory
        /// A `%#@` without a closing `@`.
        case unterminatedSubstitution
    }

    /// What is wrong.
    public var reason: Reason
    /// Where, as an offset in Unicode scalars from the start of the text.
    public var scalarOffset: Int

    public var description: String {
        switch reason {
        case .loneTrailingPercent:
            "a lone '%' at the end (write '%%' for a percent sign)"
        case .unknownDirective(let text):
            "'\(text)' is not a format specifier (write '%%' for a percent sign)"
        case .writesToMemory:
            "'%n' is not allowed in copy"
        case .unterminatedSubstitution:
            "'%#@' starts a substitution name that never ends with '@'"
        }
    }
}

/// A format string parsed into literal text and conversions, in the grammar Apple's
/// `String(format:)` accepts: `%` [`N$`] [flags] [width] [`.` precision] [length] conversion,
/// plus `%%`, `%#@name@` and, inside a substitution's forms, `%arg`.
///
/// Parsing never fails silently: anything that is not a conversion is an error, so that a stray
/// `%` in a translation is reported instead of crashing or eating an argument.
///
/// ```swift
/// let template = try FormatTemplate(parsing: "%1$@ to %2$@")
/// template.specifiers.map(\.text)   // ["%1$@", "%2$@"]
/// ```
public struct FormatTemplate: Hashable, Sendable {
    /// The parts, in order.
    public var segments: [FormatSegment]

    /// Parses a format string.
    ///
    /// - Parameter allowsSubstitutionArgument: whether `%arg` is accepted (inside the forms of
    ///   a substitution).
    public init(parsing text: String, allowsSubstitutionArgument: Bool = false) throws(FormatTemplateError) {
        let scalars = Array(text.unicodeScalars)
        var segments: [FormatSegment] = []
        // Literal text is copied a run at a time (from `runStart` to the next '%'), not a
        // scalar at a time: parsing is on the path of every value a checker reads.
        var literal = ""
        var runStart = 0
        var index = 0
        func takeRun(upTo end: Int) {
            if runStart < end { literal += Self.string(scalars[runStart..<end]) }
        }
        func flush() {
            if !literal.isEmpty {
                segments.append(.literal(literal))
                literal = ""
            }
        }
        while index < scalars.count {
            guard scalars[index] == "%" else {
                index += 1
                continue
            }
            takeRun(upTo: index)
            let start = index
            index += 1
            guard index < scalars.count else {
                throw FormatTemplateError(reason: .loneTrailingPercent, scalarOffset: start)
            }
            if scalars[index] == "%" {
                literal.append("%")
                index += 1
                runStart = index
                continue
            }
            if scalars[index] == "#", index + 1 < scalars.count, scalars[index + 1] == "@" {
                var end = index + 2
                while end < scalars.count, scalars[end] != "@" { end += 1 }
                guard end < scalars.count, end > index + 2 else {
                    throw FormatTemplateError(reason: .unterminatedSubstitution, scalarOffset: start)
                }
                flush()
                segments.append(.substitution(Self.string(scalars[(index + 2)..<end])))
                index = end + 1
                runStart = index
                continue
            }
            if allowsSubstitutionArgument, index + 2 < scalars.count, scalars[index] == "a", scalars[index + 1] == "r",
                scalars[index + 2] == "g"
            {
                flush()
                segments.append(.substitutionArgument)
                index += 3
                runStart = index
                continue
            }
            let specifier = try Self.parseSpecifier(scalars, from: start, next: &index)
            flush()
            segments.append(.specifier(specifier))
            runStart = index
        }
        takeRun(upTo: scalars.count)
        flush()
        self.segments = segments
    }

    /// The text of some scalars, encoded straight into the string's storage.
    private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var count = 0
        for scalar in scalars { count += UTF8.width(scalar) }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var written = 0
            for scalar in scalars {
                // Every scalar has a UTF-8 encoding; `encode` is optional only for other codecs.
                guard let encoded = UTF8.encode(scalar) else { continue }
                for byte in encoded {
                    buffer[written] = byte
                    written += 1
                }
            }
            return written
        }
    }

    /// The conversions, in order of appearance.
    public var specifiers: [FormatSpecifier] {
        segments.compactMap {
            if case .specifier(let specifier) = $0 { return specifier }
            return nil
        }
    }

    /// The names of the `%#@name@` substitutions, in order of appearance.
    public var substitutionNames: [String] {
        segments.compactMap {
            if case .substitution(let name) = $0 { return name }
            return nil
        }
    }

    /// Whether some conversions give a position (`%1$@`) and others do not (`%@`).
    public var mixesPositionalAndSequential: Bool {
        let specifiers = specifiers
        return specifiers.contains { $0.position != nil } && specifiers.contains { $0.position == nil }
    }

    /// The argument each conversion takes, from 1: its position if written, otherwise the
    /// next in order.
    public var argumentNumbers: [Int] {
        var next = 1
        return specifiers.map { specifier in
            if let position = specifier.position { return position }
            defer { next += 1 }
            return next
        }
    }

    private static func parseSpecifier(
        _ scalars: [Unicode.Scalar], from start: Int, next index: inout Int
    ) throws(FormatTemplateError) -> FormatSpecifier {
        func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
        func text(_ range: Range<Int>) -> String {
            string(scalars[range])
        }
        func unknown() -> FormatTemplateError {
            let end = min(index + 1, scalars.count)
            return FormatTemplateError(reason: .unknownDirective(text(start..<end)), scalarOffset: start)
        }
        var position: Int?
        // `N$`
        var lookahead = index
        while lookahead < scalars.count, isDigit(scalars[lookahead]) { lookahead += 1 }
        if lookahead > index, lookahead < scalars.count, scalars[lookahead] == "$" {
            position = Int(text(index..<lookahead))
            if position == 0 {
                index = lookahead
                throw unknown()
            }
            index = lookahead + 1
        }
        let flagsStart = index
        while index < scalars.count, "-+ #0'".unicodeScalars.contains(scalars[index]) { index += 1 }
        let flags = text(flagsStart..<index)
        var width: String?
        let widthStart = index
        if index < scalars.count, scalars[index] == "*" {
            index += 1
        } else {
            while index < scalars.count, isDigit(scalars[index]) { index += 1 }
        }
        if index > widthStart { width = text(widthStart..<index) }
        var precision: String?
        if index < scalars.count, scalars[index] == "." {
            index += 1
            let precisionStart = index
            if index < scalars.count, scalars[index] == "*" {
                index += 1
            } else {
                while index < scalars.count, isDigit(scalars[index]) { index += 1 }
            }
            precision = text(precisionStart..<index)
        }
        let lengthStart = index
        while index < scalars.count, "hlqLztj".unicodeScalars.contains(scalars[index]) { index += 1 }
        let length = text(lengthStart..<index)
        guard ["", "h", "hh", "l", "ll", "q", "L", "z", "t", "j"].contains(length) else { throw unknown() }
        guard index < scalars.count else {
            throw FormatTemplateError(reason: .unknownDirective(text(start..<index)), scalarOffset: start)
        }
        let conversion = scalars[index]
        if conversion == "n" {
            throw FormatTemplateError(reason: .writesToMemory, scalarOffset: start)
        }
        guard "@diouxXDUOfFeEgGaAcCsSp".unicodeScalars.contains(conversion) else { throw unknown() }
        index += 1
        return FormatSpecifier(
            position: position, flags: flags, width: width, precision: precision, lengthModifier: length,
            conversion: Character(conversion), text: text(start..<index))
    }
}
