/// SARIF 2.1.0 (OASIS), what GitHub code scanning and most security dashboards ingest.
public struct SARIFReporter: Reporter {
    public static let name = "sarif"
    let options: ReporterOptions

    public init(options: ReporterOptions) { self.options = options }

    public func render(_ report: LintReport) -> String {
        let rules = report.rules.sorted { $0.id < $1.id }
        var ruleIndex: [String: Int] = [:]
        for (i, rule) in rules.enumerated() { ruleIndex[rule.id] = i }
        let driver: JSON = [
            "name": "curriculum",
            "version": .string(options.toolVersion),
            "informationUri": "https://github.com/curriculum/curriculum",
            "rules": .array(rules.map { rule in
                [
                    "id": .string(rule.id),
                    "name": .string(Self.pascalName(rule.id)),
                    "shortDescription": ["text": .string(rule.summary)],
                    "fullDescription": ["text": .string(rule.rationale)],
                    "defaultConfiguration": ["level": .string(Self.level(rule.severity))],
                    "help": ["text": .string("\(rule.summary). Run `curriculum explain \(rule.id)` for examples.")],
                ]
            }),
        ]
        let results: [JSON] = report.diagnostics.map { d in
            var result: [String: JSON] = [
                "ruleId": .string(d.ruleID),
                "level": .string(Self.level(d.severity)),
                "message": ["text": .string(d.message)],
                "locations": [Self.location(d.location, length: d.length)],
            ]
            if let index = ruleIndex[d.ruleID] { result["ruleIndex"] = .int(index) }
            let related = d.notes.enumerated().compactMap { i, note -> JSON? in
                guard let at = note.location else { return nil }
                var loc = Self.location(at, length: 1)
                if case .object(var o) = loc {
                    o["id"] = .int(i)
                    o["message"] = ["text": .string(note.message)]
                    loc = .object(o)
                }
                return loc
            }
            if !related.isEmpty { result["relatedLocations"] = .array(related) }
            if !d.fixIts.isEmpty {
                result["fixes"] = .array(d.fixIts.map { fix in
                    [
                        "description": ["text": .string("replace with '\(fix.replacement)'")],
                        "artifactChanges": [[
                            "artifactLocation": ["uri": .string(fix.location.path)],
                            "replacements": [[
                                "deletedRegion": [
                                    "startLine": .int(fix.location.line),
                                    "startColumn": .int(fix.location.column),
                                    "endColumn": .int(fix.location.column + fix.length),
                                ],
                                "insertedContent": ["text": .string(fix.replacement)],
                            ]],
                        ]],
                    ]
                })
            }
            return .object(result)
        }
        let sarif: JSON = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [[
                "tool": ["driver": driver],
                "columnKind": "unicodeCodePoints",
                "results": .array(results),
            ]],
        ]
        return sarif.serialized()
    }

    static func location(_ at: SourceLocation, length: Int) -> JSON {
        [
            "physicalLocation": [
                "artifactLocation": ["uri": .string(at.path)],
                "region": [
                    "startLine": .int(at.line),
                    "startColumn": .int(at.column),
                    "endColumn": .int(at.column + max(1, length)),
                ],
            ]
        ]
    }

    static func level(_ s: Severity) -> String {
        switch s {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        case .off: "none"
        }
    }

    /// `ITEM-ANSWER` → `ItemAnswer`: SARIF's `name` is an identifier-like form of the id.
    static func pascalName(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1) + $0.dropFirst().lowercased() }.joined()
    }
}
