import Synchronization

/// Which numbers each plural category of a locale covers, as a placeholder shows them.
///
/// A whole-number placeholder (`%lld`) never shows a decimal, so the categories only decimals
/// reach (Czech and Slovak `many`, Lithuanian `many`) are never chosen through it; a decimal
/// placeholder that always shows decimals (`%.1f`) never reaches English `one`. The facts are
/// worked out from ICU's rules over sample numbers:
///
/// - whole numbers: 0 through 1,000, and 1,000,000 and 1,000,000,000 (French, Spanish, Italian
///   and Portuguese use `many` for a million);
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

    /// The numbers a display shows, and the category of each.
    private struct Table: Sendable {
        /// The displayed numbers, as plain decimals, in increasing order.
        var numbers: [String]
        /// The category of each.
        var categories: [PluralCategory]
    }

    private let tables = Mutex<[NumberDisplay: Table]>([:])

    /// The facts of a locale's rules.
    public init(rules: PluralRules) {
        self.rules = rules
    }

    /// The whole numbers sampled: 0 through 1,000, a million and a billion.
    static let wholeNumbers: [Int] = Array(0...1_000) + [1_000_000, 1_000_000_000]

    private func table(for display: NumberDisplay) -> Table {
        tables.withLock { known in
            if let table = known[display] { return table }
            let table = Self.makeTable(display, rules: rules)
            known[display] = table
            return table
        }
    }

    private static func makeTable(_ display: NumberDisplay, rules: PluralRules) -> Table {
        switch display {
        case .wholeNumber, .text:
            let categories = rules.categoriesOfWholeNumbers(through: 1_000) + [1_000_000, 1_000_000_000].map(rules.category(for:))
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
    public func categories(for display: NumberDisplay) -> [PluralCategory] {
        if display == .text { return rules.categories }
        return Set(table(for: display).categories).sorted()
    }

    /// Whether a display reaches `category`.
    public func reaches(_ category: PluralCategory, with display: NumberDisplay) -> Bool {
        display != .text && table(for: display).categories.contains(category)
    }

    /// Whether whole numbers reach `category` only from a million up (French `many`).
    public func isForLargeNumbersOnly(_ category: PluralCategory) -> Bool {
        let table = table(for: .wholeNumber)
        var found = false
        for (index, number) in Self.wholeNumbers.enumerated() where table.categories[index] == category {
            if number < 1_000_000 { return false }
            found = true
        }
        return found
    }

    /// Whether `category`, as `display` shows numbers, stands for exactly one number: English
    /// `one` is 1; Russian `one` is also 21, 31, 101…; French `one` is 0 and 1, but 1 alone
    /// beside a `zero` form (which takes 0, as in Apple's catalogs). A form for such a
    /// category may leave the number out ("one day"); any other must show it.
    ///
    /// - Parameter hasZeroForm: whether the set of forms has a `zero` form, which takes the
    ///   number 0 whatever the category's rule.
    public func coversSingleNumber(_ category: PluralCategory, with display: NumberDisplay, hasZeroForm: Bool) -> Bool {
        examples(of: category, with: display, hasZeroForm: hasZeroForm, limit: 2).count == 1
    }

    /// Up to `limit` numbers (as displayed) that `display` puts in `category`, smallest first;
    /// with a `zero` form, the number 0 is left out (the zero form takes it), unless the
    /// category is `zero` itself.
    public func examples(of category: PluralCategory, with display: NumberDisplay, hasZeroForm: Bool = false, limit: Int = 4) -> [String] {
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
    public func examplesText(of category: PluralCategory, with display: NumberDisplay, hasZeroForm: Bool = false) -> String {
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
