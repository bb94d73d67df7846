import FileIO
import Foundation
import StringCatalog
import XMLSyntax

extension CatalogChecker {
    /// Reads the files of an `.lproj` table and checks them as one table. The source language
    /// is the one asked for (`--source-language`), else the development region of the Xcode
    /// project above the folder, else `en`; `Base.lproj` stands for it when its own folder has
    /// no such file. A file that cannot be read or is not valid stops the table: it is reported
    /// and the table is not checked, since its keys would all look untranslated.
    func check(_ table: CheckInputs.LprojTable, library: LocaleLibrary) -> [CatalogReport] {
        let sourceLanguage =
            options.sourceLanguage ?? CheckInputs.developmentRegion(above: table.folder) ?? "en"
        var files = table.files.map { (path: $0.path, locale: $0.locale.isEmpty ? sourceLanguage : $0.locale) }
        var reports: [CatalogReport] = []
        if let base = files.firstIndex(where: { $0.locale == "Base" }) {
            if files.contains(where: { $0.locale == sourceLanguage }) {
                // Both: the language's own file is the source, and Base is a table of its own.
                let alone = files.remove(at: base)
                var single = table
                single.files = [(alone.path, sourceLanguage)]
                single.siblingLocales = []
                single.folder = (alone.path as NSString).deletingLastPathComponent
                single.fileName = (alone.path as NSString).lastPathComponent
                reports.append(contentsOf: check(single, library: library))
            } else {
                files[base].locale = sourceLanguage
            }
        }
        files.sort { lhs, rhs in
            if (lhs.locale == sourceLanguage) != (rhs.locale == sourceLanguage) { return lhs.locale == sourceLanguage }
            return lhs.locale < rhs.locale
        }
        let name = table.folder.isEmpty && table.files.count == 1 ? table.files[0].path : table.name
        var builder = LocalizationTable.Builder(name: name, sourceLanguage: sourceLanguage)
        for file in files {
            let text: [UInt8]
            switch Self.text(of: file.path) {
            case .success(let read): text = read
            case .failure(let failure):
                reports.append(failure.report)
                return reports
            }
            let base = builder.addFile(path: file.path, text: text, locale: file.locale)
            do {
                if CheckInputs.Kind(path: file.path) == .stringsdict {
                    let read = try StringsdictFile(parsing: text, base: base, path: file.path)
                    for entry in read.entries {
                        builder.add(
                            key: entry.key, keyOffset: entry.keyOffset, comment: nil, locale: file.locale,
                            localization: entry.localization)
                    }
                    builder.add(problems: read.problems, locale: file.locale)
                } else {
                    let read = try StringsFile(parsing: text, base: base, path: file.path)
                    for pair in read.pairs {
                        let unit = StringUnit(
                            offset: pair.valueOffset, state: nil, value: pair.value, valueOffset: pair.valueOffset)
                        builder.add(
                            key: pair.key, keyOffset: pair.keyOffset, comment: pair.comment, locale: file.locale,
                            localization: Localization(
                                offset: pair.keyOffset, stringUnit: unit, variations: nil, substitutions: []))
                    }
                    builder.add(problems: read.problems, locale: file.locale)
                }
            } catch {
                reports.append(Self.malformed(error, text: text))
                return reports
            }
        }
        for locale in table.siblingLocales { builder.addLocale(locale) }
        reports.append(check(.table(builder.build()), library: library))
        return reports
    }

    /// Reads XLIFF documents and checks each table they hold: the `<file>` sections that name
    /// the same project file, in every document, are one table (the source text, and each
    /// document's target language).
    func checkXLIFF(
        _ documents: [(path: String, developmentRegion: String?)], library: LocaleLibrary
    ) -> [CatalogReport] {
        var reports: [CatalogReport] = []
        var read: [(path: String, text: [UInt8], document: XLIFFDocument, region: String?)] = []
        for (path, region) in documents {
            switch Self.text(of: path) {
            case .failure(let failure):
                reports.append(failure.report)
            case .success(let text):
                do {
                    read.append((path, text, try XLIFFDocument(parsing: text, path: path), region))
                } catch {
                    reports.append(Self.malformed(error, text: text))
                }
            }
        }
        var order: [String] = []
        var builders: [String: (builder: LocalizationTable.Builder, documents: [String: Int], paths: [String])] = [:]
        for document in read {
            for file in document.document.files {
                let original = file.original
                if builders[original] == nil {
                    let source =
                        options.sourceLanguage ?? file.sourceLanguage ?? document.region ?? "en"
                    order.append(original)
                    builders[original] = (LocalizationTable.Builder(name: original, sourceLanguage: source), [:], [])
                }
                var entry = builders[original]!
                let base: Int
                if let known = entry.documents[document.path] {
                    base = known
                } else {
                    base = entry.builder.addFile(path: document.path, text: document.text, locale: file.targetLanguage)
                    entry.documents[document.path] = base
                    entry.paths.append(document.path)
                }
                document.document.add(file, base: base, to: &entry.builder)
                builders[original] = entry
            }
        }
        for original in order {
            guard let entry = builders[original] else { continue }
            var report = check(.table(entry.builder.build()), library: library)
            let from = entry.paths.count == 1 ? entry.paths[0] : "\(entry.paths.count) XLIFF files"
            report.path = (original.isEmpty ? "(no original)" : original) + " in " + from
            reports.append(report)
        }
        return reports
    }

    /// A file's text as UTF-8, or the report that says why it cannot be read.
    static func text(of path: String) -> Result<[UInt8], ReportFailure> {
        let bytes: [UInt8]
        do {
            bytes = try CatalogFile.contents(of: path, describedAs: "localization file", expectedStarts: nil)
        } catch {
            let finding = Finding(check: .unreadableFile, path: path, message: error.reason)
            return .failure(
                ReportFailure(
                    CatalogReport(
                        path: path, status: .unreadable, sourceLanguage: nil, keyCount: 0, findings: [finding],
                        summaries: [])))
        }
        guard let text = XMLDocument.utf8Text(of: bytes) else {
            let finding = Finding(
                check: .invalidSyntax, path: path, location: FileLocation(line: 1, column: 1),
                message: "the file is UTF-16 that does not decode (an odd number of bytes, or half of a character pair)"
            )
            return .failure(
                ReportFailure(
                    CatalogReport(
                        path: path, status: .malformed, sourceLanguage: nil, keyCount: 0, findings: [finding],
                        summaries: [])))
        }
        return .success(text)
    }

    /// A report for a file that is not valid, its finding at the place reading stopped.
    static func malformed(_ error: LocalizationFileError, text: [UInt8]) -> CatalogReport {
        var lines = TextLines(text)
        let finding = Finding(
            check: error.kind == .invalidSyntax ? .invalidSyntax : .notACatalog, path: error.path,
            location: lines.location(ofOffset: error.offset), message: error.message)
        return CatalogReport(
            path: error.path, status: .malformed, sourceLanguage: nil, keyCount: 0, findings: [finding], summaries: [])
    }

    /// A report standing for a failure, so that it can travel in a `Result`.
    struct ReportFailure: Error {
        var report: CatalogReport
        init(_ report: CatalogReport) { self.report = report }
    }
}
