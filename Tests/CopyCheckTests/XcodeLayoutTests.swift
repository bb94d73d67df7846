import CopyCheck
import Foundation
import JSONSyntax
import Testing

@Suite struct XcodeLayoutTests {
    let layout = try! XcodeLayout()

    @Test func theSharedFixturesAreThere() {
        #expect(Fixtures.sharedCatalogNames.count == 10)
    }

    @Test(arguments: Fixtures.sharedCatalogNames)
    func rewritingAFixtureReproducesItsBytes(name: String) throws {
        let source = try Fixtures.bytes(atPath: Fixtures.sharedCatalog(name))
        let document = try JSONDocument(parsing: source)
        let rewritten = try layout.formatted(document, source: source, trailingNewline: .preserve)
        #expect(rewritten == source, "the rewrite differs from the file")
        #expect(layout.firstDeparture(in: document, source: source) == nil)
    }
}
