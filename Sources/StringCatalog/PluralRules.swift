internal import CICUShim
import Synchronization

/// The CLDR plural rules of one locale, from ICU.
///
/// The category is chosen from a number **as displayed**: `"1"` is `one` in English but `"1.0"`
/// is `other`, and every decimal is `other` in Polish. Pass the displayed digits as a plain
/// ASCII decimal (the locale's own digits and separators are not needed).
///
/// ```swift
/// let polish = try PluralRules(locale: "pl")
/// polish.category(forDecimal: "22")   // .few
/// polish.category(forDecimal: "1.5")  // .other
/// ```
///
/// Instances are safe to share between threads. The whole numbers below
/// ``smallWholeNumberLimit`` (most numbers a sentence counts) are looked up in a table made when
/// the rules are opened, without a lock; other numbers go to ICU one call at a time, and each
/// displayed number's category is remembered.
public final class PluralRules: Sendable {
    /// The locale the rules are for, as given.
    public let locale: String

    /// The categories the locale uses, in CLDR order.
    public let categories: [PluralCategory]

    /// The whole numbers from 0 up to this one (excluded) have their categories in a table.
    public static let smallWholeNumberLimit = 32

    /// The category of each whole number below ``smallWholeNumberLimit``.
    private let smallWholeNumbers: [PluralCategory]

    private struct State: ~Copyable {
        let rules: OpaquePointer
        var cache: [String: PluralCategory] = [:]
    }

    private let state: Mutex<State>

    /// Opens the rules for a locale identifier (`"pl"`, `"zh-Hans"`, `"ar_EG"`).
    public init(locale: String) throws(PluralRulesError) {
        let icuLocale = locale.replacingHyphens()
        var status: Int32 = 0
        guard let rules = rl_plural_rules_open(icuLocale, &status), status <= 0 else {
            throw PluralRulesError(locale: locale, icuError: String(cString: rl_error_name(status)))
        }
        var buffer = [CChar](repeating: 0, count: 128)
        let length = rl_plural_rules_keywords(rules, &buffer, Int32(buffer.count), &status)
        let words = String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        self.locale = locale
        self.categories = words.split(separator: " ").compactMap { PluralCategory(rawValue: String($0)) }.sorted()
        self.smallWholeNumbers = (0..<Self.smallWholeNumberLimit).map { Self.select(String($0), rules: rules) }
        self.state = Mutex(State(rules: rules))
    }

    /// ICU's category for a plain decimal; the caller serializes calls for one `rules`.
    private static func select(_ decimal: String, rules: OpaquePointer) -> PluralCategory {
        var status: Int32 = 0
        var buffer = (Int64(0), Int64(0))
        let length = withUnsafeMutableBytes(of: &buffer) { raw in
            let characters = raw.bindMemory(to: CChar.self)
            return rl_plural_rules_select_decimal(
                rules, decimal, characters.baseAddress!, Int32(characters.count), &status)
        }
        guard status <= 0, length > 0, length <= 16 else { return .other }
        let word = withUnsafeBytes(of: &buffer) { String(decoding: $0.prefix(Int(length)), as: UTF8.self) }
        return PluralCategory(rawValue: word) ?? .other
    }

    /// The value of a whole number written without sign or leading zero ("0", "17") that is
    /// below ``smallWholeNumberLimit``, or `nil`.
    private static func smallWholeNumber(_ text: String) -> Int? {
        var value = 0
        var count = 0
        for byte in text.utf8 {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), count < 2 else { return nil }
            if count == 1, value == 0 { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            count += 1
        }
        return count > 0 && value < smallWholeNumberLimit ? value : nil
    }

    deinit {
        state.withLock { rl_plural_rules_close($0.rules) }
    }

    /// The category of a number displayed as `decimal` (ASCII digits, an optional leading `-`,
    /// an optional `.` and fraction digits exactly as shown: `"1.0"`, `"22"`, `"1.50"`).
    ///
    /// Anything that is not such a decimal is `other`.
    ///
    /// - Complexity: O(1) for a small whole number, and after the first call with the same
    ///   text.
    public func category(forDecimal decimal: String) -> PluralCategory {
        if let small = Self.smallWholeNumber(decimal) { return smallWholeNumbers[small] }
        guard Self.isPlainDecimal(decimal) else { return .other }
        return state.withLock { state in
            if let known = state.cache[decimal] { return known }
            let category = Self.select(decimal, rules: state.rules)
            if state.cache.count < 4_096 { state.cache[decimal] = category }
            return category
        }
    }

    /// The category of a whole number.
    public func category(for integer: Int) -> PluralCategory {
        if integer >= 0, integer < Self.smallWholeNumberLimit { return smallWholeNumbers[integer] }
        return category(forDecimal: String(integer))
    }

    /// The categories of the whole numbers from 0 through `last`, in order.
    ///
    /// - Complexity: O(`last`). Numbers beyond the table are asked of ICU under one lock and
    ///   not remembered, so a scan does not fill the cache of displayed numbers.
    public func categoriesOfWholeNumbers(through last: Int) -> [PluralCategory] {
        guard last >= 0 else { return [] }
        var categories = Array(smallWholeNumbers.prefix(last + 1))
        guard last >= smallWholeNumbers.count else { return categories }
        categories.reserveCapacity(last + 1)
        state.withLock { state in
            for integer in smallWholeNumbers.count...last {
                categories.append(state.cache[String(integer)] ?? Self.select(String(integer), rules: state.rules))
            }
        }
        return categories
    }

    /// The ICU version the rules come from ("72.1").
    public static var icuVersion: String {
        var buffer = [CChar](repeating: 0, count: 32)
        rl_icu_version(&buffer, Int32(buffer.count))
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The CLDR version of ICU's data ("42.0").
    public static var cldrVersion: String {
        var buffer = [CChar](repeating: 0, count: 32)
        rl_cldr_version(&buffer, Int32(buffer.count))
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether text is a plain ASCII decimal a category can be chosen from ("-1.50").
    public static func isPlainDecimal(_ text: String) -> Bool {
        var sawDigit = false
        var sawPoint = false
        for (offset, byte) in text.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): sawDigit = true
            case UInt8(ascii: "-") where offset == 0: continue
            case UInt8(ascii: ".") where !sawPoint && sawDigit: sawPoint = true
            default: return false
            }
        }
        return sawDigit && text.utf8.last != UInt8(ascii: ".") && text.utf8.count <= 40
    }
}

extension String {
    /// `zh-Hans` as ICU spells it, `zh_Hans`.
    func replacingHyphens() -> String {
        String(unicodeScalars.map { $0 == "-" ? "_" : Character($0) })
    }
}
