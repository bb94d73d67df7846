import FileIO
import Narration
import StringCatalog

/// The options that choose the language and the copy: `--locale` and `--catalog`.
struct NarrationOptions {
    var localeIdentifier: String?
    var catalogPaths: [String]

    init(_ arguments: ParsedArguments) {
        localeIdentifier = arguments.value(SeriesOptions.locale)
        catalogPaths = arguments.allValues(SeriesOptions.catalog)
    }

    /// The locale to speak, from `--locale`, else the environment, else `en`.
    func narrationLocale(shipped: [String], context: CommandContext) throws(CommandFailure) -> NarrationLocale {
        if let localeIdentifier {
            do {
                return try NarrationLocale(identifier: localeIdentifier, shipped: shipped)
            } catch {
                throw CommandFailure(.usage, "\(ShownText.escaped(error.description)). Choose one with --locale.")
            }
        }
        if let fromEnvironment = NarrationLocale.identifier(fromEnvironment: context.environment),
            let locale = try? NarrationLocale(identifier: fromEnvironment, shipped: shipped)
        {
            return locale
        }
        return try! NarrationLocale(identifier: "en", shipped: shipped)
    }

    /// The built-in catalogs and any replacements, prepared for the chosen locale; their
    /// warnings are the caller's to say (``warnings(of:)``).
    func loadCopy(in context: CommandContext) throws(CommandFailure) -> NarrationCopy {
        let catalogs: [StringCatalog]
        do {
            catalogs = try NarrationCopy.builtInCatalogs()
        } catch {
            throw CommandFailure(.ioError, error.description)
        }
        let locale = try narrationLocale(shipped: NarrationCopy.shippedLocales(in: catalogs), context: context)
        var overrides: [StringCatalog] = []
        for path in catalogPaths {
            do {
                overrides.append(try NarrationCopy.readCatalog(at: path))
            } catch {
                // A catalog that cannot be read is named first, in the compiler's shape.
                let prefix = path + ": "
                if error.kind == .cannotRead, error.message.hasPrefix(prefix) {
                    throw CommandFailure(
                        .noInput, prefix + "error: " + error.message.dropFirst(prefix.count), located: true)
                }
                throw CommandFailure.about(path, ExitStatus(error), error.description)
            }
        }
        let copy: NarrationCopy
        do {
            copy = try NarrationCopy(locale: locale, catalogs: catalogs, overrides: overrides)
        } catch {
            // A replacement that does not fit names its catalog first.
            if let path = catalogPaths.first(where: { error.message.hasPrefix($0 + ":") }) {
                throw CommandFailure.about(path, ExitStatus(error), error.description)
            }
            throw CommandFailure(ExitStatus(error), error.description)
        }
        return copy
    }

    /// The warnings about the replacement catalogs, as notes in the compiler's words: for the
    /// command to say, with its other notes.
    static func warnings(of copy: NarrationCopy) -> [String] {
        copy.warnings.map { "warning: \(ShownText.escaped($0))" }
    }
}
