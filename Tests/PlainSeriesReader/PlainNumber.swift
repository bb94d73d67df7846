import SeriesIO

/// What a value cell holds, read the obvious way.
enum PlainNumber: Equatable {
    case number(Double)
    case empty
    case notANumber
    case tooLarge

    /// Reads a cell: spaces and tabs around are ignored; with a decimal comma the grouping marks
    /// are taken out and the comma made a point; the grammar is checked by hand and the value
    /// is the standard library's correctly rounded conversion.
    static func read(_ cell: [UInt8], decimalMark: DecimalMark) -> PlainNumber {
        let trimmed = trim(cell)
        if trimmed.isEmpty { return .empty }
        let text: [UInt8]
        switch decimalMark {
        case .point: text = trimmed
        case .comma:
            guard let plain = withoutGrouping(trimmed) else { return .notANumber }
            text = plain
        }
        var index = 0
        var negative = false
        if text[0] == UInt8(ascii: "+") || text[0] == UInt8(ascii: "-") {
            negative = text[0] == UInt8(ascii: "-")
            index = 1
        }
        let body = Array(text[index...])
        let word = String(decoding: body, as: UTF8.self).lowercased()
        if word == "nan" { return .number(.nan) }
        if word == "inf" || word == "infinity" { return .number(negative ? -.infinity : .infinity) }
        // digits [. digits] [e [sign] digits], at least one digit before the exponent.
        var position = 0
        func digits() -> Int {
            let start = position
            while position < body.count, isDigit(body[position]) { position += 1 }
            return position - start
        }
        var mantissaDigits = digits()
        if position < body.count, body[position] == UInt8(ascii: ".") {
            position += 1
            mantissaDigits += digits()
        }
        guard mantissaDigits > 0 else { return .notANumber }
        if position < body.count, body[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < body.count, body[position] == UInt8(ascii: "+") || body[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard digits() > 0 else { return .notANumber }
        }
        guard position == body.count else { return .notANumber }
        guard let value = Double(String(decoding: text, as: UTF8.self)) else { return .notANumber }
        return value.isFinite ? .number(value) : .tooLarge
    }

    /// A number written with a decimal comma as a plain one: grouping marks (`.`, a space,
    /// U+00A0, U+202F) only in the whole part, one kind per number, one to three digits before
    /// the first and three between and after; the comma made a point.
    static func withoutGrouping(_ text: [UInt8]) -> [UInt8]? {
        let scalars = Array(String(decoding: text, as: UTF8.self).unicodeScalars)
        var output = ""
        var index = 0
        if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" {
            output.unicodeScalars.append(scalars[index])
            index += 1
        }
        var groups: [String] = [""]
        var mark: Unicode.Scalar?
        while index < scalars.count {
            let scalar = scalars[index]
            if ("0"..."9").contains(scalar) {
                groups[groups.count - 1].unicodeScalars.append(scalar)
            } else if [".", " ", "\u{A0}", "\u{202F}"].contains(scalar) {
                if let mark, mark != scalar { return nil }
                mark = scalar
                groups.append("")
            } else {
                break
            }
            index += 1
        }
        if groups.count > 1 {
            guard (1...3).contains(groups[0].count), groups.dropFirst().allSatisfy({ $0.count == 3 }) else {
                return nil
            }
        }
        output += groups.joined()
        // A word such as "nan" passes through as it is.
        if groups.count == 1, groups[0].isEmpty, index < scalars.count,
            scalars[index...].allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) })
        {
            output.unicodeScalars.append(contentsOf: scalars[index...])
            return Array(output.utf8)
        }
        if index < scalars.count, scalars[index] == "," {
            output += "."
            index += 1
        }
        while index < scalars.count {
            let scalar = scalars[index]
            guard ("0"..."9").contains(scalar) || scalar == "e" || scalar == "E" || scalar == "+" || scalar == "-"
            else { return nil }
            output.unicodeScalars.append(scalar)
            index += 1
        }
        return Array(output.utf8)
    }

    static func trim(_ cell: [UInt8]) -> [UInt8] {
        var slice = cell[...]
        while let first = slice.first, first == 0x20 || first == 0x09 { slice = slice.dropFirst() }
        while let last = slice.last, last == 0x20 || last == 0x09 { slice = slice.dropLast() }
        return Array(slice)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
