/// GitHub Actions workflow commands, which become annotations on the pull request's files.
/// Errors come first: GitHub shows only ten annotations of each kind per step.
public struct GitHubReporter: Reporter {
    public static let name = "github"
    let options: ReporterOptions

    public init(options: ReporterOptions) { self.options = options }

    public func render(_ report: LintReport) -> String {
        let order: [Severity] = [.error, .warning, .info]
        var out = ""
        for severity in order {
            for d in report.diagnostics where d.severity == severity {
                let command = severity == .error ? "error" : severity == .warning ? "warning" : "notice"
                var message = d.message
                for note in d.notes { message += "\nnote: \(note.message)" }
                out += "::\(command) file=\(property(d.location.path)),line=\(d.location.line),col=\(d.location.column),"
                out += "endColumn=\(d.location.column + d.length),title=\(property(d.ruleID))::\(data(message))\n"
            }
        }
        let errors = report.count(.error), warnings = report.count(.warning)
        out += "curriculum: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s") in \(report.checkedFiles.count) files\n"
        return out
    }

    // Escapes from the Actions toolkit (@actions/core command.ts).
    private func data(_ s: String) -> String {
        s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    private func property(_ s: String) -> String {
        data(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
