import CommandTestSupport
import Foundation
import TestSupport
import Testing

@Suite("rangelens copy")
struct CardCommandTests {
    @Test("copy --locale all renders every key in every locale without an error")
    func copyDeck() throws {
        let result = try CommandRunner.run(["copy", "--locale", "all"])
        #expect(result.status == 0, "\(result.error)")
        #expect(!result.output.contains("error:"))
        for locale in CommandFixtures.shippedLocales {
            #expect(result.output.contains("  \(locale): "))
        }
        let json = try FileInputTests.jsonObject(
            try CommandRunner.run(["copy", "--locale", "pl", "--format", "json", "--key", "limit.shortest.day"]).output)
        let entry = try #require(json["limit.shortest.day"] as? [String: Any])
        let locales = try #require(entry["locales"] as? [String: Any])
        let samples = try #require(locales["pl"] as? [[String: Any]])
        #expect(
            samples.map { $0["text"] as? String } == [
                "Najkrótszy zakres, 0 dni", "Najkrótszy zakres, jeden dzień", "Najkrótszy zakres, 2 dni",
                "Najkrótszy zakres, 5 dni", "Najkrótszy zakres, 22 dni", "Najkrótszy zakres, 101 dni",
            ])
    }
}
