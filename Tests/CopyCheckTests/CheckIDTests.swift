import CopyCheck
import Foundation
import Testing

@Suite struct CheckIDTests {
    @Test func everyCheckHasOneDefinitionWithAUniqueID() {
        let ids = CheckDefinition.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.definition != nil })
        #expect(CheckDefinition.all.allSatisfy { !$0.summary.isEmpty && !$0.explanation.isEmpty })
    }

    @Test func idsAreFamilyDotName() {
        let families: Set<Substring> = [
            "file", "structure", "completeness", "placeholder", "plural", "speech", "bidi", "length", "review",
            "layout",
        ]
        for id in CheckDefinition.all.map(\.id.rawValue) {
            let parts = id.split(separator: ".")
            #expect(parts.count == 2 && families.contains(parts[0]), "\(id)")
            #expect(id == id.lowercased())
        }
    }

    @Test func everyCheckIsDocumented() throws {
        let documentation = try String(
            contentsOf: Fixtures.repositoryRoot.appendingPathComponent("docs/copy-check.md"), encoding: .utf8)
        for id in CheckDefinition.all.map(\.id.rawValue) {
            let heading = "### `\(id)`"
            guard let start = documentation.range(of: heading) else {
                Issue.record("\(id) has no section in docs/copy-check.md")
                continue
            }
            // The section runs to the next heading: it gives an example and how to fix it.
            let rest = documentation[start.upperBound...]
            let section = rest[..<(rest.range(of: "\n#")?.lowerBound ?? rest.endIndex)]
            #expect(section.contains("Example"), "\(id)'s section has no example")
            #expect(section.contains("Fix"), "\(id)'s section does not say how to fix it")
        }
    }
}
