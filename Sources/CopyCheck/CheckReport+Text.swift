extension Finding {
    /// The finding in the compiler's shape:
    /// `path:line:column: error: [check-id] key (locale): message`.
    public var line: String {
        var text = path
        if let location { text += ":\(location.line):\(location.column)" }
        text += ": \(severity.rawValue): [\(check.rawValue)] "
        if let subject { text += subject + ": " }
        return text + message
    }
}

extension LocaleSummary {
    /// "de: 120 of 150 translated (80.0%), 20 missing, 10 needing review".
    public var line: String {
        "\(locale): \(translated) of \(total) translated (\(Self.percent(percentComplete))), \(missing) missing, \(needingReview) needing review"
    }

    /// A percentage with one decimal, rounded down so that 99.96% never shows as 100.0%.
    static func percent(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded(.down))
        return "\(tenths / 10).\(tenths % 10)%"
    }
}

extension CheckReport {
    /// The report as plain text: one finding a line in the compiler's shape, then for each
    /// file a line per locale, then a one-line total.
    ///
    /// No colour, no tables: every line reads well in a terminal and through a screen reader.
    public func text() -> String {
        var lines: [String] = []
        for catalog in catalogs {
            lines.append(contentsOf: catalog.findings.map(\.line))
        }
        for catalog in catalogs where catalog.status == .checked {
            let keys = catalog.keyCount == 1 ? "1 key" : "\(catalog.keyCount) keys"
            lines.append("\(catalog.path): \(keys), source language \(catalog.sourceLanguage ?? "unknown")")
            lines.append(contentsOf: catalog.summaries.map { "  " + $0.line })
        }
        let errors = count(of: .error)
        let warnings = count(of: .warning)
        let notes = count(of: .note)
        let files = catalogs.count == 1 ? "1 file" : "\(catalogs.count) files"
        var total =
            "\(errors) \(errors == 1 ? "error" : "errors") and \(warnings) \(warnings == 1 ? "warning" : "warnings")"
        if notes > 0 {
            total =
                "\(errors) \(errors == 1 ? "error" : "errors"), \(warnings) \(warnings == 1 ? "warning" : "warnings") and \(notes) \(notes == 1 ? "note" : "notes")"
        }
        total += " in \(files)"
        let known = knownCount
        if known > 0 {
            total += "; \(known) more \(known == 1 ? "finding is" : "findings are") in the baseline and not shown"
        }
        lines.append(total + ".")
        return lines.joined(separator: "\n") + "\n"
    }
}
