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
    func collection(
        template: SeriesTable, columnName: String?, columnPosition: Int?, filteredOutRowCount: Int
    )
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
