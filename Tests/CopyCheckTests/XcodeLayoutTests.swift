import CopyCheck
import Foundation
import JSONSyntax
import StringCatalog
import Testing

@Suite struct XcodeLayoutTests {
    let layout = try! XcodeLayout()

    @Test(.enabled(if: Fixtures.hasSharedCatalogs, Fixtures.sharedCatalogsAbsent))
    func theSharedFixturesAreThere() {
        #expect(Fixtures.sharedCatalogNames.count == 10)
    }

    @Test(
        .enabled(if: Fixtures.hasSharedCatalogs, Fixtures.sharedCatalogsAbsent), arguments: Fixtures.sharedCatalogNames)
    func rewritingAFixtureReproducesItsBytes(name: String) throws {
        let source = try Fixtures.bytes(atPath: Fixtures.sharedCatalog(name))
        let document = try JSONDocument(parsing: source)
        let rewritten = try layout.formatted(document, source: source, trailingNewline: .preserve)
        #expect(rewritten == source, "the rewrite differs from the file")
        #expect(layout.firstDeparture(in: try JSONTape(parsing: source)) == nil)
    }

    @Test(.enabled(if: Fixtures.hasSharedCatalogs, Fixtures.sharedCatalogsAbsent))
    func xcodesOwnLayoutDropsTheNewlineAnEndOfFileFixerAdded() throws {
        let source = try Fixtures.bytes(
            atPath: Fixtures.sharedCatalog("paulgessinger--swift-paperless--ShareLink.xcstrings"))
        #expect(source.last == UInt8(ascii: "\n"))
        let document = try JSONDocument(parsing: source)
        let xcode = try layout.formatted(document, source: source, trailingNewline: .omit)
        #expect(xcode == Array(source.dropLast()), "only the final newline differs")
        let kept = try layout.formatted(document, source: source, trailingNewline: .preserve)
        #expect(kept == source, "the newline is kept when asked")
    }

    @Test func aFileWithoutANewlineGetsNoneWhenPreserving() throws {
        let source = try Fixtures.bytes(atPath: Fixtures.seeded("clean.xcstrings"))
        #expect(source.last == UInt8(ascii: "}"))
        let document = try JSONDocument(parsing: source)
        #expect(try layout.formatted(document, source: source, trailingNewline: .preserve) == source)
    }

    @Test func anotherWritersLayoutIsReportedAtItsFirstDifference() throws {
        let path = Fixtures.seeded("other-writer.xcstrings")
        let source = try Fixtures.bytes(atPath: path)
        let departure = try #require(layout.firstDeparture(in: try JSONTape(parsing: source)))
        #expect(departure.location == FileLocation(line: 2, column: 3))
        #expect(
            departure.message
                == #"Xcode writes this line as '  "sourceLanguage" : "en",', the file has '    "sourceLanguage": "en",'"#
        )
        let report = try CatalogChecker().checkFile(atPath: path)
        #expect(report.findings.map(\.check) == [.notXcodeLayout])
        #expect(report.findings.first?.severity == .warning)
    }

    @Test func aKeyOutOfOrderIsNamed() throws {
        let source = try Fixtures.bytes(atPath: Fixtures.seeded("out-of-order.xcstrings"))
        let departure = try #require(layout.firstDeparture(in: try JSONTape(parsing: source)))
        #expect(departure.location == FileLocation(line: 142, column: 5))
        #expect(departure.message.contains("\"brand\" comes after \"files.count\""))
    }

    @Test func theLayoutCheckCanBeTurnedOff() throws {
        var options = CheckOptions()
        options.checksLayout = false
        let report = try CatalogChecker(options: options).checkFile(atPath: Fixtures.seeded("other-writer.xcstrings"))
        #expect(report.findings.isEmpty)
    }

    @Test func rewritingAFileWritesXcodesLayoutAndKeepsItsPermissions() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copycheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("Localizable.xcstrings").path
        try FileManager.default.copyItem(atPath: Fixtures.seeded("other-writer.xcstrings"), toPath: target)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target)

        #expect(try layout.rewriteFile(atPath: target, trailingNewline: .omit))
        let rewritten = try Fixtures.bytes(atPath: target)
        #expect(rewritten == (try Fixtures.bytes(atPath: Fixtures.seeded("clean.xcstrings"))))
        let permissions = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int
        #expect(permissions == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Localizable.xcstrings"])
        #expect(try !layout.rewriteFile(atPath: target), "a file already in the layout is left alone")
    }

    @Test func aCatalogWithARepeatedKeyIsNotRewritten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copycheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("Seeded.xcstrings").path
        try FileManager.default.copyItem(atPath: Fixtures.seeded("seeded.xcstrings"), toPath: target)
        let before = try Fixtures.bytes(atPath: target)
        #expect {
            try layout.rewriteFile(atPath: target)
        } throws: { error in
            guard case LayoutError.repeatedKey(let key, let location) = error else { return false }
            return key == "duplicate.key" && location.line == 208
        }
        #expect(try Fixtures.bytes(atPath: target) == before)
    }

    @Test func aMissingFileCannotBeRewritten() {
        #expect(throws: LayoutError.self) {
            try layout.rewriteFile(atPath: "/no/such/Localizable.xcstrings")
        }
    }

    @Test func aOneLineCatalogDepartsAtItsSecondByteAndOnlyItsFirstLineIsWritten() throws {
        var members: [String] = []
        for index in 0..<2_000 {
            members.append(#""k\#(index)":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"V"}}}}"#)
        }
        let text = #"{"sourceLanguage":"en","strings":{"# + members.joined(separator: ",") + #"},"version":"1.0"}"#
        let departure = try #require(layout.firstDeparture(in: try JSONTape(parsing: Array(text.utf8))))
        #expect(departure.location == FileLocation(line: 1, column: 2))
        #expect(departure.message.hasPrefix("Xcode writes this line as '{', the file has '{\"sourceLanguage\""))
    }

    @Test func aFileThatEndsEarlyOrGoesOnIsNamedSo() throws {
        let clean = try Fixtures.bytes(atPath: Fixtures.seeded("clean.xcstrings"))
        let longer = clean + Array("\n\n".utf8)
        let departure = try #require(layout.firstDeparture(in: try JSONTape(parsing: longer)))
        #expect(departure.message.contains("Xcode's layout ends here"))
    }
}
