import Synchronization

/// Which numbers each plural category of a locale covers, as a placeholder shows them.
///
/// A whole-number placeholder (`%lld`) never shows a decimal, so the categories only decimals
/// reach (Czech and Slovak `many`, Lithuanian `many`) are never chosen through it; a decimal
/// placeholder that always shows decimals (`%.1f`) never reaches English `one`. The facts are
/// worked out from ICU's rules over sample numbers:
///
/// - whole numbers: 0 through 219, a few thousands, and 1,000,000 and 1,000,000,000 (French,
///   Spanish, Italian and Portuguese use `many` for a million);
/// - decimals with *n* digits: the same whole numbers and the tenths from 0.0 to 20.0, each
///   shown with *n* decimals.
///
/// ```swift
/// let czech = PluralCoverage(rules: try PluralRules(locale: "cs"))
/// czech.categories(for: .wholeNumber)      // [.one, .few, .other]
/// czech.categories(for: .decimal(fractionDigits: 1))   // [.many]
/// ```
///
/// Instances are safe to share between threads; the facts of each display are worked out on
/// first use and kept.
public final class PluralCoverage: Sendable {
    /// The rules the facts come from.
    public let rules: PluralRules

    /// The numbers a display shows, the category of each, and the facts the checks ask about
    /// every category, worked out once.
    private struct Table: Sendable {
        /// The displayed numbers, as plain decimals, in increasing order.
        var numbers: [String]
        /// The category of each.
        var categories: [PluralCategory]
        /// The categories reached, a bit each by rank.
        var reached: UInt8 = 0
        /// The categories that are one number alone, without and with a zero form taking 0.
        var single: UInt8 = 0
        var singleBesideZero: UInt8 = 0
        /// The categories reached only from a million up.
        var largeOnly: UInt8 = 0

        init(numbers: [String], categories: [PluralCategory]) {
            self.numbers = numbers
            self.categories = categories
            var counts = [Int](repeating: 0, count: 6)
            var countsBesideZero = [Int](repeating: 0, count: 6)
            var small: UInt8 = 0
            for (number, category) in zip(numbers, categories) {
                let bit = UInt8(1) << UInt8(category.rank)
                reached |= bit
                counts[category.rank] += 1
                if number != "0" || category == .zero { countsBesideZero[category.rank] += 1 }
                if number.utf8.count < 7 || number.contains(".") { small |= bit }
            }
            for rank in 0..<6 {
                let bit = UInt8(1) << UInt8(rank)
                if counts[rank] == 1 { single |= bit }
                if countsBesideZero[rank] == 1 { singleBesideZero |= bit }
            }
            largeOnly = reached & ~small
        }

        func has(_ mask: UInt8, _ category: PluralCategory) -> Bool {
            mask & (UInt8(1) << UInt8(category.rank)) != 0
        }
    }

    /// The whole numbers' table, asked for by nearly every set of forms, made at once.
    private let wholeNumberTable: Table
    /// The decimals' tables, by number of decimals, made on first use.
    private let tables = Mutex<[NumberDisplay: Table]>([:])

    /// The facts of a locale's rules.
    public init(rules: PluralRules) {
        self.rules = rules
        self.wholeNumberTable = Self.makeTable(.wholeNumber, rules: rules)
    }

    /// The whole numbers sampled: 0 through 219 (every last two digits, and the teens of the
    /// second hundred, which CLDR rules single out), some thousands, a million and a billion.
    static let wholeNumbers: [Int] =
        Array(0...219) + [
            1_000, 1_001, 1_002, 1_011, 1_021, 10_000, 100_000, 1_000_000, 1_000_001, 2_000_000, 1_000_000_000,
        ]

    private func table(for display: NumberDisplay) -> Table {
        if display == .wholeNumber || display == .text || display == .decimal(fractionDigits: 0) {
            return wholeNumberTable
        }
        return tables.withLock { known in
            if let table = known[display] { return table }
            let table = Self.makeTable(display, rules: rules)
            known[display] = table
            return table
        }
    }

