import JSONSyntax

/// The tool as a SARIF log names it.
public struct ToolDescription: Hashable, Sendable {
    /// The tool's name ("rangelens").
    public var name: String
    /// Its version ("0.1.0").
    public var version: String
    /// Where to learn about it: an absolute URI.
    public var informationURI: String
    /// Where each check is explained, as an absolute URI to which `#` and the check id are
    /// appended (the documentation of the checks); `nil` leaves out `helpUri`.
    public var checksDocumentationURI: String?

    /// Describes the tool.
    public init(name: String, version: String, informationURI: String, checksDocumentationURI: String? = nil) {
        self.name = name
        self.version = version
        self.informationURI = informationURI
        self.checksDocumentationURI = checksDocumentationURI
    }
}
