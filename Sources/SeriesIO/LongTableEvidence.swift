/// Watches a text column while a file is read as one series, to tell whether the file is a
/// long table that would blend several series into one.
///
/// The rule: the dates repeat; the column holds at least two distinct texts; texts times
/// distinct dates is at most twice the samples (each text comes back date after date, as a
/// series does, so a column of free text, different in nearly every row, does not count); and
/// within each text the dates repeat less than they do over the whole file (so the column
/// explains at least some of the repeats). The work per row is one comparison with the
/// previous row's text, or a hash look-up when it differs, and four bytes a sample.
struct LongTableEvidence {
    let index: Int
    let label: String
    /// The column's header name, for the command lines the message suggests.
    let reference: String
    private var keys = SeriesKeys()
    /// The series of each sample, in the order the samples were added.
    private var groupOfSample: [UInt32] = []
    private var overflowed = false

    init(index: Int, label: String, reference: String) {
        self.index = index
        self.label = label
        self.reference = reference
    }

    /// Notes the text of the row whose sample was just added.
    @inline(__always)
    mutating func noteSample(_ cell: UnsafeRawBufferPointer) {
        guard !overflowed else { return }
        guard let group = keys.index(of: cell) else {
            overflowed = true
            groupOfSample = []
            return
        }
        groupOfSample.append(UInt32(group))
    }

    /// Why the table must not be read as one series, or `nil` when it may be.
    ///
    /// - Complexity: O(1) when no date repeats; O(n log n) otherwise.
    func refusal(_ table: SeriesTable) -> ReadMessage? {
        // A series column repeats the same few texts date after date: with k texts over d
        // distinct dates, a long table has about k × d rows (at least half of them, allowing
        // for series that start late or stop early); a column of free text has nearly as many
        // texts as rows, and k × d far beyond that.
        let distinctDates = table.count - table.duplicateDateCount
        guard table.duplicateDateCount > 0, !overflowed, keys.count >= 2, groupOfSample.count == table.count,
            keys.count * distinctDates <= 2 * table.count
        else { return nil }
        let order = table.times.indices.sorted {
            let left = (groupOfSample[$0], table.times[$0])
            let right = (groupOfSample[$1], table.times[$1])
            return left < right
        }
        var within = 0
        for position in order.indices.dropFirst() {
            let previous = order[position - 1]
            let current = order[position]
            if groupOfSample[previous] == groupOfSample[current], table.times[previous] == table.times[current] {
                within += 1
            }
        }
        guard within < table.duplicateDateCount else { return nil }
        let shown = min(keys.count, FilterState.maximumListed)
        var names = (0..<shown).map { CellText.quoted(keys.name($0)) }
        if keys.count > shown { names.append("\(keys.count - shown) others") }
        let list = names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + names.last! : names[0]
        let filter = "\(reference)=\(keys.name(0))"
        return "this file holds \(keys.count) series in one table: dates repeat, and \(label) tells them apart "
            + "(\(list)); read one with \(remedy: .rowFilter(filter)), or each in turn with "
            + "\(remedy: .seriesColumn(reference))"
    }
}
