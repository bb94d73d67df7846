import FileIO
import Foundation
import Localizations
import StringCatalog

/// One line of copy, looked up once: rendering it costs no dictionary lookup.
package struct CopyLine {
    /// The key.
    package let key: CopyKey
    let prepared: NarrationCopy.PreparedLine?
    unowned let copy: NarrationCopy

    /// The line rendered with `arguments`, falling back as `NarrationCopy.text(_:_:)` does.
    package func text(_ arguments: [CatalogArgument]) -> String {
        if let prepared, let text = try? prepared.line.render(arguments, rules: prepared.rules) { return text }
        return copy.text(key, arguments)
    }
}
