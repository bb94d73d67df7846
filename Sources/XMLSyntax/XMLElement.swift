/// An element of an XML document: its name, attributes and children, with the byte offsets of
/// its start tag and of each attribute's value, so that a message can name a line and column.
///
/// ```swift
/// let document = try XMLDocument(parsing: Array("<plist><string>Hi</string></plist>".utf8))
/// document.root.elements.first?.text   // "Hi"
/// ```
package struct XMLElement: Sendable {
    /// The name as written, with its prefix (`xml:space`, `trans-unit`).
    package var name: String
    /// Where the start tag's `<` is.
    package var offset: Int
    /// The attributes, in the order written.
    package var attributes: [XMLAttribute]
    /// The children, in document order: elements and text (comments and processing
    /// instructions are left out).
    package var children: [XMLNode]

    /// Creates an element.
    package init(name: String, offset: Int, attributes: [XMLAttribute] = [], children: [XMLNode] = []) {
        self.name = name
        self.offset = offset
        self.attributes = attributes
        self.children = children
    }

    /// The value of the attribute named `name`.
    package func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The child elements, in order.
    package var elements: [XMLElement] {
        children.compactMap {
            if case .element(let element) = $0 { return element }
            return nil
        }
    }

    /// The child elements named `name`, in order.
    package func elements(named name: String) -> [XMLElement] {
        elements.filter { $0.name == name }
    }

    /// The first child element named `name`.
    package func element(named name: String) -> XMLElement? {
        for case .element(let element) in children where element.name == name { return element }
        return nil
    }

    /// The element's own text (its text and CDATA children joined, entities decoded), and
    /// where it starts: the first text child's offset, or just after the start tag when there
    /// is none.
    package var text: String {
        var joined = ""
        for case .text(let text) in children { joined += text.value }
        return joined
    }

    /// Where the element's text starts in the file (the first text child), or `contentOffset`
    /// for an element without text.
    package var textOffset: Int {
        for case .text(let text) in children { return text.offset }
        return contentOffset
    }

    /// Where the element's content starts: just after its start tag.
    package var contentOffset: Int = 0

    /// Whether the element has child elements (mixed content, where text is expected).
    package var hasChildElements: Bool {
        children.contains {
            if case .element = $0 { return true }
            return false
        }
    }
}

/// An attribute and where its value is written.
package struct XMLAttribute: Sendable, Equatable {
    /// The name as written (`source-language`, `xml:space`).
    package var name: String
    /// The value, entities decoded and whitespace normalized as XML asks.
    package var value: String
    /// Where the value starts (just after its opening quotation mark).
    package var offset: Int
}

/// A child of an element.
package enum XMLNode: Sendable {
    /// An element.
    case element(XMLElement)
    /// Character data: text or a CDATA section, entities decoded, line ends as LF.
    case text(XMLText)
}

/// Character data and where it starts.
package struct XMLText: Sendable, Equatable {
    /// The text, entities decoded, line ends as LF.
    package var value: String
    /// Where the raw text starts in the file.
    package var offset: Int
}
