/// Where a line's text goes while it renders.
protocol LineOutput {
    mutating func append(_ text: Substring)
    mutating func append(_ argument: CatalogArgument)
}

extension String: LineOutput {
    mutating func append(_ text: Substring) {
        append(contentsOf: text)
    }

    mutating func append(_ argument: CatalogArgument) {
        append(argument.displayText)
    }
}
