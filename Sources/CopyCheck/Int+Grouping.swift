import JSONSyntax
import StringCatalog

extension Int {
    /// The number with thousands separated by commas, for messages.
    func formatted() -> String {
        let digits = String(self.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (self < 0 ? "-" : "") + grouped
    }
}
