/// A row of a window's data table: a sample, or a run of samples missing between two rows.
public struct TableRow: Hashable, Sendable {
    /// The sample's index, or `nil` for a run of missing samples.
    public var sample: Int?
    /// For a run of missing samples, the first and last instants missing (seconds since 1970).
    public var missing: ClosedRange<Double>?
    /// The row as spoken: "3 March, 8,412", "10 June to 19 June: no data".
    public var text: String

    /// Creates a row.
    public init(sample: Int?, missing: ClosedRange<Double>?, text: String) {
        self.sample = sample
        self.missing = missing
        self.text = text
    }
}
