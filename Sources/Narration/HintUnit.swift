/// The unit the keyboard hint names a step in ("move a week", "move 3 months").
public enum HintUnit: String, CaseIterable, Hashable, Sendable {
    case day, week, month, quarter, year, reading
}
