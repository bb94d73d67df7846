@testable import SpanModel

/// A mark on a picture or text strip of the whole series: a sample that starts a new bucket.
struct SeriesMark: Hashable, Sendable {
    /// The sample the mark stands at.
    var index: Int
    /// The kind of bucket marked.
    var kind: BucketKind
    /// Whether the mark names a year rather than its bucket: January's mark when months are
    /// marked and the series crosses a year.
    var namesYear: Bool
}

extension Series {
    /// The marks for a picture or text strip of the whole series: years for a series over 800
    /// days long, months over 62 days, weeks over 6 days, otherwise days; a mark at every sample
    /// whose bucket differs from the previous sample's.
    ///
    /// - Complexity: O(n).
    func marks(calendar: BucketCalendar) -> [SeriesMark] {
        guard count > 1 else { return [] }
        let days = (times[count - 1] - times[0]) / Cadence.day
        let kind: BucketKind =
            switch days {
            case let length where length > 800: .year
            case let length where length > 62: .month
            case let length where length > 6: .week
            default: .day
            }
        let firstYear = calendar.civilDate(of: times[0]).year
        let lastYear = calendar.civilDate(of: times[count - 1]).year
        let crossesYear = firstYear != lastYear
        var marks: [SeriesMark] = []
        var previous = calendar.bucket(kind, containing: times[0])
        for index in 1..<count {
            let day = calendar.dayNumber(of: times[index])
            let bucket = calendar.bucket(kind, ofDayNumber: day)
            guard bucket != previous else { continue }
            previous = bucket
            let namesYear = kind == .month && crossesYear && CivilDate(dayNumber: day).month == 1
            marks.append(SeriesMark(index: index, kind: kind, namesYear: namesYear))
        }
        return marks
    }
}
