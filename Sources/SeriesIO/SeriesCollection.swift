/// Several series read from one long table (dates repeat, and a column tells the series apart,
/// as in stock prices by symbol): one table per value of that column, in the order each value
/// first appears in the file.
///
/// ```swift
/// let prices = try SeriesReader.read(path: "prices.csv", splittingBy: .name("symbol"))
/// for member in prices.members {
///     print(member.name, member.table.count)   // AAPL 2517, GOOG 2517, …
/// }
/// ```
///
/// Each member's table counts its own gaps, skipped rows, repeated dates and data rows; rows
/// left out by `--where` belong to no member and are counted here.
public struct SeriesCollection: Sendable {
    /// One series of the collection.
    public struct Member: Sendable {
        /// The text that names the series in the splitting column, as written (trimmed).
        public var name: String

        /// The series' samples, in file order, with what reading them left out.
        public var table: SeriesTable

        /// Creates a member.
        public init(name: String, table: SeriesTable) {
            self.name = name
            self.table = table
        }
    }

    /// The series, in the order their names first appear in the file. A name whose rows were
    /// all gaps or skipped has a member with no samples.
    public var members: [Member]

    /// The header cell or member name of the column that tells the series apart, when there
    /// is one.
    public var columnName: String?

    /// The position (from 1) of that column in a row, when rows have positions.
    public var columnPosition: Int?

    /// Data rows left out because they did not meet the filters.
    public var filteredOutRowCount: Int

    /// Creates a collection.
    public init(members: [Member], columnName: String?, columnPosition: Int?, filteredOutRowCount: Int) {
        self.members = members
        self.columnName = columnName
        self.columnPosition = columnPosition
        self.filteredOutRowCount = filteredOutRowCount
    }
}

/// The samples and counts of one series while a long table is read.
struct GroupColumns {
    var times: [Double] = []
    var values: [Double] = []
    var gapCount = 0
    var skippedRowCount = 0
    var skippedRows: [SeriesReadError] = []
    var dataRowCount = 0
    private(set) var isSorted = true
    private var lastTime = -Double.infinity
    private var adjacentDuplicates = 0

    @inline(__always)
    mutating func append(time: Double, value: Double) {
        if time < lastTime {
            isSorted = false
        } else if time == lastTime {
            adjacentDuplicates += 1
        }
        lastTime = time
        times.append(time)
        values.append(value)
    }

    /// Adds a gap: a row whose value cell is empty keeps its date, with no value (NaN).
    @inline(__always)
    mutating func appendGap(time: Double) {
        gapCount += 1
        append(time: time, value: .nan)
    }

    /// Adds the sample of a data row: the row and the sample are counted together.
    @inline(__always)
    mutating func appendRow(time: Double, value: Double) {
        dataRowCount &+= 1
        append(time: time, value: value)
    }

    mutating func noteSkipped(_ error: SeriesReadError) {
        skippedRowCount += 1
        if skippedRows.count < SeriesTable.maximumKeptErrors { skippedRows.append(error) }
    }

    /// The samples whose instant equals an earlier one's in this series.
    func duplicateCount() -> Int {
        TableBuilder.duplicateCount(times, isSorted: isSorted, adjacentDuplicates: adjacentDuplicates)
    }
}

/// Splits the rows of a long table into series by the text of one column (`--series`).
struct SeriesSplitter {
    /// The column's index in a row (or among a JSON element's members or elements).
    let index: Int?
    /// The column as messages name it.
    let label: String
    var keys = SeriesKeys()
    var groups: [GroupColumns] = []

    init(index: Int?, label: String) {
        self.index = index
        self.label = label
    }

    /// The series a row belongs to by its cell in the column (trimmed), or the reason it
    /// belongs to none.
    @inline(__always)
    mutating func group(for cell: UnsafeRawBufferPointer) -> Result<Int, SplitProblem> {
        if cell.isEmpty { return .failure(.empty) }
        guard let group = keys.index(of: cell) else { return .failure(.tooMany) }
        if group == groups.count { groups.append(GroupColumns()) }
        return .success(group)
    }

