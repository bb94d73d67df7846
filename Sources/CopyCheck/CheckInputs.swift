import FileIO
import Foundation
import StringCatalog

/// What `check` was given, sorted into what it checks: String Catalogs; `.strings` and
/// `.stringsdict` files paired into tables by their `.lproj` folders; XLIFF exports (`.xliff`
/// files and `.xcloc` bundles), paired into tables later by the project file each `<file>`
/// names; and paths it refuses. A folder is searched for all of them.
struct CheckInputs {
    /// One thing to check, in the order given.
    enum Item: Equatable {
        /// A String Catalog, or `-` for standard input.
        case catalog(path: String)
        /// The files of one table name beside each other in `.lproj` folders.
        case lprojTable(LprojTable)
        /// An XLIFF document; `developmentRegion` from its `.xcloc` bundle's `contents.json`.
        case xliff(path: String, developmentRegion: String?)
        /// A path that is not checked, and why.
        case refused(path: String, check: CheckID, message: String)
    }

    /// A table of `.strings` or `.stringsdict` files, one a locale.
    struct LprojTable: Equatable {
        /// The folder that holds the `.lproj` folders.
        var folder: String
        /// The file's name in each (`Localizable.strings`).
        var fileName: String
        /// Each file and the locale its folder is for, in the order met.
        var files: [(path: String, locale: String)]
        /// The locales of the `.lproj` folders beside them that hold any strings file: the
        /// languages the app is localized into, which this table should have too.
        var siblingLocales: [String]

        static func == (lhs: LprojTable, rhs: LprojTable) -> Bool {
            lhs.folder == rhs.folder && lhs.fileName == rhs.fileName
                && lhs.files.elementsEqual(rhs.files) { $0.path == $1.path && $0.locale == $1.locale }
                && lhs.siblingLocales == rhs.siblingLocales
        }

        /// The table's name in reports: `App/*.lproj/Localizable.strings`.
        var name: String {
            (folder.isEmpty ? "" : folder + "/") + "*.lproj/" + fileName
        }
    }

    /// The kinds of file the check reads, by extension.
    enum Kind {
        case catalog, strings, stringsdict, xliff, xcloc, lproj

        init?(path: String) {
            switch (path as NSString).pathExtension.lowercased() {
            case "xcstrings": self = .catalog
            case "strings": self = .strings
            case "stringsdict": self = .stringsdict
            case "xliff", "xlf": self = .xliff
            case "xcloc": self = .xcloc
            case "lproj": self = .lproj
            default: return nil
            }
        }
    }

    /// What the check reads, for messages.
    static let formatsRead =
        "String Catalogs (.xcstrings), .strings and .stringsdict files, XLIFF (.xliff) and .xcloc bundles, or folders that hold them"

