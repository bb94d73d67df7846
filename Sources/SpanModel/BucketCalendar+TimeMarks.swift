extension BucketCalendar {
    /// The ordinal of the stretch of `mark` that holds a local day. Consecutive stretches have
    /// consecutive ordinals; a decade runs from a year ending in 0 (2010 to 2019), a century
    /// from a year ending in 00 (1900 to 1999), as people count them.
    public func ordinal(of mark: TimeMark, ofDayNumber day: Int) -> Int {
        switch mark {
        case .day: bucket(.day, ofDayNumber: day)
        case .week: bucket(.week, ofDayNumber: day)
        case .month: bucket(.month, ofDayNumber: day)
        case .year: bucket(.year, ofDayNumber: day)
        case .decade: Self.floorDivide(CivilDate(dayNumber: day).year, 10)
        case .century: Self.floorDivide(CivilDate(dayNumber: day).year, 100)
        }
    }
}
