import CommandTestSupport
import Foundation
import TestSupport
import Testing

@testable import RangeLensCLI

/// `rangelens help --man` and its copy, docs/rangelens.1.
@Suite("The manual page")
struct ManualPageTests {
    static let pageFile = CommandRunner.repositoryRoot.appendingPathComponent("docs/rangelens.1")

    @Test("docs/rangelens.1 is the page 'rangelens help --man' prints")
    func committedPageIsCurrent() throws {
        let result = try CommandRunner.run(["help", "--man"])
        #expect(result.status == 0, "\(result.error)")
        try GoldenFile(Self.pageFile, filter: "ManualPageTests").check(result.output)
    }

    @Test("the page has NAME, SYNOPSIS, DESCRIPTION, a section per command with every option, and EXIT STATUS")
    func sections() throws {
        let page = try CommandRunner.run(["help", "--man"]).output
        let headings = page.split(separator: "\n").filter { $0.hasPrefix(".SH ") }.map { String($0.dropFirst(4)) }
        #expect(Array(headings.prefix(3)) == ["NAME", "SYNOPSIS", "DESCRIPTION"])
        #expect(headings.contains("\"EXIT STATUS\""))
        for spec in CompletionsCommandTests.specs {
            let heading = "\"RANGELENS \(spec.name.uppercased())\""
            let start = try #require(page.range(of: ".SH \(heading)\n"), "\(spec.name)")
            let rest = page[start.upperBound...]
            let section = rest.range(of: "\n.SH ").map { rest[..<$0.lowerBound] } ?? rest
            for option in spec.allOptions {
                #expect(section.contains(ManualPage.escaped(option.longName)), "\(spec.name) \(option.longName)")
            }
        }
        for status in ExitStatus.allCases {
            #expect(page.contains(".B \(status.rawValue)\n"), "\(status)")
        }
    }

}