    /// The items for the paths given, in order; files found in a folder follow the folder's
    /// order (sorted by name), and the files of one table are one item, where its first file
    /// was met.
    static func gather(_ paths: [String]) -> [Item] {
        var items: [Item] = []
        var tables: [String: Int] = [:]
        var seen = Set<String>()
        func addLproj(file path: String) {
            let url = URL(fileURLWithPath: path)
            let folder = url.deletingLastPathComponent()
            let parent = folder.deletingLastPathComponent()
            let parentPath = Self.parentPath(of: path)
            let locale = Self.locale(ofLprojFolder: folder.lastPathComponent)
            let fileName = url.lastPathComponent
            let key = parent.standardizedFileURL.path + "\u{0}" + fileName
            if let index = tables[key], case .lprojTable(var table) = items[index] {
                table.files.append((path, locale))
                items[index] = .lprojTable(table)
                return
            }
            tables[key] = items.count
            items.append(
                .lprojTable(
                    LprojTable(
                        folder: parentPath, fileName: fileName, files: [(path, locale)],
                        siblingLocales: Self.siblingLocales(in: parent))))
        }
        func add(_ path: String, searched: Bool) {
            guard path != "-" else {
                items.append(.catalog(path: path))
                return
            }
            let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
            guard seen.insert(standardized).inserted else { return }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                // A missing file: the catalog reader says so, as it always has.
                items.append(.catalog(path: path))
                return
            }
            let kind = Kind(path: path)
            if isFolder.boolValue {
                switch kind {
                case .xcloc:
                    items.append(xclocItem(path))
                case .lproj:
                    for name in Self.sortedContents(of: path) {
                        let child = Self.join(path, name)
                        if let kind = Kind(path: child), kind == .strings || kind == .stringsdict, !isDirectory(child) {
                            addLproj(file: child)
                        }
                    }
                default:
                    let before = items.count
                    search(path, depth: 0)
                    if items.count == before, !searched {
                        items.append(
                            .refused(
                                path: path, check: .unreadableFile,
                                message: "the folder holds no localization files; the check reads \(formatsRead)"))
                    }
                }
                return
            }
            switch kind {
            case .catalog: items.append(.catalog(path: path))
            case .strings, .stringsdict:
                if Kind(path: URL(fileURLWithPath: path).deletingLastPathComponent().path) == .lproj {
                    addLproj(file: path)
                } else {
                    items.append(
                        .lprojTable(LprojTable(folder: "", fileName: path, files: [(path, "")], siblingLocales: [])))
                }
            case .xliff: items.append(.xliff(path: path, developmentRegion: nil))
            case .xcloc, .lproj, nil:
                guard !searched else { return }
                items.append(
                    .refused(
                        path: path, check: .unknownKind,
                        message: "this is not a kind of file the check reads: give \(formatsRead)"))
            }
        }
        func isDirectory(_ path: String) -> Bool {
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
        }
        func search(_ folder: String, depth: Int) {
            // Deep enough for any project; a link that loops is not followed for ever.
            guard depth < 32 else { return }
            for name in Self.sortedContents(of: folder) where !name.hasPrefix(".") {
                let child = Self.join(folder, name)
                let kind = Kind(path: child)
                if isDirectory(child) {
                    switch kind {
                    case .xcloc, .lproj: add(child, searched: true)
                    default: search(child, depth: depth + 1)
                    }
                } else if kind == .catalog || kind == .xliff {
                    add(child, searched: true)
                } else if kind == .strings || kind == .stringsdict {
                    add(child, searched: true)
                }
            }
        }
        func xclocItem(_ path: String) -> Item {
            var region: String?
            var target: String?
            if let data = FileManager.default.contents(atPath: Self.join(path, "contents.json")),
                let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            {
                region = object["developmentRegion"] as? String
                target = object["targetLocale"] as? String
            }
            let contents = Self.join(path, "Localized Contents")
            let names = Self.sortedContents(of: contents).filter { Kind(path: $0) == .xliff }
            let name = names.first { ($0 as NSString).deletingPathExtension == target } ?? names.first
            guard let name else {
                return .refused(
                    path: path, check: .unreadableFile,
                    message: "the bundle holds no XLIFF file in 'Localized Contents'; export it again from Xcode")
            }
            return .xliff(path: Self.join(contents, name), developmentRegion: region)
        }
        for path in paths { add(path, searched: false) }
        return items
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    static func sortedContents(of folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    /// The folder that holds a file's `.lproj` folder, as the path was written.
    static func parentPath(of path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return "" }
        parts.removeLast(2)
        let joined = parts.joined(separator: "/")
        return joined.isEmpty && path.hasPrefix("/") ? "/" : joined
    }

    /// The locale an `.lproj` folder is for: its name, the English names of older projects
    /// (`English.lproj`, `German.lproj`) as codes.
    static func locale(ofLprojFolder name: String) -> String {
        let stem = (name as NSString).deletingPathExtension
        let older = [
            "English": "en", "German": "de", "French": "fr", "Spanish": "es", "Italian": "it", "Japanese": "ja",
            "Dutch": "nl",
        ]
        return older[stem] ?? stem
    }

    /// The locales of the `.lproj` folders in `folder` that hold a `.strings` or `.stringsdict`
    /// file, sorted (`Base` left out: it is the source's stand-in, not a language).
    static func siblingLocales(in folder: URL) -> [String] {
        var locales: [String] = []
        for name in sortedContents(of: folder.path) where Kind(path: name) == .lproj {
            let files = sortedContents(of: join(folder.path, name))
            guard files.contains(where: { Kind(path: $0) == .strings || Kind(path: $0) == .stringsdict }) else {
                continue
            }
            let locale = Self.locale(ofLprojFolder: name)
            if locale != "Base" { locales.append(locale) }
        }
        return locales
    }

    /// The development region of the Xcode project above `folder` (`developmentRegion = en;`
    /// in its `project.pbxproj`), looking up to eight folders up.
    static func developmentRegion(above folder: String) -> String? {
        var url = URL(fileURLWithPath: folder.isEmpty ? "." : folder).standardizedFileURL
        for _ in 0..<8 {
            for name in sortedContents(of: url.path) where name.hasSuffix(".xcodeproj") {
                let project = join(join(url.path, name), "project.pbxproj")
                guard let data = FileManager.default.contents(atPath: project) else { continue }
                let text = String(decoding: data, as: UTF8.self)
                guard let range = text.range(of: "developmentRegion = ") else { continue }
                let value = text[range.upperBound...].prefix { $0 != ";" && !$0.isNewline }
                let region = value.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
                if !region.isEmpty { return region }
            }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { break }
            url = parent
        }
        return nil
    }
}
