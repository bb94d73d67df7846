/// The least share of keys each locale must have translated and reviewed, as
/// `--min-complete de=100,fr=95` gives it; `*` stands for every locale not named.
///
/// ```swift
/// let minimums = try CompletenessMinimums(parsing: "de=100,fr=95,*=80")
/// minimums.minimum(for: "de")   // 100
/// minimums.minimum(for: "ja")   // 80
/// ```
public struct CompletenessMinimums: Hashable, Sendable {
    /// The minimum of each named locale, in percent, in the order given.
    public private(set) var byLocale: [(locale: String, percent: Double)] = []
    /// The minimum of every other locale, in percent (`*=80`).
    public private(set) var others: Double?

    /// No minimum.
    public init() {}

    /// Minimums by locale.
    public init(_ byLocale: [(locale: String, percent: Double)], others: Double? = nil) {
        self.byLocale = byLocale
        self.others = others
    }

    /// Reads `de=100,fr=95,*=80`.
    ///
    /// - Throws: ``CompletenessMinimumsError`` naming the part that is not `LOCALE=PERCENT`
    ///   with a percentage from 0 to 100.
    public init(parsing text: String) throws(CompletenessMinimumsError) {
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = pieces.first.map { $0.trimmingSpaces } ?? ""
            guard pieces.count == 2, !name.isEmpty, let percent = Double(pieces[1].trimmingSpaces), percent >= 0,
                percent <= 100
            else {
                throw CompletenessMinimumsError(part: String(part))
            }
            if name == "*" {
                others = percent
            } else if let index = byLocale.firstIndex(where: { $0.locale == name }) {
                byLocale[index].percent = percent
            } else {
                byLocale.append((name, percent))
            }
        }
    }

    /// Whether no minimum is set.
    public var isEmpty: Bool { byLocale.isEmpty && others == nil }

    /// The locales named.
    public var locales: [String] { byLocale.map(\.locale) }

    /// The minimum for a locale, in percent, if any.
    public func minimum(for locale: String) -> Double? {
        byLocale.first { $0.locale == locale }?.percent ?? others
    }

    public static func == (lhs: CompletenessMinimums, rhs: CompletenessMinimums) -> Bool {
        lhs.others == rhs.others
            && lhs.byLocale.elementsEqual(rhs.byLocale) { $0.locale == $1.locale && $0.percent == $1.percent }
    }

    public func hash(into hasher: inout Hasher) {
        for (locale, percent) in byLocale {
            hasher.combine(locale)
            hasher.combine(percent)
        }
        hasher.combine(others)
    }
}
