import StringCatalog
import Testing

@testable import CopyCheck

@Suite struct CatalogAuditTests {
    @Test(arguments: 0..<20)
    func aValuesBytesAreScannedForPercentSignsAndNonASCIIWhereverTheyFall(position: Int) {
        let before = String(repeating: "a", count: position)
        let after = String(repeating: "b", count: 19 - position)
        #expect(TextUnit.scan(before + after) == (false, true))
        #expect(TextUnit.scan(before + "%" + after) == (true, true))
        #expect(TextUnit.scan(before + "é" + after) == (false, false))
        #expect(TextUnit.scan(before + "\r" + after) == (false, false))
        #expect(TextUnit.scan(before + "\u{2066}%" + after) == (true, false))
    }

    @Test func aUnitWorksOutItsArgumentsOnce() {
        let unit = TextUnit(value: "%2$@ has %1$lld of %.1f", state: "translated", offset: 0, substitutions: [])
        #expect(unit.hasSpecifiers)
        #expect(unit.mixesPositionalAndSequential)
        #expect(unit.firstNumberArgument == 1)
        #expect(unit.highestArgumentNumber == 2)
        #expect(unit.arguments.map(\.number) == [1, 2])
        #expect(unit.arguments[1]?.kinds == [.integer, .floatingPoint])
        #expect(unit.arguments[1]?.text == "%1$lld")
        #expect(unit.arguments[1]?.fractionDigits == 1)
        #expect(unit.characterCount == 23)
    }

    @Test func aPlainValueNeedsNoParsing() {
        let unit = TextUnit(value: "Plain text", state: nil, offset: 0, substitutions: [])
        #expect(unit.template?.segments == [.literal("Plain text")])
        #expect(!unit.hasSpecifiers)
        #expect(unit.arguments.isEmpty)
        #expect(TextUnit(value: "", state: nil, offset: 0, substitutions: []).template?.segments == [])
    }

    @Test func argumentListsKeepOneUsePerNumberInOrder() {
        var list = ArgumentList()
        list.add(ArgumentUse(number: 3, kinds: .integer, text: "%3$lld", fractionDigits: nil))
        list.add(ArgumentUse(number: 1, kinds: ValueKinds(.object), text: "%1$@", fractionDigits: nil))
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
