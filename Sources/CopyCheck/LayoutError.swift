import FileIO
import JSONSyntax
import StringCatalog

/// Why a catalog could not be written in Xcode's layout.
package enum LayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An object repeats a key; Xcode would keep one and drop the other.
    case repeatedKey(String, location: FileLocation)
    /// The file is not JSON.
    case invalidJSON(JSONSyntaxError)
    /// The file is JSON, but not a String Catalog (`[1,2,3]`, `{"a":1}`): nothing to rewrite.
    case notCatalog(CatalogReadError)
    /// The file could not be read.
    case unreadable(FileError)
    /// The file could not be written.
    case unwritable(FileError)

    /// Where in the file the problem is, when it is at a place.
    package var location: FileLocation? {
        switch self {
        case .repeatedKey(_, let location): location
        case .invalidJSON(let error): FileLocation(error.location)
        case .notCatalog(let error): error.location
        case .unreadable, .unwritable: nil
        }
    }

    /// What went wrong, without the path or the place, on one line: a key quoted from the
    /// file has its line breaks and other control characters escaped.
    package var message: String {
        switch self {
        case .repeatedKey(let key, _):
            "the key \"\(ControlCharacters.escaped(key))\" appears twice in one object; remove one before rewriting the catalog"
        case .invalidJSON(let error):
            ControlCharacters.escaped(error.message)
        case .notCatalog(let error):
            ControlCharacters.escaped(error.message) + "; only a String Catalog is checked for Xcode's layout"
        case .unreadable(let error):
            error.reason
        case .unwritable(let error):
            "\(error.reason); the file was left as it was"
        }
    }

    /// What went wrong, with the line and column or the path, for a person.
    package var description: String {
        switch self {
        case .repeatedKey(_, let location): "\(location): \(message)"
        case .invalidJSON(let error): "\(error.location): \(message)"
        case .notCatalog(let error): "\(error.location): \(message)"
        case .unreadable(let error), .unwritable(let error): "\(error.path): \(message)"
        }
    }
}
