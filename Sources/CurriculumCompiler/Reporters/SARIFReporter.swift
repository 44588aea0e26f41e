import CurriculumSyntax
import CurriculumModel

/// SARIF 2.1.0 (OASIS), what GitHub code scanning and most security dashboards ingest.
package struct SARIFReporter: Reporter {
    package static let name = "sarif"
    let options: ReporterOptions

    package init(options: ReporterOptions) { self.options = options }

    package func render(_ report: LintReport) -> String {
        let rules = report.rules.sorted { $0.id < $1.id }
        var ruleIndex: [String: Int] = [:]
        for (i, rule) in rules.enumerated() { ruleIndex[rule.id] = i }
        let driver: JSONValue = [
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
        var w = JSONWriter(style: .report, capacity: 4096 + report.diagnostics.count * 640)
        w.beginObject()
        w.member("$schema", "https://json.schemastore.org/sarif-2.1.0.json")
        w.key("runs")
        w.beginArray()
        w.element()
        w.beginObject()
        w.member("columnKind", "unicodeCodePoints")
        w.key("results")
        w.beginArray()
        for d in report.diagnostics {
            w.element()
            Self.result(d, ruleIndex: ruleIndex[d.ruleID], into: &w)
        }
        w.endArray()
        w.key("tool")
        w.beginObject()
        w.key("driver")
        w.value(driver)
        w.endObject()
        w.endObject()
        w.endArray()
        w.member("version", "2.1.0")
        w.endObject()
        return w.finishText()
    }

    /// One result, keys in sorted order. Every finding is one; the text is exact.
    static func result(_ d: Diagnostic, ruleIndex: Int?, into w: inout JSONWriter) {
        w.beginObject()
        if !d.fixIts.isEmpty {
            w.key("fixes")
            w.beginArray()
            for fix in d.fixIts {
                w.element()
                w.beginObject()
                w.key("artifactChanges")
                w.beginArray()
                // One artifact change per file, each with its replacements in order.
                for (path, edits) in Dictionary(grouping: fix.edits, by: \.path).sorted(by: { $0.key < $1.key }) {
                    w.element()
                    w.beginObject()
                    w.key("artifactLocation")
                    w.beginObject()
                    w.member("uri", path)
                    w.endObject()
                    w.key("replacements")
                    w.beginArray()
                    for edit in edits.sorted() {
                        w.element()
                        w.beginObject()
                        w.key("deletedRegion")
                        w.beginObject()
                        w.member("endColumn", edit.endColumn)
                        w.member("startColumn", edit.column)
                        w.member("startLine", edit.line)
                        w.endObject()
                        w.textObject("insertedContent", edit.replacement)
                        w.endObject()
                    }
                    w.endArray()
                    w.endObject()
                }
                w.endArray()
                w.textObject("description", fix.title)
                w.endObject()
            }
            w.endArray()
        }
        w.member("level", level(d.severity))
        w.key("locations")
        w.beginArray()
        w.element()
        location(d.span, into: &w)
        w.endArray()
        w.textObject("message", d.message)
        if d.notes.contains(where: { $0.location != nil }) {
            w.key("relatedLocations")
            w.beginArray()
            for (i, note) in d.notes.enumerated() {
                guard let at = note.location else { continue }
                w.element()
                location(SourceSpan(at: at, columns: 1), id: i, message: note.message, into: &w)
            }
            w.endArray()
        }
        w.member("ruleId", d.ruleID)
        if let ruleIndex { w.member("ruleIndex", ruleIndex) }
        w.endObject()
    }

    /// A SARIF location object; `id` and `message` for related locations.
    static func location(_ span: SourceSpan, id: Int? = nil, message: String? = nil, into w: inout JSONWriter) {
        let at = span.start
        w.beginObject()
        if let id { w.member("id", id) }
        if let message { w.textObject("message", message) }
        w.key("physicalLocation")
        w.beginObject()
        w.key("artifactLocation")
        w.beginObject()
        w.key("uri")
        w.repeatedString(at.path)
        w.endObject()
        w.key("region")
        w.beginObject()
        w.member("endColumn", span.end.column)
        // A region on one line needs no end line (SARIF takes the start line).
        if span.end.line != at.line { w.member("endLine", span.end.line) }
        w.member("startColumn", at.column)
        w.member("startLine", at.line)
        w.endObject()
        w.endObject()
        w.endObject()
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

extension JSONWriter {
    /// `"name": {"text": s}`, SARIF's message object.
    fileprivate mutating func textObject(_ name: String, _ s: String) {
        key(name)
        beginObject()
        member("text", s)
        endObject()
    }
}
