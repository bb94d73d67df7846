import XMLSyntax

/// An XLIFF 1.2 document as Xcode exports it (a `.xliff` file, or the one in an `.xcloc`
/// bundle's `Localized Contents`): its `<file>` sections, each one table of the project with
/// its source and target languages, and their translation units with where each text is
/// written.
///
/// ```xml
/// <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
///   <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="de" datatype="plaintext">
///     <body>
///       <trans-unit id="settings.title" xml:space="preserve">
///         <source>Settings</source>
///         <target state="translated">Einstellungen</target>
///         <note>The title of the settings screen.</note>
///       </trans-unit>
///     </body>
///   </file>
/// </xliff>
/// ```
package struct XLIFFDocument: Sendable {
    /// A `<file>`: one table.
    package struct File: Sendable {
        /// The table's path in the project (`original`).
        package var original: String
        /// Where the `<file>` tag is.
        package var offset: Int
        /// `source-language`.
        package var sourceLanguage: String?
        /// `target-language`; `nil` in an export of the source language alone.
        package var targetLanguage: String?
        /// The translation units, in file order (units in `<group>`s included).
        package var units: [Unit]
        /// What was skipped: inline elements in a text, units without an id.
        package var problems: [CatalogProblem]
    }

    /// A `<trans-unit>`.
    package struct Unit: Sendable {
        /// `id`: the key, with a path to a variation for a plural or device form.
        package var id: String
        /// Where the `<trans-unit>` tag is.
        package var offset: Int
        /// The source text and where it starts.
        package var source: (text: String, offset: Int)?
        /// The translation, where it starts, and its `state`.
        package var target: (text: String, offset: Int, state: String?)?
        /// The notes for translators.
        package var notes: [String]
        /// Whether the unit is marked `translate="no"`.
        package var isTranslatable: Bool
    }

    /// The files, in document order.
    package private(set) var files: [File] = []

    /// Reads a document's UTF-8 text; offsets are counted from its start (``add(_:base:to:)``
    /// moves them to a table's).
    ///
    /// - Throws: ``LocalizationFileError`` when the text is not XML, or not XLIFF 1.x.
    package init(parsing bytes: [UInt8], path: String) throws(LocalizationFileError) {
        let document: XMLDocument
        do {
            document = try XMLDocument(parsing: bytes)
        } catch {
            throw LocalizationFileError(
                path: path, offset: error.offset, kind: .invalidSyntax,
                message: "the file is not valid XML: \(error.message)")
        }
        let root = document.root
        guard root.name == "xliff" else {
            throw LocalizationFileError(
                path: path, offset: root.offset, kind: .notLocalizations,
                message: "expected an XLIFF document (<xliff>), found <\(root.name)>")
        }
        if let version = root.attribute("version"), !version.hasPrefix("1.") {
            throw LocalizationFileError(
                path: path, offset: root.offset, kind: .notLocalizations,
                message: "XLIFF \(version) is not read; export XLIFF 1.2, as Xcode does")
        }
        for file in root.elements(named: "file") {
            var read = File(
                original: file.attribute("original") ?? "", offset: file.offset,
                sourceLanguage: file.attribute("source-language"), targetLanguage: file.attribute("target-language"),
                units: [], problems: [])
            for body in file.elements(named: "body") { Self.collectUnits(in: body, into: &read) }
            files.append(read)
        }
    }

    /// The units of a `<body>` or `<group>`, groups read in place.
    private static func collectUnits(in element: XMLElement, into file: inout File) {
        for child in element.elements {
            switch child.name {
            case "group":
                collectUnits(in: child, into: &file)
            case "trans-unit":
                guard let id = child.attribute("id") else {
                    file.problems.append(
                        CatalogProblem(
                            kind: .missingField, offset: child.offset, key: nil, locale: file.targetLanguage,
                            message: "a <trans-unit> without an id is skipped"))
                    continue
                }
                var unit = Unit(
                    id: id, offset: child.offset, source: nil, target: nil, notes: [],
                    isTranslatable: child.attribute("translate") != "no")
                if let source = child.element(named: "source") {
                    unit.source = (text(of: source, key: id, in: &file), source.textOffset)
                }
                if let target = child.element(named: "target") {
                    unit.target = (text(of: target, key: id, in: &file), target.textOffset, target.attribute("state"))
                }
                unit.notes = child.elements(named: "note").map(\.text).filter { !$0.isEmpty }
                file.units.append(unit)
            default:
                continue
            }
        }
    }

    /// A `<source>` or `<target>`'s text; inline elements (which Xcode never writes) are noted
    /// and left out.
    private static func text(of element: XMLElement, key: String, in file: inout File) -> String {
        if element.hasChildElements {
            file.problems.append(
                CatalogProblem(
                    kind: .unknownField, offset: element.offset, key: key, locale: file.targetLanguage,
                    message:
                        "the <\(element.name)> holds XLIFF inline elements, which are left out: only its text is read"))
        }
        return element.text
    }
}
