import FileIO
import Foundation
import Localizations
import StringCatalog

/// The copy for one locale: every built-in line prepared for rendering, with the caller's
/// replacements applied, and the plural rules of each line's own language.
///
/// Lines are analysed and checked once, when the copy is made; rendering is then plain string
/// work. A replacement line (from `--catalog`) is held to the line it replaces: the same
/// arguments, each shown, no mixing of numbered and plain placeholders, no control
/// characters; one that is not is refused when the copy is made, naming its file, key and
/// locale and what is wrong.
///
/// An app makes the copy from the built-in catalogs and hands it to a narrator:
///
/// ```swift
/// let locale = try NarrationLocale(identifier: "en", shipped: NarrationCopy.builtInLocales())
/// let timer = TimerNarrator(copy: try NarrationCopy(locale: locale))
/// timer.value(seconds: 90, phase: .running)   // "1 minute and 30 seconds remaining"
/// ```
public final class NarrationCopy {
    /// The locale spoken.
    public let locale: NarrationLocale

    /// Notes about replacement catalogs that did not stop them (a key that is not built in).
    package private(set) var warnings: [String] = []

    struct PreparedLine {
        var line: LocalizedLine
        var rules: PluralRules
        var fallback: LocalizedLine?
    }

    private var lines: [String: PreparedLine] = [:]
    /// The built-in lines that a replacement catalog replaced, by key.
    private var builtInLines: [String: PreparedLine] = [:]
    private var comments: [String: String] = [:]
    private var rulesByLocale: [String: PluralRules] = [:]

    /// Prepares the copy for a locale from the built-in catalogs.
    ///
    /// - Throws: ``CopyError`` when a built-in catalog cannot be read from the resources.
    public convenience init(locale: NarrationLocale) throws(CopyError) {
        try self.init(locale: locale, catalogs: Self.builtInCatalogs())
    }

    /// The locales the built-in catalogs have copy for, source language first: what
    /// ``NarrationLocale/init(identifier:shipped:)`` chooses among.
    ///
    /// - Throws: ``CopyError`` when a built-in catalog cannot be read from the resources.
    public static func builtInLocales() throws(CopyError) -> [String] {
        shippedLocales(in: try builtInCatalogs())
    }

    /// The built-in catalogs, read from the program's resources.
    package static func builtInCatalogs() throws(CopyError) -> [StringCatalog] {
        var catalogs: [StringCatalog] = []
        for name in BuiltInCatalogs.names {
            guard let url = BuiltInCatalogs.url(named: name) else {
                throw CopyError(
                    kind: .cannotRead,
                    message: "the built-in catalog \(name).xcstrings is missing from the program's resources")
            }
            catalogs.append(try readCatalog(at: url.path))
        }
        return catalogs
    }

