import Testing

@testable import StringCatalog

@Suite("Argument lists")
struct ArgumentListTests {
    @Test("An argument list keeps one use per number, in order")
    func oneUsePerNumber() {
        var list = ArgumentList()
        list.add(ArgumentUse(number: 3, kinds: .integer, text: "%3$lld", fractionDigits: nil))
        list.add(ArgumentUse(number: 1, kinds: .object, text: "%1$@", fractionDigits: nil))
        list.add(ArgumentUse(number: 3, kinds: .floatingPoint, text: "%3$f", fractionDigits: 6))
        list.addIfAbsent(ArgumentUse(number: 1, kinds: .integer, text: "argument 1", fractionDigits: nil))
        #expect(list.map(\.number) == [1, 3])
        #expect(list[3]?.kinds == [.integer, .floatingPoint])
        #expect(list[3]?.text == "%3$lld")
        #expect(list[3]?.fractionDigits == 6)
        #expect(list[1]?.text == "%1$@")
        #expect(list.highestNumber == 3)
        #expect(!list.takesAll(through: 3))
        #expect(list.takesAll(through: 1))
    }
}
