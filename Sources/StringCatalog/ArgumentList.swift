/// The arguments a text takes, one use per argument number, in increasing order of number.
/// A text takes a handful at most, so a sorted array serves better than a dictionary.
package struct ArgumentList: Sequence, Hashable, Sendable {
    /// The uses, in increasing order of argument number.
    package private(set) var uses: [ArgumentUse] = []

    /// An empty list.
    package init() {}

    /// Whether no argument is taken.
    package var isEmpty: Bool { uses.isEmpty }

    /// The highest argument number taken.
    package var highestNumber: Int? { uses.last?.number }

    /// The use of argument `number`, if taken.
    package subscript(number: Int) -> ArgumentUse? {
        for use in uses where use.number == number { return use }
        return nil
    }

    /// The uses in order.
    package func makeIterator() -> IndexingIterator<[ArgumentUse]> {
        uses.makeIterator()
    }

    /// Adds a placeholder's use of an argument: to one already taken its kinds are added, and
    /// it keeps its first text and its first precision.
    package mutating func add(_ use: ArgumentUse) {
        // Arguments mostly come in increasing order: they are appended.
        if uses.last.map({ $0.number < use.number }) ?? true {
            // Room for a few at once: a text takes one to three arguments.
            if uses.isEmpty { uses.reserveCapacity(4) }
            uses.append(use)
            return
        }
        var index = 0
        while index < uses.count, uses[index].number < use.number { index += 1 }
        if index < uses.count, uses[index].number == use.number {
            uses[index].kinds.formUnion(use.kinds)
            uses[index].fractionDigits = uses[index].fractionDigits ?? use.fractionDigits
        } else {
            uses.insert(use, at: index)
        }
    }

    /// Adds every use of `other`, as ``add(_:)`` does.
    package mutating func merge(_ other: ArgumentList) {
        if uses.isEmpty {
            uses = other.uses
            return
        }
        for use in other.uses { add(use) }
    }

    /// Whether every argument from 1 through `last` is taken.
    package func takesAll(through last: Int) -> Bool {
        guard last > 0 else { return true }
        guard uses.count >= last else { return false }
        for number in 1...last where self[number] == nil { return false }
        return true
    }

    /// Adds a use for an argument not taken yet; leaves a taken one as it is.
    package mutating func addIfAbsent(_ use: ArgumentUse) {
        if self[use.number] == nil { add(use) }
    }
}
