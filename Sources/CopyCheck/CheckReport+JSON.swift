import JSONSyntax

extension Finding {
    /// The finding as a JSON object; absent fields are left out.
    package var jsonValue: JSONValue {
        var object = JSONObject()
        object.append("id", .string(check.rawValue))
        object.append("severity", .string(severity.rawValue))
        object.append("path", .string(path))
        if let location {
            object.append("line", .number(location.line))
            object.append("column", .number(location.column))
        }
        if let key { object.append("key", .string(key)) }
        if let locale { object.append("locale", .string(locale)) }
        if let device { object.append("device", .string(device)) }
        if let substitution { object.append("substitution", .string(substitution)) }
        if let pluralCategory { object.append("pluralCategory", .string(pluralCategory)) }
        object.append("message", .string(message))
        return .object(object)
    }
}

extension LocaleSummary {
    /// The summary as a JSON object.
    package var jsonValue: JSONValue {
        [
            "locale": .string(locale), "total": .number(total), "translated": .number(translated),
            "missing": .number(missing), "needingReview": .number(needingReview),
            "percentComplete": .number((percentComplete * 10).rounded(.down) / 10),
        ]
    }
}

extension CheckReport {
    /// The report as a JSON document: every file with its status, summaries and findings,
    /// then the totals and the exit status the command exits with.
    ///
    /// ```json
    /// {"catalogs": [{"path": "…", "status": "checked", "findings": […], "locales": […]}],
    ///  "errors": 2, "warnings": 5, "exitStatus": 1}
    /// ```
    public func json(exitStatus: CheckExitStatus) -> String {
        var catalogsValue: [JSONNode] = []
        for catalog in catalogs {
            var object = JSONObject()
            object.append("path", .string(catalog.path))
            object.append("status", .string(catalog.status.rawValue))
            object.append("sourceLanguage", .optional(catalog.sourceLanguage))
            object.append("keys", .number(catalog.keyCount))
            object.append("errors", .number(catalog.count(of: .error)))
            object.append("warnings", .number(catalog.count(of: .warning)))
            object.append("notes", .number(catalog.count(of: .note)))
            object.append("inBaseline", .number(catalog.knownCount))
            object.append("locales", .array(catalog.summaries.map { JSONNode($0.jsonValue) }))
            object.append("findings", .array(catalog.findings.map { JSONNode($0.jsonValue) }))
            catalogsValue.append(JSONNode(.object(object)))
        }
        let root: JSONValue = [
            "catalogs": .array(catalogsValue), "errors": .number(count(of: .error)),
            "warnings": .number(count(of: .warning)), "notes": .number(count(of: .note)),
            "inBaseline": .number(knownCount),
            "checks": .array(
                checkTotals.map { total in
                    JSONNode(
                        [
                            "id": .string(total.check.rawValue), "errors": .number(total.errors),
                            "warnings": .number(total.warnings), "notes": .number(total.notes),
                        ])
                }),
            "exitStatus": .number(Int(exitStatus.rawValue)),
        ]
        return JSONWriter.pretty.string(from: root) + "\n"
    }
}
