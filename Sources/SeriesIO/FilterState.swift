/// One `--where` filter during a read: what it compares, whether it ever matched, and a few of
/// the values its column does hold, for the message when nothing matches.
struct FilterState {
    /// How many distinct values a message lists.
    static let maximumListed = 5

    let filter: RowFilter
    /// The column's index in a row (CSV, TSV, JSON pairs) or in an object's members by
    /// position; `nil` when JSON objects are searched by name.
    let index: Int?
    /// The column as a message names it.
    let label: String
    private let expected: [UInt8]
    private(set) var hasMatched = false
    private var seen: [[UInt8]] = []
    private var hasMoreValues = false

    init(filter: RowFilter, index: Int?, label: String) {
        self.filter = filter
        self.index = index
        self.label = label
        self.expected = Array(filter.value.utf8)
    }

    /// Whether a cell (already trimmed) meets the filter; a miss is remembered for the message.
    @inline(__always)
    mutating func test(_ cell: UnsafeRawBufferPointer) -> Bool {
        if cell.count == expected.count, expected.withUnsafeBytes({ $0.elementsEqual(cell) }) {
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
            let conditions = filters.map { "\($0.label) = \(CellText.quoted($0.filter.value))" }
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
        return "no row has \(CellText.quoted(missing.filter.value)) in \(missing.label): \(holding)"
    }
}
