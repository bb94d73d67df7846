/// What a step did: the window before and after, or why nothing moved.
public struct StepOutcome: Hashable, Sendable {
    /// The step taken.
    public var action: LensAction

    /// The window before the step.
    public var previous: SampleWindow

    /// The window after the step (equal to ``previous`` when nothing moved).
    public var window: SampleWindow

    /// Why nothing moved, or `nil` when the window changed.
    public var limit: StepLimit?

    /// Whether "show all" went back to the remembered window rather than showing everything.
    public var wentBack: Bool

    /// Whether the window changed.
    public var moved: Bool { limit == nil }
}
