/// The `--where` filters on one column during a read: the values it accepts (several when
/// `--where` names the column more than once: a row may hold any of them), whether it ever
/// matched, and a few of the values its column does hold, for the message when nothing matches.
///
/// Filters on different columns must all be met; filters on the same column are alternatives,
/// so `--where symbol=AAPL --where symbol=GOOG` keeps both symbols' rows.
package struct FilterState {
    /// How many distinct values a message lists.
    static let maximumListed = 5

    /// The first filter on the column (its column reference names the column).
    package let filter: RowFilter
    /// Every value the column may hold, in the order given.
    private(set) var values: [String]
    /// The column's index in a row (CSV, TSV, JSON pairs) or in an object's members by
    /// position; `nil` when JSON objects are searched by name.
    package let index: Int?
    /// The column as a message names it.
    let label: String
    private var expected: [[UInt8]]
    private(set) var hasMatched = false
    private var seen: [[UInt8]] = []
    private var hasMoreValues = false

    init(filter: RowFilter, index: Int?, label: String) {
        self.filter = filter
        self.values = [filter.value]
        self.index = index
        self.label = label
        self.expected = [Array(filter.value.utf8)]
    }

    /// The filters with those on the same column (the same label) merged into one, which a row
    /// meets by holding any of their values; in the order each column was first named.
    static func combined(_ filters: [FilterState]) -> [FilterState] {
        var combined: [FilterState] = []
        for filter in filters {
            if let same = combined.firstIndex(where: { $0.label == filter.label }) {
                for value in filter.values where !combined[same].values.contains(value) {
                    combined[same].values.append(value)
                    combined[same].expected.append(Array(value.utf8))
                }
            } else {
                combined.append(filter)
            }
        }
        return combined
    }

    /// Whether a cell (already trimmed) meets the filter; a miss is remembered for the message.
    @inline(__always)
    package mutating func test(_ cell: UnsafeRawBufferPointer) -> Bool {
        for value in expected where cell.count == value.count && value.withUnsafeBytes({ $0.elementsEqual(cell) }) {
            hasMatched = true
            return true
        }
        if !hasMoreValues, !seen.contains(where: { $0.elementsEqual(cell) }) {
            if seen.count == Self.maximumListed {
                hasMoreValues = true
            } else {
                seen.append(Array(cell))
            }
        }
        return false
    }

    /// Why no row was read when the filters left none.
    static func noMatchMessage(_ filters: [FilterState]) -> String {
        guard let missing = filters.first(where: { !$0.hasMatched }) else {
            let conditions = filters.map { "\($0.label) = \(CellText.list($0.values, conjunction: "or"))" }
            return "no row meets all of the conditions \(conditions.joined(separator: ", ")) together, "
                + "though each one alone matches some rows"
        }
        let held = missing.seen.map { String(decoding: $0, as: UTF8.self) }
        let holding: String
        if held.isEmpty {
            holding = "that column is empty in every row"
        } else if held.count == 1 {
            holding = "that column holds only \(CellText.quoted(held[0]))"
        } else {
            let listed =
                missing.hasMoreValues
                ? held.map(CellText.quoted).joined(separator: ", ") + " and others"
                : CellText.list(held)
            holding = "that column holds \(listed)"
        }
        return "no row has \(CellText.list(missing.values, conjunction: "or")) in \(missing.label): \(holding)"
    }
}
