import ByteScanning
import StringCatalog

extension CatalogAudit {
    /// Placeholders that do not parse, that look like typos, or that mix numbered and plain
    /// arguments. Values read as plain text have none.
    mutating func checkPlaceholderSyntax(of unit: TextUnit, in text: TextUnderCheck) {
        if let error = unit.templateError {
            let (check, message) = Self.describe(error, in: unit.value)
            report(check, message, text, unit: unit)
            return
        }
        guard unit.parses, unit.hasSpecifiers else { return }
        if let suspect = Self.suspectSpecifier(in: unit) {
            report(.unknownDirective, suspect, text, unit: unit)
        }
        // A plain conversion beside numbered ones takes the next argument in order of the
        // plain ones (`%2$@ … %d`: `%d` is argument 1): only where that argument is also
        // numbered is one argument shown twice and another never.
        if unit.mixedPlaceholdersCollide {
            let texts = unit.specifiers.map { "'\($0.text)'" }.joined(separator: ", ")
            report(
                .mixedPositional,
                "the placeholders \(texts) mix numbered and plain forms, and a plain one takes an argument a numbered one also shows, so one argument is shown twice and another never; number them all (%1$@, %2$lld)",
                text, unit: unit)
        }
    }

    /// Why the first suspect conversion of a unit is almost certainly a mistake.
    static func suspectSpecifier(in unit: TextUnit) -> String? {
        // A suspect conversion has a space flag or a width of ones: its '%' (or the '$' after
        // its position) is followed by a space or the digit 1. Most values have neither.
        guard unit.hasSpecifiers, mayHoldSuspect(unit.value) else { return nil }
        for specifier in unit.specifiers {
            if let message = suspectSpecifier(in: specifier) { return message }
        }
        return nil
    }

