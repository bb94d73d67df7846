import Testing

@testable import SeriesIO

@Suite("Did you mean")
struct NameSuggestionTests {
    @Test(
        "A slip of a letter or two suggests the name meant",
        arguments: [
            ("prise", "price"), ("dat", "date"), ("Prise", "price"), ("PRICE", "price"), ("volumne", "volume"),
            ("setps", "steps"),
        ])
    func slips(name: String, meant: String) {
        #expect(NameSuggestion.closest(to: name, among: ["date", "price", "volume", "steps"]) == meant)
    }

    @Test("A name nothing like any candidate suggests nothing")
    func nothingClose() {
        #expect(NameSuggestion.closest(to: "temperature", among: ["date", "price"]) == nil)
        #expect(NameSuggestion.closest(to: "humidity", among: ["date", "temp", "price"]) == nil)
        #expect(NameSuggestion.closest(to: "x", among: []) == nil)
    }

    @Test("A long name allows a third of its length in edits")
    func longNames() {
        #expect(
            NameSuggestion.closest(to: "precipitaton_mm", among: ["date", "precipitation_mm"]) == "precipitation_mm")
        #expect(NameSuggestion.closest(to: "minimum-spam", among: ["minimum-span", "last"]) == "minimum-span")
    }

    @Test("The first of equally close candidates is suggested")
    func ties() {
        #expect(NameSuggestion.closest(to: "cat", among: ["bat", "hat"]) == "bat")
    }

    @Test("The message's ending names the suggestion, with a prefix for options")
    func messageEnding() {
        #expect(NameSuggestion.didYouMean("prise", among: ["date", "price"]) == "; did you mean 'price'?")
        #expect(NameSuggestion.didYouMean("lst", among: ["last", "from"], prefix: "--") == "; did you mean '--last'?")
        #expect(NameSuggestion.didYouMean("temperature", among: ["date", "price"]) == "")
        #expect(NameSuggestion.didYouMean("price", among: ["date", "price\t"]) == "; did you mean 'price\\t'?")
    }

    @Test("The edit distance counts letters put in, left out and changed")
    func editDistance() {
        #expect(NameSuggestion.editDistance("kitten", "sitting") == 3)
        #expect(NameSuggestion.editDistance("", "abc") == 3)
        #expect(NameSuggestion.editDistance("abc", "") == 3)
        #expect(NameSuggestion.editDistance("price", "price") == 0)
        #expect(NameSuggestion.editDistance("Straße", "Strasse") == 2)
    }
}
