import StringCatalog

/// A number a plural entry is rendered with: 0, 1, 2, 3, 5, 11, 12, 21, 22, 101, 1,000,000
/// and 1.5, shown as a placeholder of the argument's type would show it.
struct SampleNumber {
    /// The value in tenths, so that 1.5 is exact.
    var tenths: Int

    static let all: [SampleNumber] =
        [0, 1, 2, 3, 5, 11, 12, 21, 22, 101, 1_000_000].map { SampleNumber(tenths: $0 * 10) }
        + [SampleNumber(tenths: 15)]

    /// The number as shown with `fractionDigits` decimals (`nil`: a whole-number placeholder,
    /// which shows 1.5 rounded half to even, as 2).
    func displayed(fractionDigits: Int?) -> DisplayedNumber {
        var whole = tenths / 10
        let tenth = tenths % 10
        guard let digits = fractionDigits, digits > 0 else {
            if tenth > 5 || (tenth == 5 && whole % 2 == 1) { whole += 1 }
            return DisplayedNumber(text: whole.formatted(), decimal: String(whole))
        }
        let fraction = String(tenth) + String(repeating: "0", count: digits - 1)
        return DisplayedNumber(text: whole.formatted() + "." + fraction, decimal: String(whole) + "." + fraction)
    }
}
