/// The output of a line rendered only to see that it renders.
struct DiscardedText: LineOutput {
    mutating func append(_ text: Substring) {}
    mutating func append(_ argument: CatalogArgument) {}
}
