import ByteScanning

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
package struct FormatTemplate: Hashable, Sendable {
    /// The highest argument a positional placeholder may name (`%99$@`). A catalog that names
    /// a later one is broken, and a checker that trusted it would plan for that many arguments.
    package static let highestArgumentPosition = 99

    /// The parts, in order.
    package var segments: [FormatSegment]

    /// A template made of the given parts, taken as they are (nothing is parsed or checked).
    ///
    /// ```swift
    /// FormatTemplate(segments: [.literal("Hello")]) == (try FormatTemplate(parsing: "Hello"))  // true
    /// ```
    package init(segments: [FormatSegment]) {
        self.segments = segments
    }

    /// Parses a format string.
    ///
    /// - Parameter allowsSubstitutionArgument: whether `%arg` is accepted (inside the forms of
    ///   a substitution).
    /// - Complexity: O(n) in the UTF-8 length of the text, which is read as bytes: every part
    ///   of the grammar is ASCII, so no character is decoded.
    package init(parsing text: String, allowsSubstitutionArgument: Bool = false) throws(FormatTemplateError) {
        var text = text
        let result = text.withUTF8 { bytes in
            Result { () throws(FormatTemplateError) -> [FormatSegment] in
                try Self.segments(of: bytes, allowsSubstitutionArgument: allowsSubstitutionArgument)
            }
        }
        self.segments = try result.get()
    }

    /// The parts of a format string's UTF-8 bytes.
    private static func segments(
        of bytes: UnsafeBufferPointer<UInt8>, allowsSubstitutionArgument: Bool
    ) throws(FormatTemplateError) -> [FormatSegment] {
        let percent = UInt8(ascii: "%")
        let count = bytes.count
        var segments: [FormatSegment] = []
        // At most a literal around each directive: reserving them saves growing the array,
        // which copies every segment made so far.
        segments.reserveCapacity(2 * percentCount(in: bytes) + 1)
        // Literal text is copied a run at a time (from `runStart` to the next '%'), not a
        // character at a time: parsing is on the path of every value a checker reads.
        var literal = ""
        var runStart = 0
        var index = 0
        func takeRun(upTo end: Int) {
            guard runStart < end else { return }
            let run = string(bytes, runStart..<end)
            if literal.isEmpty { literal = run } else { literal += run }
        }
        func flush() {
            if !literal.isEmpty {
                segments.append(.literal(literal))
                literal = ""
            }
        }
        while index < count {
            guard bytes[index] == percent else {
                index = nextPercent(in: bytes, after: index)
                continue
            }
            takeRun(upTo: index)
            let start = index
            index += 1
            guard index < count else {
                throw FormatTemplateError(
                    reason: .loneTrailingPercent, scalarOffset: scalarOffset(of: start, in: bytes))
            }
            if bytes[index] == percent {
                literal.append("%")
                index += 1
                runStart = index
                continue
            }
            if let token = try token(in: bytes, at: index, start: start) {
                flush()
                segments.append(.substitution(token.name, position: token.position))
                index = token.end
                runStart = index
                continue
            }
            if allowsSubstitutionArgument, index + 2 < count, bytes[index] == UInt8(ascii: "a"),
                bytes[index + 1] == UInt8(ascii: "r"), bytes[index + 2] == UInt8(ascii: "g")
            {
                flush()
                segments.append(.substitutionArgument)
                index += 3
                runStart = index
                continue
            }
            let specifier = try parseSpecifier(bytes, from: start, next: &index)
            flush()
            segments.append(.specifier(specifier))
            runStart = index
        }
        takeRun(upTo: count)
        flush()
        return segments
    }

    /// The placeholders of a format string (its parts other than literal text), each with the
    /// UTF-8 bytes it is written in, without making any literal text: what a reader that
    /// needs only the placeholders asks (a checker reads every value of a catalog). The
    /// grammar and errors are ``init(parsing:allowsSubstitutionArgument:)``'s, and
    /// ``init(text:placeholders:)`` makes the template from them when it is needed.
    ///
    /// - Complexity: O(n) in the UTF-8 length of the text.
    package static func placeholders(
        in text: String, allowsSubstitutionArgument: Bool = false
    ) throws(FormatTemplateError) -> [(segment: FormatSegment, bytes: Range<Int>)] {
        var text = text
        let result = text.withUTF8 { bytes in
            Result { () throws(FormatTemplateError) -> [(segment: FormatSegment, bytes: Range<Int>)] in
                try Self.placeholderParts(of: bytes, allowsSubstitutionArgument: allowsSubstitutionArgument)
            }
        }
        return try result.get()
    }

    /// A template from its text and the placeholders ``placeholders(in:allowsSubstitutionArgument:)``
    /// found in it: the literal text between them, `%%` as `%`.
    package init(text: String, placeholders: [(segment: FormatSegment, bytes: Range<Int>)]) {
        var text = text
        self.segments = text.withUTF8 { bytes in
            var segments: [FormatSegment] = []
            segments.reserveCapacity(2 * placeholders.count + 1)
            func literal(_ range: Range<Int>) {
                guard !range.isEmpty else { return }
                // `%%` stands for one `%`; the placeholders' scan left only those between them.
                var run = ""
                var start = range.lowerBound
                var index = range.lowerBound
                while index < range.upperBound {
                    if bytes[index] == UInt8(ascii: "%") {
                        run += Self.string(bytes, start..<(index + 1))
                        index += 2
                        start = index
                    } else {
                        index += 1
                    }
                }
                run += Self.string(bytes, start..<min(index, range.upperBound))
                if !run.isEmpty { segments.append(.literal(run)) }
            }
            var previous = 0
            for (segment, range) in placeholders {
                literal(previous..<range.lowerBound)
                segments.append(segment)
                previous = range.upperBound
            }
            literal(previous..<bytes.count)
            return segments
        }
    }

    /// The placeholders of a format string's UTF-8 bytes and where each is written.
    private static func placeholderParts(
        of bytes: UnsafeBufferPointer<UInt8>, allowsSubstitutionArgument: Bool
    ) throws(FormatTemplateError) -> [(segment: FormatSegment, bytes: Range<Int>)] {
        let percent = UInt8(ascii: "%")
        let count = bytes.count
        var parts: [(segment: FormatSegment, bytes: Range<Int>)] = []
        var index = 0
        while index < count {
            guard bytes[index] == percent else {
                index = nextPercent(in: bytes, after: index)
                continue
            }
            let start = index
            index += 1
            guard index < count else {
                throw FormatTemplateError(
                    reason: .loneTrailingPercent, scalarOffset: scalarOffset(of: start, in: bytes))
            }
            if bytes[index] == percent {
                index += 1
                continue
            }
            if parts.isEmpty { parts.reserveCapacity(4) }
            if let token = try token(in: bytes, at: index, start: start) {
                parts.append((.substitution(token.name, position: token.position), start..<token.end))
                index = token.end
                continue
            }
            if allowsSubstitutionArgument, index + 2 < count, bytes[index] == UInt8(ascii: "a"),
                bytes[index + 1] == UInt8(ascii: "r"), bytes[index + 2] == UInt8(ascii: "g")
            {
                parts.append((.substitutionArgument, start..<(index + 3)))
                index += 3
                continue
            }
            let specifier = try parseSpecifier(bytes, from: start, next: &index)
            parts.append((.specifier(specifier), start..<index))
        }
        return parts
    }

    /// A substitution's token after the `%` at `start`: `#@name@`, or `N$#@name@` with the
    /// argument it counts with (as Xcode exports a catalog's tokens: `%1$#@count@`); `nil` when
    /// the bytes at `index` start no token.
    ///
    /// - Throws: a token's start without its closing `@`, or a position of 0 or past the highest.
    private static func token(
        in bytes: UnsafeBufferPointer<UInt8>, at index: Int, start: Int
    ) throws(FormatTemplateError) -> (name: String, position: Int?, end: Int)? {
        let count = bytes.count
        var cursor = index
        var position: Int?
        if cursor < count, bytes[cursor] >= UInt8(ascii: "0"), bytes[cursor] <= UInt8(ascii: "9") {
            var value = 0
            while cursor < count, bytes[cursor] >= UInt8(ascii: "0"), bytes[cursor] <= UInt8(ascii: "9") {
                if value <= highestArgumentPosition { value = value * 10 + Int(bytes[cursor] - UInt8(ascii: "0")) }
                cursor += 1
            }
            // Only `N$#@` is a token; `N$` before anything else is a conversion's position.
            guard cursor + 2 < count, bytes[cursor] == UInt8(ascii: "$"), bytes[cursor + 1] == UInt8(ascii: "#"),
                bytes[cursor + 2] == UInt8(ascii: "@")
            else { return nil }
            guard value >= 1, value <= highestArgumentPosition else {
                throw FormatTemplateError(
                    reason: value == 0
                        ? .unknownDirective(string(bytes, start..<(cursor + 3)))
                        : .positionTooHigh(string(bytes, start..<cursor)),
                    scalarOffset: scalarOffset(of: start, in: bytes))
            }
            position = value
            cursor += 1
        }
        guard cursor + 1 < count, bytes[cursor] == UInt8(ascii: "#"), bytes[cursor + 1] == UInt8(ascii: "@") else {
            return nil
        }
        var end = cursor + 2
        while end < count, bytes[end] != UInt8(ascii: "@") { end += 1 }
        guard end < count, end > cursor + 2 else {
            throw FormatTemplateError(
                reason: .unterminatedSubstitution, scalarOffset: scalarOffset(of: start, in: bytes))
        }
        return (string(bytes, (cursor + 2)..<end), position, end + 1)
    }

    /// The number of `%` in the text, eight bytes at a time.
    private static func percentCount(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        var index = 0
        while index + 8 <= bytes.count {
            count += ByteWord.marks(of: UInt8(ascii: "%"), in: ByteWord.load(bytes, at: index)).nonzeroBitCount
            index += 8
        }
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%") { count += 1 }
            index += 1
        }
        return count
    }

    /// The offset of the next `%` after `index`, or the end of the text, eight bytes at a time.
    private static func nextPercent(in bytes: UnsafeBufferPointer<UInt8>, after index: Int) -> Int {
        var index = index + 1
        while index + 8 <= bytes.count {
            let marks = ByteWord.marks(of: UInt8(ascii: "%"), in: ByteWord.load(bytes, at: index))
            if marks != 0 { return index + ByteWord.firstMarkedByte(marks) }
            index += 8
        }
        while index < bytes.count, bytes[index] != UInt8(ascii: "%") { index += 1 }
        return index
    }

    /// The text of some bytes that start and end on character boundaries.
    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The number of Unicode scalars before a byte offset, for error positions.
    private static func scalarOffset(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var scalars = 0
        for index in 0..<offset where bytes[index] & 0xC0 != 0x80 { scalars += 1 }
        return scalars
    }

    /// Whether a text has a placeholder that takes an argument, read leniently: every `%` is
    /// tried on its own, so one that is not a placeholder does not hide the others (in `%lld%`
    /// the trailing `%` is not one, and `%lld` still is). A `%#@name@` substitution counts;
    /// a conversion with a space flag (`% o` in "50% off") does not, as it is almost always a
    /// percent sign before a word.
    ///
    /// A text without such a placeholder is shown as written by Apple's platforms when it is a
    /// key used without arguments (a storyboard title, SwiftUI's `Text("50% off")`), so its
    /// percent signs are text.
    ///
    /// - Complexity: O(n) in the UTF-8 length of the text.
    package static func takesArguments(_ text: String) -> Bool {
        firstArgumentPlaceholder(in: text) != nil
    }

    /// The first placeholder that takes an argument, read leniently as ``takesArguments(_:)``
    /// reads (`%#@name@` counts, a conversion with a space flag does not), as written.
    ///
    /// - Complexity: O(n) in the UTF-8 length of the text.
    package static func firstArgumentPlaceholder(in text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            let count = bytes.count
            var index = 0
            while index < count {
                guard bytes[index] == UInt8(ascii: "%") else {
                    index = nextPercent(in: bytes, after: index)
                    continue
                }
                let start = index
                index += 1
                guard index < count else { return nil }
                if bytes[index] == UInt8(ascii: "%") {
                    index += 1
                    continue
                }
                if let token = try? token(in: bytes, at: index, start: start) {
                    return string(bytes, start..<token.end)
                }
                var cursor = index
                if cursor < count, bytes[cursor] >= UInt8(ascii: "0"), bytes[cursor] <= UInt8(ascii: "9") {
                    while cursor < count, bytes[cursor] >= UInt8(ascii: "0"), bytes[cursor] <= UInt8(ascii: "9") {
                        cursor += 1
                    }
                    if cursor + 1 < count, bytes[cursor] == UInt8(ascii: "$"), bytes[cursor + 1] == UInt8(ascii: "#") {
                        // A positional token without its closing '@': it would take an argument.
                        return string(bytes, start..<count)
                    }
                }
                if bytes[index] == UInt8(ascii: "#"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "@") {
                    return string(bytes, start..<count)
                }
                var end = index
                if let specifier = try? parseSpecifier(bytes, from: start, next: &end), specifier.takesArgumentInText {
                    return specifier.text
                }
            }
            return nil
        }
    }

    /// The conversions, in order of appearance.
    package var specifiers: [FormatSpecifier] {
        segments.compactMap {
            if case .specifier(let specifier) = $0 { return specifier }
            return nil
        }
    }

    /// The names of the `%#@name@` substitutions, in order of appearance.
    package var substitutionNames: [String] {
        segments.compactMap {
            if case .substitution(let name, _) = $0 { return name }
            return nil
        }
    }

    /// Whether some conversions give a position (`%1$@`) and others do not (`%@`).
    package var mixesPositionalAndSequential: Bool {
        let specifiers = specifiers
        return specifiers.contains { $0.position != nil } && specifiers.contains { $0.position == nil }
    }

    /// The argument each conversion takes, from 1: its position if written, otherwise the
    /// next in order.
    package var argumentNumbers: [Int] {
        var next = 1
        return specifiers.map { specifier in
            if let position = specifier.position { return position }
            defer { next += 1 }
            return next
        }
    }

    private static func parseSpecifier(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, next index: inout Int
    ) throws(FormatTemplateError) -> FormatSpecifier {
        let count = bytes.count
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func text(_ range: Range<Int>) -> String {
            string(bytes, range)
        }
        func unknown() -> FormatTemplateError {
            // The directive as far as the character that stopped it, that character included.
            var end = index
            if end < count {
                let lead = bytes[end]
                end += lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            }
            return FormatTemplateError(
                reason: .unknownDirective(text(start..<min(end, count))),
                scalarOffset: scalarOffset(of: start, in: bytes))
        }
        // The plain forms copy mostly uses (`%@`, `%d`, `%lld`...) are recognized at once and
        // spelled with constant strings, which need no decoding.
        if let plain = plainSpecifier(bytes, at: index) {
            index += plain.length
            return plain.specifier
        }
        var position: Int?
        // `N$`
        var lookahead = index
        while lookahead < count, isDigit(bytes[lookahead]) { lookahead += 1 }
        if lookahead > index, lookahead < count, bytes[lookahead] == UInt8(ascii: "$") {
            // Read digit by digit, stopping past the highest position, so that no number of
            // digits can overflow.
            var value = 0
            for digit in bytes[index..<lookahead] where value <= FormatTemplate.highestArgumentPosition {
                value = value * 10 + Int(digit - UInt8(ascii: "0"))
            }
            position = value
            if position == 0 {
                index = lookahead
                throw unknown()
            }
            guard let written = position, written <= FormatTemplate.highestArgumentPosition else {
                throw FormatTemplateError(
                    reason: .positionTooHigh(text(start..<lookahead)), scalarOffset: scalarOffset(of: start, in: bytes))
            }
            index = lookahead + 1
        }
        let flagsStart = index
        while index < count, isFlag(bytes[index]) { index += 1 }
        let flags = flagsStart == index ? "" : text(flagsStart..<index)
        var width: String?
        let widthStart = index
        if index < count, bytes[index] == UInt8(ascii: "*") {
            index += 1
        } else {
            while index < count, isDigit(bytes[index]) { index += 1 }
        }
        if index > widthStart { width = text(widthStart..<index) }
        var precision: String?
        if index < count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let precisionStart = index
            if index < count, bytes[index] == UInt8(ascii: "*") {
                index += 1
            } else {
                while index < count, isDigit(bytes[index]) { index += 1 }
            }
            precision = text(precisionStart..<index)
        }
        let lengthStart = index
        while index < count, isLengthLetter(bytes[index]) { index += 1 }
        let lengthModifier: String
        switch index - lengthStart {
        case 0:
            lengthModifier = ""
        case 1:
            lengthModifier = text(lengthStart..<index)
        case 2
        where bytes[lengthStart] == bytes[lengthStart + 1]
            && (bytes[lengthStart] == UInt8(ascii: "h") || bytes[lengthStart] == UInt8(ascii: "l")):
            lengthModifier = text(lengthStart..<index)
        default:
            // Not one of h, hh, l, ll, q, L, z, t, j.
            throw unknown()
        }
        guard index < count else {
            throw FormatTemplateError(
                reason: .unknownDirective(text(start..<index)), scalarOffset: scalarOffset(of: start, in: bytes))
        }
        let conversion = bytes[index]
        if conversion == UInt8(ascii: "n") {
            throw FormatTemplateError(reason: .writesToMemory, scalarOffset: scalarOffset(of: start, in: bytes))
        }
        guard isConversion(conversion) else { throw unknown() }
        index += 1
        return FormatSpecifier(
            position: position, flags: flags, width: width, precision: precision, lengthModifier: lengthModifier,
            conversion: Character(Unicode.Scalar(conversion)), text: text(start..<index))
    }

    /// A conversion with nothing but an optional `l` or `ll` between it and the `%` (the
    /// forms most copy uses), and how many bytes after the `%` it takes; `nil` for any other.
    private static func plainSpecifier(
        _ bytes: UnsafeBufferPointer<UInt8>, at index: Int
    ) -> (specifier: FormatSpecifier, length: Int)? {
        var cursor = index
        var longs = 0
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: "l"), longs < 2 {
            longs += 1
            cursor += 1
        }
        guard cursor < bytes.count else { return nil }
        let conversion = bytes[cursor]
        let text: String
        switch (longs, conversion) {
        case (0, UInt8(ascii: "@")): text = "%@"
        case (0, UInt8(ascii: "d")): text = "%d"
        case (0, UInt8(ascii: "i")): text = "%i"
        case (0, UInt8(ascii: "u")): text = "%u"
        case (0, UInt8(ascii: "f")): text = "%f"
        case (0, UInt8(ascii: "s")): text = "%s"
        case (1, UInt8(ascii: "d")): text = "%ld"
        case (1, UInt8(ascii: "u")): text = "%lu"
        case (1, UInt8(ascii: "f")): text = "%lf"
        case (2, UInt8(ascii: "d")): text = "%lld"
        case (2, UInt8(ascii: "u")): text = "%llu"
        default: return nil
        }
        let lengthModifier = longs == 0 ? "" : longs == 1 ? "l" : "ll"
        let specifier = FormatSpecifier(
            position: nil, flags: "", width: nil, precision: nil, lengthModifier: lengthModifier,
            conversion: Character(Unicode.Scalar(conversion)), text: text)
        return (specifier, cursor + 1 - index)
    }

    /// One of the flags `-+ #0'`.
    private static func isFlag(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "#"), UInt8(ascii: "0"),
            UInt8(ascii: "'"):
            true
        default:
            false
        }
    }

    /// One of the letters of a length modifier, `hlqLztj`.
    private static func isLengthLetter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "h"), UInt8(ascii: "l"), UInt8(ascii: "q"), UInt8(ascii: "L"), UInt8(ascii: "z"),
            UInt8(ascii: "t"),
            UInt8(ascii: "j"):
            true
        default:
            false
        }
    }

    /// One of the conversions `@diouxXDUOfFeEgGaAcCsSp`.
    private static func isConversion(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "@"), UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "o"), UInt8(ascii: "u"),
            UInt8(ascii: "x"),
            UInt8(ascii: "X"), UInt8(ascii: "D"), UInt8(ascii: "U"), UInt8(ascii: "O"), UInt8(ascii: "f"),
            UInt8(ascii: "F"),
            UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "a"),
            UInt8(ascii: "A"),
            UInt8(ascii: "c"), UInt8(ascii: "C"), UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "p"):
            true
        default:
            false
        }
    }
}
