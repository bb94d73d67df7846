import StringCatalog

/// How a value is written.
public enum ValueFormat: Hashable, Sendable {
    /// The default value label: whole numbers from 100 up ("8,412"), at most one decimal below
    /// 100 ("7.5", "7").
    case automatic
    /// A fixed number of decimals.
    case decimals(Int)
    /// A fraction as a percentage: 0.032 is "3.2%" (at most one decimal).
    case percent

    /// Writes `value` with the locale's symbols.
    ///
    /// - Complexity: O(digits).
    public func format(_ value: Double, symbols: NumberSymbols) -> DisplayedNumber {
        switch self {
        case .automatic:
            let places = abs(value) >= 100 ? 0...0 : 0...1
            return symbols.format(value, fractionDigits: places)
        case .decimals(let count):
            let places = max(0, min(count, 15))
            return symbols.format(value, fractionDigits: places...places)
        case .percent:
            return symbols.formatPercent(value, fractionDigits: 0...1)
        }
    }
}
