import FileIO

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
    /// file a line per locale, then the findings of each check counted, then a one-line total.
    ///
    /// No colour, no tables: every line reads well in a terminal and through a screen reader.
    /// What came from the files (their paths, keys, locales and quoted values) is shown, never
    /// obeyed: a control character or a direction control in it is written as `\u{001B}`, `\n`
    /// and so on (``ShownText``), as every other command shows outside text. JSON and SARIF keep
    /// it as it is, escaped their own way.
    ///
    /// - Parameter listsErrorsOnly: list only the errors (warnings and notes are still counted).
    public func text(listsErrorsOnly: Bool = false) -> String {
        var whole = ""
        writeText(listsErrorsOnly: listsErrorsOnly) { whole += $0 }
        return whole
    }

    /// ``text(listsErrorsOnly:)`` given to `write` in pieces of about 64 KiB, each ending at
    /// the end of a line, so that a report of many findings is printed as it is made rather
    /// than held whole (for a large catalog, a few megabytes at the run's peak).
    public func writeText(listsErrorsOnly: Bool = false, to write: (String) -> Void) {
        var piece = ""
        piece.reserveCapacity(Self.textPieceSize + 1_024)
        func line(_ text: String) {
            piece += text
            piece += "\n"
            if piece.utf8.count >= Self.textPieceSize {
                write(piece)
                piece.removeAll(keepingCapacity: true)
            }
        }
        for catalog in catalogs {
            for finding in catalog.findings where !listsErrorsOnly || finding.severity == .error {
                line(ShownText.escaped(finding.line))
            }
        }
        for catalog in catalogs where catalog.status == .checked {
            let keys = catalog.keyCount == 1 ? "1 key" : "\(catalog.keyCount) keys"
            line(ShownText.escaped("\(catalog.path): \(keys), source language \(catalog.sourceLanguage ?? "unknown")"))
            for summary in catalog.summaries { line("  " + ShownText.escaped(summary.line)) }
        }
        let totals = checkTotals
        if !totals.isEmpty {
            line("By check:")
            for total in totals {
                var parts: [String] = []
                if total.errors > 0 { parts.append(Self.counted(total.errors, "error")) }
                if total.warnings > 0 { parts.append(Self.counted(total.warnings, "warning")) }
                if total.notes > 0 { parts.append(Self.counted(total.notes, "note")) }
                line("  \(total.check.rawValue): " + parts.joined(separator: ", "))
            }
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
        if listsErrorsOnly, warnings + notes > 0 {
            total += "; only errors are listed"
        }
        line(total + ".")
        if !piece.isEmpty { write(piece) }
    }

    /// The size, in bytes, of the pieces ``writeText(listsErrorsOnly:to:)`` gives.
    static let textPieceSize = 65_536
}

extension CheckReport {
    /// How many findings of each severity one check made.
    public struct CheckTotal: Hashable, Sendable {
        /// The check.
        public var check: CheckID
        /// Its errors.
        public var errors: Int
        /// Its warnings.
        public var warnings: Int
        /// Its notes.
        public var notes: Int
    }

    /// The findings of every file counted by check, in the order of the checks' ids.
    public var checkTotals: [CheckTotal] {
        var totals: [CheckID: CheckTotal] = [:]
        for catalog in catalogs {
            Self.add(catalog.findings, to: &totals)
        }
        return totals.values.sorted { $0.check < $1.check }
    }

    /// Adds the findings of one file to `totals`.
    private static func add(_ findings: [Finding], to totals: inout [CheckID: CheckTotal]) {
        for finding in findings {
            var total = totals[finding.check] ?? CheckTotal(check: finding.check, errors: 0, warnings: 0, notes: 0)
            switch finding.severity {
            case .error: total.errors += 1
            case .warning: total.warnings += 1
            case .note: total.notes += 1
            }
            totals[finding.check] = total
        }
    }

    /// "1 error", "3 warnings".
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
