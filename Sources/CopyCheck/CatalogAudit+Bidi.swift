import StringCatalog

extension CatalogAudit {
    /// Isolates and embeddings that do not pair up, and direction marks in a left-to-right
    /// language.
    mutating func checkBidirectionalControls(in unit: TextUnit, of text: TextUnderCheck) {
        let key = text.key
        let locale = text.localeCode
        // Every direction control is outside ASCII: most values have none to look for.
        guard !unit.isPlainASCII else { return }
        var needsScan = false
        for scalar in unit.value.unicodeScalars where Self.isDirectionControl(scalar) {
            needsScan = true
            break
        }
        guard needsScan else { return }
        var openIsolates: [Unicode.Scalar] = []
        var openEmbeddings: [Unicode.Scalar] = []
        var strayIsolateEnd = false
        var strayEmbeddingEnd = false
        var marks: [Unicode.Scalar] = []
        for scalar in unit.value.unicodeScalars {
            switch scalar.value {
            case 0x2066, 0x2067, 0x2068: openIsolates.append(scalar)
            case 0x2069:
                if openIsolates.popLast() == nil { strayIsolateEnd = true }
            // PDI also closes embeddings opened inside the isolate (UAX #9); they are
            // still reported, as nothing else closes them.
            case 0x202A, 0x202B, 0x202D, 0x202E: openEmbeddings.append(scalar)
            case 0x202C:
                if openEmbeddings.popLast() == nil { strayEmbeddingEnd = true }
            case 0x200E, 0x200F, 0x061C:
                if !marks.contains(scalar) { marks.append(scalar) }
            default: break
            }
        }
        if let open = openIsolates.first {
            report(
                .unbalancedIsolate,
                "\(Self.controlName(open)) is opened but never closed with PDI (U+2069), so the direction of everything after the value changes; close it within the value",
                offset: unit.offset, key: key, locale: locale, unit: unit)
        } else if strayIsolateEnd {
            report(
                .unbalancedIsolate,
                "PDI (U+2069) closes no isolate; remove it or add the LRI, RLI or FSI it was meant to close",
                offset: unit.offset, key: key, locale: locale, unit: unit)
        }
        if let open = openEmbeddings.first {
            report(
                .unbalancedEmbedding,
                "\(Self.controlName(open)) is opened but never closed with PDF (U+202C), so the text after it is reordered; close it within the value (or use an isolate)",
                offset: unit.offset, key: key, locale: locale, unit: unit)
        } else if strayEmbeddingEnd {
            report(
                .unbalancedEmbedding, "PDF (U+202C) closes no embedding or override; remove it",
                offset: unit.offset, key: key, locale: locale, unit: unit)
        }
        if !marks.isEmpty, !text.locale.isRightToLeft {
            let names = Self.list(marks.map(Self.controlName))
            report(
                .directionMark,
                "the value contains \(names), an invisible direction mark that \(text.locale.name) text, written left to right, does not need; remove it",
                offset: unit.offset, key: key, locale: locale, unit: unit)
        }
    }

    /// Placeholders that hold the caller's text (named in the key's comment with
    /// `[caller: %1$@]`) and are not wrapped in an isolate in a right-to-left value: "Orders،
    /// 1,065" displays left to right unless "Orders" is isolated with FSI and PDI.
    mutating func checkCallerTextIsolation(in text: TextUnderCheck) {
        // The locale first: the comment is read only for the languages written right to left.
        guard text.locale.isRightToLeft, let comment = text.entry.comment,
            let arguments = Self.callerArguments(inComment: comment), !arguments.isEmpty
        else { return }
        for unit in text.text.units where unit.parses {
            let bytes = Array(unit.value.utf8)
            var bare: [String] = []
            for placeholder in unit.placeholders where placeholder.isConversion {
                guard let argument = placeholder.argument, arguments.contains(argument) else { continue }
                let opens =
                    placeholder.bytes.lowerBound >= 3
                    && Self.isolateOpeners.contains(
                        Array(bytes[(placeholder.bytes.lowerBound - 3)..<placeholder.bytes.lowerBound]))
                let closes =
                    placeholder.bytes.upperBound + 3 <= bytes.count
                    && Array(bytes[placeholder.bytes.upperBound..<(placeholder.bytes.upperBound + 3)]) == Self.pdi
                if !(opens && closes), !bare.contains(placeholder.text) { bare.append(placeholder.text) }
            }
            guard !bare.isEmpty else { continue }
            let named = Self.list(bare.map { "'\($0)'" })
            report(
                .callerTextNotIsolated,
                "\(named) \(bare.count == 1 ? "holds" : "hold") the caller's text, which keeps its own direction in \(text.locale.name) text written right to left; wrap \(bare.count == 1 ? "it" : "each") in FSI and PDI: '\u{2068}\(bare[0])\u{2069}'",
                text, unit: unit)
        }
    }

    /// The arguments a comment names as the caller's text: `[caller: %1$@, %3$@]` names 1 and
    /// 3, `[caller: %@]` the first; `nil` when the comment names none.
    static func callerArguments(inComment comment: String) -> Set<Int>? {
        guard let tag = comment.range(of: "[caller:") else { return nil }
        guard let close = comment[tag.upperBound...].firstIndex(of: "]") else { return nil }
        var arguments: Set<Int> = []
        var sequential = 0
        for item in comment[tag.upperBound..<close].split(separator: ",") {
            let placeholder = String(item.filter { $0 != " " })
            guard placeholder.hasPrefix("%") else { continue }
            let digits = placeholder.dropFirst().prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, placeholder.dropFirst(digits.count + 1).hasPrefix("$"), let position = Int(digits) {
                arguments.insert(position)
            } else {
                sequential += 1
                arguments.insert(sequential)
            }
        }
        return arguments
    }

    /// LRI, RLI and FSI in UTF-8.
    static let isolateOpeners: Set<[UInt8]> = [[0xE2, 0x81, 0xA6], [0xE2, 0x81, 0xA7], [0xE2, 0x81, 0xA8]]
    /// PDI in UTF-8.
    static let pdi: [UInt8] = [0xE2, 0x81, 0xA9]

    static func isDirectionControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    static func controlName(_ scalar: Unicode.Scalar) -> String {
        let names: [UInt32: String] = [
            0x061C: "ALM", 0x200E: "LRM", 0x200F: "RLM", 0x202A: "LRE", 0x202B: "RLE", 0x202C: "PDF",
            0x202D: "LRO", 0x202E: "RLO", 0x2066: "LRI", 0x2067: "RLI", 0x2068: "FSI", 0x2069: "PDI",
        ]
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\(names[scalar.value] ?? "U+\(hex)") (U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex))"
    }

}
