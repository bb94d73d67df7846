/// A number ready to be put into a sentence: the text shown, and the digits it shows.
///
/// The text carries the locale's digits, separators and direction marks ("8,412", "٨٬٤١٢");
/// `decimal` is the same number as a plain ASCII decimal with exactly the digits shown
/// ("8412", "1.0"), which is what a plural category is chosen from.
public struct DisplayedNumber: Hashable, Sendable {
    /// The text as shown in the locale.
    public var text: String
    /// The digits shown, as a plain decimal.
    public var decimal: String

    /// Creates a displayed number.
    public init(text: String, decimal: String) {
        self.text = text
        self.decimal = decimal
    }
}
