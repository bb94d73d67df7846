import XMLSyntax

/// An XML property list read with the place of every value: what `.stringsdict` files and XML
/// `.strings` files are.
///
/// ```swift
/// let list = try PropertyList(parsing: bytes, path: "Localizable.stringsdict")
/// if case .dictionary(let members, _) = list.root { members.map(\.key) }
/// ```
package struct PropertyList: Sendable {
    /// A value and where it is written (offsets counted from the reader's base).
    package indirect enum Value: Sendable {
        /// `<string>`: its text and where the text starts.
        case string(String, offset: Int)
        /// `<dict>`: its members in file order, and where its start tag is.
        case dictionary([Member], offset: Int)
        /// `<array>`: its elements, and where its start tag is.
        case array([Value], offset: Int)
        /// Any other value (`<integer>`, `<true/>`, `<date>`…): its element's name.
        case other(String, offset: Int)

        /// Where the value is written.
        package var offset: Int {
            switch self {
            case .string(_, let offset), .dictionary(_, let offset), .array(_, let offset), .other(_, let offset):
                offset
            }
        }

        /// "a string", "a dictionary"…, for messages.
        package var kindDescription: String {
            switch self {
            case .string: "a string"
            case .dictionary: "a dictionary"
            case .array: "an array"
            case .other(let name, _): "<\(name)>"
            }
        }
    }

    /// A dictionary's member.
    package struct Member: Sendable {
        /// The key.
        package var key: String
        /// Where the key's text is written.
        package var keyOffset: Int
        /// The value.
        package var value: Value
    }

    /// The top value.
    package let root: Value
    /// Keys written twice in one dictionary (the later is kept, as Apple's platforms read
    /// them), and values of the wrong kind skipped.
    package private(set) var problems: [CatalogProblem] = []

    /// Reads a property list's UTF-8 text; offsets are counted from `base`.
    ///
    /// - Throws: ``LocalizationFileError`` when the text is not XML or not a property list.
    package init(parsing bytes: [UInt8], base: Int = 0, path: String) throws(LocalizationFileError) {
        let document: XMLDocument
        do {
            document = try XMLDocument(parsing: bytes)
        } catch {
            throw LocalizationFileError(
                path: path, offset: error.offset, kind: .invalidSyntax,
                message: "the file is not valid XML: \(error.message)")
        }
        guard document.root.name == "plist" else {
            throw LocalizationFileError(
                path: path, offset: document.root.offset, kind: .notLocalizations,
                message: "expected a property list (<plist>), found <\(document.root.name)>")
        }
        let elements = document.root.elements
        guard elements.count == 1, let top = elements.first else {
            throw LocalizationFileError(
                path: path, offset: document.root.offset, kind: .notLocalizations,
                message: "a property list holds one value, this one has \(elements.count)")
        }
        var problems: [CatalogProblem] = []
        root = try Self.value(of: top, base: base, path: path, bytes: bytes, problems: &problems)
        self.problems = problems
    }

    private static func value(
        of element: XMLElement, base: Int, path: String, bytes: [UInt8], problems: inout [CatalogProblem]
    ) throws(LocalizationFileError) -> Value {
        switch element.name {
        case "string":
            if element.hasChildElements {
                throw LocalizationFileError(
                    path: path, offset: element.offset, kind: .invalidSyntax,
                    message: "a <string> holds text only, this one holds other elements")
            }
            return .string(element.text, offset: base + element.textOffset)
        case "dict":
            var members = LaterKeyWins<Member>()
            let children = element.elements
            var position = 0
            while position < children.count {
                let key = children[position]
                guard key.name == "key" else {
                    throw LocalizationFileError(
                        path: path, offset: key.offset, kind: .invalidSyntax,
                        message: "expected a <key> in the dictionary, found <\(key.name)>")
                }
                guard position + 1 < children.count else {
                    throw LocalizationFileError(
                        path: path, offset: key.offset, kind: .invalidSyntax,
                        message: "the key \"\(key.text)\" has no value after it")
                }
                let member = Member(
                    key: key.text, keyOffset: base + key.textOffset,
                    value: try value(
                        of: children[position + 1], base: base, path: path, bytes: bytes, problems: &problems))
                members.add(
                    member, key: member.key, keyOffset: member.keyOffset, place: "the same dictionary", bytes: bytes,
                    base: base, problems: &problems, offset: \.keyOffset)
                position += 2
            }
            return .dictionary(members.entries, offset: base + element.offset)
        case "array":
            var values: [Value] = []
            for child in element.elements {
                values.append(try value(of: child, base: base, path: path, bytes: bytes, problems: &problems))
            }
            return .array(values, offset: base + element.offset)
        case "integer", "real", "true", "false", "date", "data":
            return .other(element.name, offset: base + element.offset)
        default:
            throw LocalizationFileError(
                path: path, offset: element.offset, kind: .invalidSyntax,
                message: "<\(element.name)> is not a property list value")
        }
    }
}
