/// A versioned JSON document of the run, for scripts and other tools.
public struct JSONReporter: Reporter {
    public static let name = "json"
    /// Bumped whenever a field changes meaning or disappears; added fields keep the version.
    public static let formatVersion = 1
    let options: ReporterOptions

    public init(options: ReporterOptions) { self.options = options }

    public func render(_ report: LintReport) -> String {
        let json: JSON = [
            "version": .int(Self.formatVersion),
            "tool": ["name": "curriculum", "version": .string(options.toolVersion)],
            "summary": [
                "errors": .int(report.count(.error)),
                "warnings": .int(report.count(.warning)),
                "infos": .int(report.count(.info)),
                "files": .int(report.checkedFiles.count),
            ],
            "diagnostics": .array(report.diagnostics.map(Self.encode)),
        ]
        return json.serialized()
    }

    static func encode(_ d: Diagnostic) -> JSON {
        [
            "ruleId": .string(d.ruleID),
            "severity": .string(d.severity.rawValue),
            "path": .string(d.location.path),
            "line": .int(d.location.line),
            "column": .int(d.location.column),
            "length": .int(d.length),
            "message": .string(d.message),
            "notes": .array(d.notes.map { note in
                var object: [String: JSON] = ["message": .string(note.message)]
                if let at = note.location {
                    object["path"] = .string(at.path)
                    object["line"] = .int(at.line)
                    object["column"] = .int(at.column)
                }
                return .object(object)
            }),
            "fixIts": .array(d.fixIts.map { fix in
                [
                    "path": .string(fix.location.path), "line": .int(fix.location.line),
                    "column": .int(fix.location.column), "length": .int(fix.length),
                    "replacement": .string(fix.replacement),
                ]
            }),
        ]
    }
}
