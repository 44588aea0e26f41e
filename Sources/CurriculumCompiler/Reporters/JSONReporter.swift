import CurriculumSyntax
import CurriculumModel

/// A versioned JSON document of the run, for scripts and other tools. Every finding is in it,
/// with its text exact (`--max-per-rule` shortens only the text report).
package struct JSONReporter: Reporter {
    package static let name = "json"
    /// Bumped whenever a field changes meaning or disappears; added fields keep the version.
    package static let formatVersion = 1
    let options: ReporterOptions

    package init(options: ReporterOptions) { self.options = options }

    package func render(_ report: LintReport) -> String {
        var w = JSONWriter(style: .report, capacity: 512 + report.diagnostics.count * 320)
        w.beginObject()
        w.key("diagnostics")
        w.beginArray()
        for d in report.diagnostics {
            w.element()
            Self.encode(d, into: &w)
        }
        w.endArray()
        w.key("summary")
        w.beginObject()
        w.member("errors", report.count(.error))
        w.member("files", report.checkedFiles.count)
        w.member("infos", report.count(.info))
        w.member("warnings", report.count(.warning))
        w.endObject()
        w.key("tool")
        w.beginObject()
        w.member("name", "curriculum")
        w.member("version", options.toolVersion)
        w.endObject()
        w.member("version", Self.formatVersion)
        w.endObject()
        return w.finishText()
    }

    /// One edit of a fix-it, keys in sorted order.
    static func encode(_ edit: TextEdit, into w: inout JSONWriter) {
        w.beginObject()
        w.member("column", edit.column)
        w.member("length", edit.length)
        w.member("line", edit.line)
        w.member("path", edit.path)
        w.member("replacement", edit.replacement)
        w.endObject()
    }

    /// One finding, keys in sorted order.
    static func encode(_ d: Diagnostic, into w: inout JSONWriter) {
        w.beginObject()
        w.member("column", d.location.column)
        w.member("endColumn", d.span.end.column)
        w.member("endLine", d.span.end.line)
        w.key("fixIts")
        w.beginArray()
        for fix in d.fixIts {
            w.element()
            w.beginObject()
            // The first edit's members stand beside `edits`, as format 1 first had them: a fix
            // of one edit (most are) reads the same either way.
            let first = fix.edits.first
            w.member("column", first?.column ?? d.location.column)
            w.key("edits")
            w.beginArray()
            for edit in fix.edits {
                w.element()
                encode(edit, into: &w)
            }
            w.endArray()
            w.member("length", first?.length ?? 0)
            w.member("line", first?.line ?? d.location.line)
            w.member("path", first?.path ?? d.location.path)
            w.member("replacement", first?.replacement ?? "")
            w.member("title", fix.title)
            w.endObject()
        }
        w.endArray()
        w.member("length", d.length)
        w.member("line", d.location.line)
        w.member("message", d.message)
        w.key("notes")
        w.beginArray()
        for note in d.notes {
            w.element()
            w.beginObject()
            if let at = note.location {
                w.member("column", at.column)
                w.member("line", at.line)
                w.member("message", note.message)
                w.member("path", at.path)
            } else {
                w.member("message", note.message)
            }
            w.endObject()
        }
        w.endArray()
        w.key("path")
        w.repeatedString(d.location.path)
        w.member("ruleId", d.ruleID)
        w.member("severity", d.severity.rawValue)
        w.endObject()
    }
}
