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
            let hasPercent =
                slice.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "%")) }
                ?? slice.utf8.contains(UInt8(ascii: "%"))
            if hasPercent {
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
