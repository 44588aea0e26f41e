import CurriculumCompiler
import CurriculumSyntax

/// Findings as a reviewer reads them on a page: severity in words and a mark (never colour
/// alone), the rule id (`curriculum explain RULE` says more), the message, its notes, and the line.
struct FindingList {
    var findings: [Diagnostic]
    var empty: String

    var html: String { list(withPaths: false) }

    /// The list for findings of several files, each with its file.
    var htmlWithPaths: String { list(withPaths: true) }

    private func list(withPaths: Bool) -> String {
        guard !findings.isEmpty else { return "<p class=\"no-findings\"><span aria-hidden=\"true\">✓</span> \(escapeHTML(empty))</p>\n" }
        var out = "<ul class=\"findings\">\n"
        for finding in findings {
            let mark = finding.severity == .error ? "✗" : finding.severity == .warning ? "!" : "i"
            out += "<li class=\"finding \(finding.severity.rawValue)\"><span class=\"severity\"><span aria-hidden=\"true\">\(mark)</span> \(finding.severity.rawValue)</span> "
            out += "<code class=\"rule\">\(escapeHTML(finding.ruleID))</code> \(escapeHTML(finding.message)) "
            out += "<span class=\"where\">" + (withPaths ? escapeHTML(finding.location.path) + ":" : "line ") + "\(finding.location.line)</span>"
            for note in finding.notes { out += "<br><span class=\"note\">\(escapeHTML(note.message))</span>" }
            out += "</li>\n"
        }
        return out + "</ul>\n"
    }
}