    private static func makeTable(_ display: NumberDisplay, rules: PluralRules) -> Table {
        switch display {
        case .wholeNumber, .text:
            let categories =
                rules.categoriesOfWholeNumbers(through: 219) + wholeNumbers.dropFirst(220).map(rules.category(for:))
            return Table(numbers: wholeNumbers.map(String.init), categories: categories)
        case .decimal(let digits) where digits <= 0:
            return makeTable(.wholeNumber, rules: rules)
        case .decimal(let digits):
            let padding = String(repeating: "0", count: min(digits, 12) - 1)
            var numbers: [String] = []
            for whole in wholeNumbers where whole > 20 { numbers.append("\(whole).0" + padding) }
            for tenths in 0...200 { numbers.append("\(tenths / 10).\(tenths % 10)" + padding) }
            numbers.sort { Double($0)! < Double($1)! }
            return Table(numbers: numbers, categories: numbers.map(rules.category(forDecimal:)))
        }
    }

    /// The categories a display reaches, in CLDR order. A text placeholder (`.text`) reaches
    /// none through a number; every category of the language is given for it, as what its
    /// forms would need if the argument were a number.
    package func categories(for display: NumberDisplay) -> [PluralCategory] {
        if display == .text { return rules.categories }
        let table = table(for: display)
        return PluralCategory.allCases.filter { table.has(table.reached, $0) }
    }

    /// Whether a display reaches `category`.
    package func reaches(_ category: PluralCategory, with display: NumberDisplay) -> Bool {
        guard display != .text else { return false }
        let table = table(for: display)
        return table.has(table.reached, category)
    }

    /// Whether whole numbers reach `category` only from a million up (French `many`).
    public func isForLargeNumbersOnly(_ category: PluralCategory) -> Bool {
        let table = table(for: .wholeNumber)
        return table.has(table.largeOnly, category)
    }

    /// Whether `category`, as `display` shows numbers, stands for exactly one number: English
    /// `one` is 1; Russian `one` is also 21, 31, 101…; French `one` is 0 and 1, but 1 alone
    /// beside a `zero` form (which takes 0, as in Apple's catalogs). A form for such a
    /// category may leave the number out ("one day"); any other must show it.
    ///
    /// - Parameter hasZeroForm: whether the set of forms has a `zero` form, which takes the
    ///   number 0 whatever the category's rule.
    package func coversSingleNumber(_ category: PluralCategory, with display: NumberDisplay, hasZeroForm: Bool) -> Bool
    {
        guard display != .text else { return false }
        let table = table(for: display)
        return table.has(hasZeroForm ? table.singleBesideZero : table.single, category)
    }

    /// Up to `limit` numbers (as displayed) that `display` puts in `category`, smallest first;
    /// with a `zero` form, the number 0 is left out (the zero form takes it), unless the
    /// category is `zero` itself.
    package func examples(
        of category: PluralCategory, with display: NumberDisplay, hasZeroForm: Bool = false, limit: Int = 4
    ) -> [String] {
        guard display != .text else { return [] }
        let table = table(for: display)
        var found: [String] = []
        for (index, number) in table.numbers.enumerated() where table.categories[index] == category {
            if hasZeroForm, category != .zero, number == "0" { continue }
            found.append(number)
            if found.count == limit { break }
        }
        return found
    }

    /// "1, 21, 31, 41…" for messages: the examples of a category, with an ellipsis when there
    /// are more.
    package func examplesText(
        of category: PluralCategory, with display: NumberDisplay, hasZeroForm: Bool = false
    ) -> String {
        let examples = self.examples(of: category, with: display, hasZeroForm: hasZeroForm, limit: 5)
        guard !examples.isEmpty else { return "no number" }
        let shown = examples.prefix(4).map(Self.grouped)
        return shown.joined(separator: ", ") + (examples.count > 4 ? "…" : "")
    }

    /// A plain decimal with thousands separated by commas: "1,000,000".
    static func grouped(_ decimal: String) -> String {
        let parts = decimal.split(separator: ".", maxSplits: 1)
        let digits = Array(parts[0])
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return parts.count > 1 ? grouped + "." + parts[1] : grouped
    }
}
