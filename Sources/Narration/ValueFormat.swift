internal import CICUShim
import Foundation
import StringCatalog
import Synchronization

/// How a value is written: the default label, a fixed number of decimals, a percentage, a
/// currency, a compact number or a duration.
///
/// On the command line a format is written `number`, `number:1`, `percent`, `currency:USD`,
/// `currency:USD:whole`, `compact` or `duration`.
public enum ValueFormat: Hashable, Sendable {
    /// The default value label: whole numbers from 100 up ("8,412"), at most one decimal below
    /// 100 ("7.5", "7").
    case automatic
    /// A fixed number of decimals.
    case decimals(Int)
    /// A fraction as a percentage: 0.032 is "3.2%" (at most one decimal).
    case percent
    /// An amount of money in a currency (an ISO 4217 code), optionally in whole units.
    case currency(code: String, wholeUnits: Bool)
    /// A short form for large numbers: "12.4K" on screen, "12.4 thousand" spoken.
    case compact
    /// A number of seconds: "4m 12s" on screen, "4 minutes and 12 seconds" spoken.
    case duration

    /// Reads a format as the command line writes it.
    ///
    /// - Throws: a message saying which forms are accepted.
    public init(argument text: String) throws(ValueFormatError) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        switch (parts.first ?? "", parts.count) {
        case ("number", 1): self = .automatic
        case ("number", 2):
            guard let places = Int(parts[1]), (0...15).contains(places) else {
                throw ValueFormatError(text: text, reason: "number:N takes 0 to 15 decimals")
            }
            self = .decimals(places)
        case ("percent", 1): self = .percent
        case ("compact", 1): self = .compact
        case ("duration", 1): self = .duration
        case ("currency", 2), ("currency", 3):
            let code = parts[1].uppercased()
            guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                throw ValueFormatError(
                    text: text, reason: "a currency is a three-letter ISO 4217 code such as USD or EUR")
            }
            guard parts.count == 2 || parts[2] == "whole" else {
                throw ValueFormatError(text: text, reason: "a currency format may end with :whole, nothing else")
            }
            self = .currency(code: code, wholeUnits: parts.count == 3)
        default:
            throw ValueFormatError(
                text: text,
                reason: "expected number, number:N, percent, currency:CODE, currency:CODE:whole, compact or duration")
        }
    }
}
