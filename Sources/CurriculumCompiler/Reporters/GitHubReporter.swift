import CurriculumSyntax

/// GitHub Actions workflow commands, which become annotations on the pull request's files.
/// Errors come first: GitHub shows only ten annotations of each kind per step.
///
/// Text from the input goes through `TerminalSafe` before the workflow-command escapes: the
/// runner's log shows an annotation's message, and a control character in a file name or a
/// quoted value must neither steer the log viewer nor start a workflow command of its own. A
/// file name holding such a character is therefore escaped in `file=` too (the annotation then
/// shows in the log and the summary rather than on the file).
package struct GitHubReporter: Reporter {
    package static let name = "github"
    let options: ReporterOptions

    package init(options: ReporterOptions) { self.options = options }

    package func render(_ report: LintReport) -> String {
        let order: [Severity] = [.error, .warning, .info]
        var out = ""
        for severity in order {
            let command = severity == .error ? "error" : severity == .warning ? "warning" : "notice"
            for d in report.diagnostics where d.severity == severity {
                out += "::\(command) file="
                Self.property(d.location.path, into: &out)
                out += ",line=\(d.location.line),col=\(d.location.column),endColumn=\(d.location.column + d.length),title="
                Self.property(d.ruleID, into: &out)
                out += "::"
                Self.data(d.message, into: &out)
                for note in d.notes {
                    out += "%0Anote: "
                    Self.data(note.message, into: &out)
                }
                out += "\n"
            }
        }
        let errors = report.count(.error), warnings = report.count(.warning)
        out += "curriculum: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s") in \(report.checkedFiles.count) files\n"
        return out
    }

    /// A command's message: `%`, CR and LF escaped as the Actions toolkit does
    /// (@actions/core command.ts), after `TerminalSafe` has made every control character visible.
    static func data(_ s: String, into out: inout String) {
        escape(TerminalSafe.escape(s), property: false, into: &out)
    }

    /// A command's property value: as `data`, and `:` and `,` too.
    static func property(_ s: String, into out: inout String) {
        escape(TerminalSafe.escape(s), property: true, into: &out)
    }

    private static func escape(_ s: String, property: Bool, into out: inout String) {
        let special = s.utf8.contains { $0 == UInt8(ascii: "%") || $0 == 0x0D || $0 == 0x0A || (property && ($0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ","))) }
        guard special else { out += s; return }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where property: out += "%3A"
            case "," where property: out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
    }
}
