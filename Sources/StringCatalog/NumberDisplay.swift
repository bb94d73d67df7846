/// How a placeholder shows the number that chooses a plural form.
package enum NumberDisplay: Hashable, Sendable {
    /// A whole number (`%lld`, `%d`): only the integer categories are reached.
    case wholeNumber
    /// A decimal with a fixed number of decimals (`%.1f` shows 1 as `1.0`).
    case decimal(fractionDigits: Int)
    /// Not a number (`%@`): the forms are never chosen by a number.
    case text
}