    /// Reads a catalog file.
    ///
    /// A catalog larger than ``largestCatalog`` is refused, and one that does not start with
    /// `{` is read only as far as its first chunk (its parser then names the place), so that
    /// `--catalog /dev/zero` does not fill memory.
    package static func readCatalog(at path: String) throws(CopyError) -> StringCatalog {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.contents(
                of: path, describedAs: "catalog", limit: largestCatalog, expectedStarts: [UInt8(ascii: "{")])
        } catch {
            throw CopyError(kind: error.kind == .tooLarge ? .invalidCatalog : .cannotRead, message: error.description)
        }
        do {
            return try StringCatalog(parsing: bytes, path: path == "-" ? "<stdin>" : path)
        } catch {
            throw CopyError(kind: .invalidCatalog, message: "\(error.description)")
        }
    }

    /// The largest catalog read: 256 MiB.
    package static let largestCatalog = 256 << 20

    /// The locales every built-in catalog has copy for, source language first.
    package static func shippedLocales(in catalogs: [StringCatalog]) -> [String] {
        guard let first = catalogs.first else { return [] }
        var shared = Set(first.locales)
        for catalog in catalogs.dropFirst() { shared.formIntersection(catalog.locales) }
        return [first.sourceLanguage] + shared.subtracting([first.sourceLanguage]).sorted()
    }

    /// Prepares the copy for a locale.
    ///
    /// - Parameters:
    ///   - catalogs: the built-in catalogs.
    ///   - overrides: catalogs whose lines replace built-in ones, in order (later wins).
    /// - Throws: ``CopyError`` when a line cannot be prepared.
    package init(locale: NarrationLocale, catalogs: [StringCatalog], overrides: [StringCatalog] = []) throws(CopyError)
    {
        self.locale = locale
        for catalog in catalogs {
            for entry in catalog.entries {
                comments[entry.key] = entry.comment
                guard let found = catalog.localization(for: entry.key, preferring: locale.catalogChain) else {
                    continue
                }
                let line = try prepare(entry.key, found.locale, found.localization)
                var fallback: LocalizedLine?
                if found.locale != catalog.sourceLanguage,
                    let source = entry.localizations[catalog.sourceLanguage]
                {
                    fallback = try prepare(entry.key, catalog.sourceLanguage, source)
                }
                lines[entry.key] = PreparedLine(line: line, rules: try rules(for: found.locale), fallback: fallback)
            }
        }
        for catalog in overrides {
            for entry in catalog.entries {
                guard let builtIn = lines[entry.key] else {
                    warnings.append("\(catalog.path): the key '\(entry.key)' is not a built-in line, so it is not used")
                    continue
                }
                let accepted =
                    locale.catalogChain
                    + (builtIn.line.locale == catalog.sourceLanguage ? [catalog.sourceLanguage] : [])
                guard let localeFound = accepted.first(where: { entry.localizations[$0] != nil }),
                    let localization = entry.localizations[localeFound]
                else { continue }
                let replacement = try prepareReplacement(
                    entry.key, localeFound, localization, replacing: builtIn.line, path: catalog.path)
                if builtInLines[entry.key] == nil { builtInLines[entry.key] = builtIn }
                lines[entry.key] = PreparedLine(
                    line: replacement, rules: try rules(for: localeFound), fallback: builtIn.line)
            }
        }
    }

    private func prepare(
        _ key: String, _ locale: String, _ localization: Localization, path: String? = nil
    ) throws(CopyError)
        -> LocalizedLine
    {
        do {
            return try LocalizedLine(key: key, locale: locale, localization: localization)
        } catch {
            let place = path.map { "\($0): " } ?? ""
            throw CopyError(kind: .invalidCatalog, message: "\(place)\(error.description)")
        }
    }

    private func rules(for catalogLocale: String) throws(CopyError) -> PluralRules {
        if let known = rulesByLocale[catalogLocale] { return known }
        do {
            let opened = try PluralRules(locale: catalogLocale)
            rulesByLocale[catalogLocale] = opened
            return opened
        } catch {
            throw CopyError(kind: .invalidCatalog, message: "\(error.description)")
        }
    }

    /// A replacement line prepared, or refused naming its file, key and locale and what is
    /// wrong, and only that (each problem says what to do): it is held to the built-in line it replaces (the same arguments, each shown, no
    /// mixing of numbered and plain placeholders, no control characters; see
    /// `AnalyzedLocalization.problems(replacing:coverage:)`).
    private func prepareReplacement(
        _ key: String, _ locale: String, _ localization: Localization, replacing builtIn: LocalizedLine, path: String
    ) throws(CopyError) -> LocalizedLine {
        let analysis = AnalyzedLocalization(key: key, locale: locale, localization: localization)
        let coverage = (try? rules(for: locale)).map(PluralCoverage.init(rules:))
        let problems = analysis.problems(replacing: builtIn.analysis, coverage: coverage)
        guard problems.isEmpty else {
            let more =
                problems.count > 1
                ? " (and \(problems.count - 1) more: \(problems.dropFirst().joined(separator: "; ")))" : ""
            throw CopyError(
                kind: .invalidCatalog,
                message:
                    "\(path): \(Self.displayKey(key)) (\(locale)): \(ControlCharacters.escaped(problems[0] + more))"
            )
        }
        return try prepare(key, locale, localization, path: path)
    }

    /// A key as a message shows it: quoted, with controls escaped, when it has any.
    static func displayKey(_ key: String) -> String {
        let escaped = ControlCharacters.escaped(key)
        return escaped == key ? key : "\"\(escaped)\""
    }

    /// The line for `key`, looked up once for repeated use on a hot path (the sentence after
    /// every step).
    package func line(_ key: CopyKey) -> CopyLine {
        CopyLine(key: key, prepared: lines[key.rawValue], copy: self)
    }

    /// Whether the copy has a line for `key`.
    func hasLine(_ key: CopyKey) -> Bool {
        lines[key.rawValue] != nil
    }

    /// Whether a replacement catalog (`--catalog`) replaced the line for `key`.
    package func isReplaced(_ key: CopyKey) -> Bool {
        builtInLines[key.rawValue] != nil
    }

    /// The built-in line for `key` rendered with `arguments`, whether or not a replacement
    /// catalog replaced it: what a replacement is compared with.
    func builtInText(_ key: CopyKey, _ arguments: [CatalogArgument] = []) -> String {
        guard let builtIn = builtInLines[key.rawValue] else { return text(key, arguments) }
        return (try? builtIn.line.render(arguments, rules: builtIn.rules)) ?? text(key, arguments)
    }

    /// The line for `key` rendered with `arguments`, or the reason it cannot be.
    package func render(_ key: CopyKey, _ arguments: [CatalogArgument]) throws(LineError) -> String {
        guard let prepared = lines[key.rawValue] else {
            throw LineError(key: key.rawValue, locale: locale.identifier, message: "there is no such line")
        }
        return try prepared.line.render(arguments, rules: prepared.rules)
    }

    /// The comment for translators of the line for `key`, from the catalogs.
    package func comment(_ key: CopyKey) -> String? {
        comments[key.rawValue]
    }

    /// The line for `key` rendered with `arguments`.
    ///
    /// Lines are checked when the copy is made, so rendering does not fail in practice; if it
    /// does, the source language's line is used, and failing that the key itself, rather than
    /// staying silent.
    package func text(_ key: CopyKey, _ arguments: [CatalogArgument]) -> String {
        guard let prepared = lines[key.rawValue] else {
            assertionFailure("no built-in line for \(key)")
            return key.rawValue
        }
        if let text = try? prepared.line.render(arguments, rules: prepared.rules) { return text }
        if let fallback = prepared.fallback,
            let rules = rulesByLocale[fallback.locale] ?? (try? PluralRules(locale: fallback.locale)),
            let text = try? fallback.render(arguments, rules: rules)
        {
            return text
        }
        assertionFailure("the line \(key) cannot be rendered with \(arguments)")
        return key.rawValue
    }

    /// The line for `key` rendered with text arguments.
    package func text(_ key: CopyKey, _ arguments: String...) -> String {
        text(key, arguments.map(CatalogArgument.text))
    }
}