    /// The series of a name of up to seven bytes already seen, packed with its length as
    /// ``SeriesKeys`` packs it; `nil` for a name not seen yet (the general path adds it).
    @inline(__always)
    mutating func groupOfPacked(_ packed: UInt64) -> Int? {
        keys.index(ofPacked: packed)
    }

    /// Why a row belongs to no series.
    enum SplitProblem: Error {
        case empty
        case tooMany
    }

    /// The message for a row that belongs to no series.
    func message(for problem: SplitProblem) -> String {
        switch problem {
        case .empty:
            "expected the name of a series in \(label), found an empty cell"
        case .tooMany:
            "\(label) holds more than \(SeriesKeys.maximumCount) different values, "
                + "more series than can be read one by one; --where picks some"
        }
    }

    /// Gives each series that the first rows show room for its share of the file's rows, so
    /// that its columns grow once instead of doubling.
    ///
    /// When the first rows show several series (a table interleaved by date) the shares hold
    /// for the whole file, and the room's pages are brought in at once (``ColumnMemory``). When
    /// they show one (a table sorted by series) its share is unknown: it gets room for every
    /// row, reserved but not brought in, so the pages it never uses cost no memory.
    mutating func reserve(shareOf sample: [Int], totalRows: Int) {
        let sampled = sample.count
        guard sampled > 0 else { return }
        var counts: [Int: Int] = [:]
        for group in sample { counts[group, default: 0] += 1 }
        for (group, count) in counts where group < groups.count && groups[group].times.isEmpty {
            let share = Double(count) / Double(sampled)
            let room = Int(Double(totalRows) * share * 1.05) + 16
            if counts.count > 1 {
                groups[group].times = ColumnMemory.column(capacity: room)
                groups[group].values = ColumnMemory.column(capacity: room)
            } else {
                groups[group].times.reserveCapacity(room)
                groups[group].values.reserveCapacity(room)
            }
        }
    }

    /// The finished series, each with the facts every member shares copied from `template`.
    func collection(template: SeriesTable, columnName: String?, columnPosition: Int?, filteredOutRowCount: Int)
        -> SeriesCollection
    {
        let members = groups.indices.map { index -> SeriesCollection.Member in
            let group = groups[index]
            var table = template
            table.times = group.times
            table.values = group.values
            table.gapCount = group.gapCount
            table.skippedRowCount = group.skippedRowCount
            table.skippedRows = group.skippedRows
            table.duplicateDateCount = group.duplicateCount()
            table.dataRowCount = group.dataRowCount
            table.filteredOutRowCount = 0
            table.isSorted = group.isSorted
            return SeriesCollection.Member(name: keys.name(index), table: table)
        }
        return SeriesCollection(
            members: members, columnName: columnName, columnPosition: columnPosition,
            filteredOutRowCount: filteredOutRowCount)
    }
}

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
    func refusal(_ table: SeriesTable) -> String? {
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
        let example = Self.shellWord("\(reference)=\(keys.name(0))")
        return "this file holds \(keys.count) series in one table: dates repeat, and \(label) tells them apart "
            + "(\(list)); read one with --where \(example), or each in turn with --series \(Self.shellWord(reference))"
    }

    /// A word as a shell needs it (``ShellWord/quoted(_:)``).
    static func shellWord(_ text: String) -> String {
        ShellWord.quoted(text)
    }
}

/// Words of a command line as a message suggests them, so that they can be pasted into a shell.
public enum ShellWord {
    /// A word as a shell needs it: as it is when it holds only letters, digits and `=._-/:`,
    /// else in single quotes (a quote inside written `'\\''`).
    ///
    /// ```swift
    /// ShellWord.quoted("symbol=AAPL")    // symbol=AAPL
    /// ShellWord.quoted("Dow Jones")      // 'Dow Jones'
    /// ```
    public static func quoted(_ text: String) -> String {
        let plain = !text.isEmpty && text.unicodeScalars.allSatisfy {
            ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "=._-/:".unicodeScalars.contains($0))
        }
        if plain { return text }
        return "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
