/// What `check` produced: the report and the status to exit with.
public struct CheckOutcome: Hashable, Sendable {
    /// The findings and summaries.
    public var report: CheckReport
    /// The status to exit with.
    public var exitStatus: CheckExitStatus
}