    /// Whether `%` or `$` is followed by a space or `1` somewhere in the value.
    static func mayHoldSuspect(_ value: String) -> Bool {
        // The rare `%` and `$` are looked for (eight bytes at a time), then what follows each.
        func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            var index = 0
            while index + 1 < bytes.count {
                if index + 8 <= bytes.count {
                    let word = ByteWord.load(bytes, at: index)
                    if !ByteWord.contains(UInt8(ascii: "%"), in: word), !ByteWord.contains(UInt8(ascii: "$"), in: word)
                    {
                        index += 8
                        continue
                    }
                }
                if bytes[index] == UInt8(ascii: "%") || bytes[index] == UInt8(ascii: "$"),
                    bytes[index + 1] == UInt8(ascii: " ") || bytes[index + 1] == UInt8(ascii: "1")
                {
                    return true
                }
                index += 1
            }
            return false
        }
        var value = value
        return value.withUTF8(scan)
    }

    /// A parse failure as a check and a message.
    static func describe(_ error: FormatTemplateError, in value: String) -> (CheckID, String) {
        switch error.reason {
        case .loneTrailingPercent:
            return (.barePercent, "the value ends with a lone '%'; write '%%' for a percent sign")
        case .unknownDirective(let text):
            // A '%' followed by a letter is a misspelt placeholder; followed by anything else it
            // was meant as a percent sign.
            if let last = text.unicodeScalars.last, last.properties.isAlphabetic {
                return (
                    .unknownDirective,
                    "'\(text)' is not a valid placeholder; write the source's placeholder, or '%%' for a percent sign"
                )
            }
            return (
                .barePercent, "'\(text)' is a percent sign where a placeholder is read; write '%%' for a percent sign"
            )
        case .writesToMemory:
            return (.unknownDirective, "'%n' writes to memory and is never allowed in copy; remove it")
        case .unterminatedSubstitution:
            return (.unknownDirective, "'%#@' starts a substitution name that never ends with '@'; write '%#@name@'")
        case .positionTooHigh(let text):
            return (
                .unknownDirective,
                "'\(text)$' names an argument beyond the \(FormatTemplate.highestArgumentPosition)th; number the arguments from 1 (%1$@, %2$lld)"
            )
        }
    }

    /// Why a valid placeholder is almost certainly a mistake: a space flag (`50% off` reads
    /// as `% o`) or a width of ones (`%11d` for `%lld`).
    static func suspectSpecifier(in specifier: FormatSpecifier) -> String? {
        if specifier.hasSpaceFlag, specifier.conversion != "@" {
            return
                "'\(specifier.text)' is read as a placeholder (\(conversionName(specifier)) with a space flag) and takes an argument; for a percent sign followed by text write '%%'"
        }
        if specifier.valueKind == .integer, specifier.lengthModifier.isEmpty, let width = specifier.width,
            width.allSatisfy({ $0 == "1" })
        {
            let meant =
                "%" + (specifier.position.map { "\($0)$" } ?? "") + String(repeating: "l", count: width.count)
                + String(specifier.conversion)
            return
                "'\(specifier.text)' pads the number to \(width) characters; it looks like '\(meant)' typed with the digit 1 for the letter l; write '\(meant)'"
        }
        return nil
    }

    /// Each translated unit against the source: missing and extra arguments, and arguments of
    /// another type. The number that chooses a plural form may be left out of a form; the
    /// plural checks judge that. Blank values are reported as empty and not compared.
    mutating func comparePlaceholders(of text: TextUnderCheck) {
        let translation = text.text
        guard translation.reading == .formatString else {
            // The source takes no arguments, so its values are shown as written: a placeholder
            // a translation adds shows as is.
            for unit in translation.units {
                guard let placeholder = FormatTemplate.firstArgumentPlaceholder(in: unit.value) else { continue }
                report(
                    .extraPlaceholder,
                    "'\(placeholder)' is shown as written: the source takes no arguments, so no value is passed for it; remove it",
                    text, unit: unit)
            }
            return
        }
        let sourceArguments = text.source.arguments
        // Nothing to compare when neither side takes an argument (most labels).
        if translation.arguments.isEmpty, sourceArguments.isEmpty { return }
        guard text.source.units.allSatisfy({ $0.parses }) else { return }
        for unit in translation.units {
            guard !unit.isBlank, unit.parses, Self.suspectSpecifier(in: unit) == nil,
                !unit.mixedPlaceholdersCollide,
                unit.substitutionNames.allSatisfy({ translation.substitution(named: $0) != nil })
            else { continue }
            let arguments = unit.arguments
            var problems: [(CheckID, String)] = []
            if let counterpart = text.counterpart(of: unit) {
                let selector = translation.pluralSet(of: unit)?.selector
                for use in counterpart.arguments where arguments[use.number] == nil && use.number != selector {
                    // "%lld app%@" passes "s" or "" to make the English word plural; a
                    // language whose words never change with a number rightly drops it.
                    if text.locale.hasOnePluralForm, Self.isWordSuffix(argument: use.number, in: counterpart) {
                        continue
                    }
                    problems.append(
                        (
                            .missingPlaceholder,
                            "'\(use.text)' (argument \(use.number)) is missing: the source shows this value here and the translation drops it; put it back"
                        ))
                }
            }
            for use in arguments {
                let number = use.number
                guard let expected = sourceArguments[number] else {
                    let count = sourceArguments.highestNumber ?? 0
                    let has = count == 0 ? "no arguments" : count == 1 ? "1 argument" : "\(count) arguments"
                    problems.append(
                        (
                            .extraPlaceholder,
                            "'\(use.text)' takes argument \(number), but the source has \(has), so no value is passed for it; remove it"
                        ))
                    continue
                }
                if !use.kinds.isEmpty, !expected.kinds.isEmpty, use.kinds.isDisjoint(with: expected.kinds) {
                    problems.append(
                        (
                            .placeholderTypeMismatch,
                            "'\(use.text)' (argument \(number)) takes \(Self.kindName(use.kinds)), but the source's '\(expected.text)' takes \(Self.kindName(expected.kinds)); write '\(expected.text)'"
                        ))
                }
            }
            for (check, message) in problems {
                report(check, message, text, unit: unit)
            }
        }
    }

    /// App Intents parameters (`${messageContent}` in a shortcut's phrase or a parameter
    /// summary) that a translation renamed, dropped or added: the system fills them by name,
    /// so a translated name is shown as written, or the phrase is refused.
    mutating func compareIntentParameters(of text: TextUnderCheck) {
        for unit in text.text.units where !unit.isBlank {
            guard let counterpart = text.counterpart(of: unit), counterpart.byteFacts.contains(.dollarSign)
            else { continue }
            let expected = Self.intentParameters(in: counterpart.value)
            guard !expected.isEmpty else { continue }
            let own = Self.intentParameters(in: unit.value)
            let extra = own.filter { !expected.contains($0) }
            let missing = expected.filter { !own.contains($0) }
            guard !extra.isEmpty || !missing.isEmpty else { continue }
            func names(_ list: [String]) -> String { Self.list(list.map { "'${\($0)}'" }) }
            let message: String
            if !extra.isEmpty {
                message =
                    "\(names(extra)) \(extra.count == 1 ? "is not a parameter" : "are not parameters") of the source (\(names(expected))): App Intents fills parameters by name, so the name must stay as the source writes it"
            } else {
                message =
                    "\(names(missing)) \(missing.count == 1 ? "is" : "are") missing: App Intents fills \(missing.count == 1 ? "this parameter" : "these parameters") by name, and the phrase shows the value there; put \(missing.count == 1 ? "it" : "them") back as written"
            }
            report(.intentParameter, message, text, unit: unit)
        }
    }

    /// The names of the `${name}` parameters of a value, in order.
    static func intentParameters(in value: String) -> [String] {
        var names: [String] = []
        let bytes = Array(value.utf8)
        var index = 0
        while index + 2 < bytes.count {
            guard bytes[index] == UInt8(ascii: "$"), bytes[index + 1] == UInt8(ascii: "{") else {
                index += 1
                continue
            }
            var end = index + 2
            while end < bytes.count, bytes[end] != UInt8(ascii: "}"), bytes[end] != UInt8(ascii: "$") { end += 1 }
            guard end < bytes.count, bytes[end] == UInt8(ascii: "}"), end > index + 2 else {
                index += 2
                continue
            }
            names.append(String(decoding: bytes[(index + 2)..<end], as: UTF8.self))
            index = end + 1
        }
        return names
    }

    /// Whether every placeholder of `argument` in a unit is text glued to the end of a word
    /// (`app%@`, `file%1$@`): a plural ending the code passes, not a value of its own.
    static func isWordSuffix(argument: Int, in unit: TextUnit) -> Bool {
        let bytes = Array(unit.value.utf8)
        var found = false
        for placeholder in unit.placeholders where placeholder.argument == argument {
            guard placeholder.specifier?.valueKind == .object else { return false }
            let start = placeholder.bytes.lowerBound
            let end = placeholder.bytes.upperBound
            guard start > 0, let before = scalar(endingAt: start, in: bytes), before.properties.isAlphabetic else {
                return false
            }
            if end < bytes.count, let after = scalar(startingAt: end, in: bytes), after.properties.isAlphabetic {
                return false
            }
            found = true
        }
        return found
    }

    /// The Unicode scalar whose UTF-8 bytes end just before `offset`.
    private static func scalar(endingAt offset: Int, in bytes: [UInt8]) -> Unicode.Scalar? {
        var start = offset - 1
        while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return scalar(startingAt: start, in: bytes)
    }

    /// The Unicode scalar whose UTF-8 bytes start at `offset`.
    private static func scalar(startingAt offset: Int, in bytes: [UInt8]) -> Unicode.Scalar? {
        var iterator = bytes[offset...].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return nil
    }

    /// What a conversion shows, for messages: "an octal number".
    static func conversionName(_ specifier: FormatSpecifier) -> String {
        switch specifier.conversion {
        case "o", "O": "an octal number"
        case "x", "X": "a hexadecimal number"
        case "e", "E": "a number in scientific notation"
        default: kindName(specifier.valueKind)
        }
    }

    /// "a whole number", "text"... for messages.
    static func kindName(_ kind: FormatSpecifier.ValueKind) -> String {
        switch kind {
        case .object: "text"
        case .integer: "a whole number"
        case .floatingPoint: "a decimal number"
        case .character: "a character"
        case .cString: "a C string"
        case .pointer: "a pointer"
        }
    }

    static func kindName(_ kinds: ValueKinds) -> String {
        let names = Set(kinds.kinds.map(kindName)).sorted()
        return names.isEmpty ? "value" : names.joined(separator: " or ")
    }
}
