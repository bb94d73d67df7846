/// Splits the rows of a long table into series by the text of one column (`--series`).
struct SeriesSplitter {
    /// The column's index in a row (or among a JSON element's members or elements).
    let index: Int?
    /// The column as messages name it.
    let label: String
    var keys = SeriesKeys()
    var groups: [GroupColumns] = []
    /// Room planned from the first rows for the series they name, taken when a series is first
    /// read (see ``reserve(shareOf:totalRows:)``).
    private var plannedRoom: [[UInt8]: (capacity: Int, populated: Bool)] = [:]

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
        if group == groups.count { addGroup(named: cell) }
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
    func message(for problem: SplitProblem) -> ReadMessage {
        switch problem {
        case .empty:
            "expected the name of a series in \(label), found an empty cell"
        case .tooMany:
            "\(label) holds more than \(SeriesKeys.maximumCount) different values, "
                + "more series than can be read one by one; \(remedy: .rowFilter(nil)) picks some"
        }
    }

    /// Plans room for each series the first rows name, its share of the file's rows, so that
    /// its columns grow once instead of doubling; a series takes its room when its first row
    /// is read (a row the read refuses names no series).
    ///
    /// When the first rows show several series (a table interleaved by date) the shares hold
    /// for the whole file, and the room's pages are brought in at once (``ColumnMemory``). When
    /// they show one (a table sorted by series) its share is unknown: it gets room for every
    /// row, reserved but not brought in, so the pages it never uses cost no memory.
    mutating func reserve(shareOf sample: [[UInt8]], totalRows: Int) {
        let sampled = sample.count
        guard sampled > 0 else { return }
        var counts: [[UInt8]: Int] = [:]
        for name in sample where !name.isEmpty { counts[name, default: 0] += 1 }
        for (name, count) in counts {
            let share = Double(count) / Double(sampled)
            plannedRoom[name] = (Int(Double(totalRows) * share * 1.05) + 16, counts.count > 1)
        }
    }

    /// A new series, with the room planned for it.
    private mutating func addGroup(named name: UnsafeRawBufferPointer) {
        var group = GroupColumns()
        if !plannedRoom.isEmpty, let room = plannedRoom.removeValue(forKey: Array(name)) {
            if room.populated {
                group.times = ColumnMemory.column(capacity: room.capacity)
                group.values = ColumnMemory.column(capacity: room.capacity)
            } else {
                group.times.reserveCapacity(room.capacity)
                group.values.reserveCapacity(room.capacity)
            }
        }
        groups.append(group)
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
