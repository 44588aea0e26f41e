/// `path:line:col: severity: message [RULE-ID]`, then the source line with a caret, notes and
/// fix-its: the shape compilers and editors' problem matchers already understand.
public struct TextReporter: Reporter {
    public static let name = "text"
    let options: ReporterOptions

    public init(options: ReporterOptions) { self.options = options }

    public func render(_ report: LintReport) -> String {
        var out = ""
        for d in report.diagnostics {
            out += bold("\(d.location): ") + severityLabel(d.severity) + bold(" \(d.message)") + dim(" [\(d.ruleID)]") + "\n"
            if let line = report.sources[d.location.path]?.line(d.location.line) {
                out += snippet(line: line, number: d.location.line, column: d.location.column, length: d.length)
            }
            for note in d.notes {
                if let at = note.location {
                    out += "  " + cyan("note:") + " \(note.message) (\(at))\n"
                } else {
                    out += "  " + cyan("note:") + " \(note.message)\n"
                }
            }
            for fix in d.fixIts {
                if let line = report.sources[fix.location.path]?.line(fix.location.line) {
                    out += "  " + green("fix-it:") + " \(applying(fix, to: line).trimmingLeadingSpaces())\n"
                } else {
                    out += "  " + green("fix-it:") + " replace with '\(fix.replacement)'\n"
                }
            }
        }
        out += summary(report)
        return out
    }

    private func snippet(line: String, number: Int, column: Int, length: Int) -> String {
        let gutter = String(number)
        let pad = String(repeating: " ", count: max(3, gutter.count + 1))
        let shown = line.replacingTabs()
        // Columns count Unicode scalars; tabs show as one space so the caret stays aligned.
        let prefix = String(String.UnicodeScalarView(shown.unicodeScalars.prefix(max(0, column - 1))))
        let indent = String(repeating: " ", count: prefix.unicodeScalars.count)
        let underline = "^" + String(repeating: "~", count: max(0, min(length, max(1, shown.unicodeScalars.count - column + 1)) - 1))
        let head = String(repeating: " ", count: pad.count - gutter.count) + gutter
        return "\(head) | \(shown)\n\(pad) | \(indent)\(green(underline))\n"
    }

    private func applying(_ fix: Diagnostic.FixIt, to line: String) -> String {
        let scalars = Array(line.unicodeScalars)
        let start = min(max(0, fix.location.column - 1), scalars.count)
        let end = min(start + max(0, fix.length), scalars.count)
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[..<start])
        result.append(contentsOf: fix.replacement.unicodeScalars)
        result.append(contentsOf: scalars[end...])
        return String(result)
    }

    private func summary(_ report: LintReport) -> String {
        let errors = report.count(.error), warnings = report.count(.warning), infos = report.count(.info)
        let files = report.checkedFiles.count
        if errors + warnings + infos == 0 {
            return "no problems in \(files) file\(files == 1 ? "" : "s")\n"
        }
        var parts = ["\(errors) error\(errors == 1 ? "" : "s")", "\(warnings) warning\(warnings == 1 ? "" : "s")"]
        if infos > 0 { parts.append("\(infos) info") }
        return parts.joined(separator: ", ") + " in \(files) file\(files == 1 ? "" : "s")\n"
    }

    private func severityLabel(_ s: Severity) -> String {
        switch s {
        case .error: return paint("error:", "1;31")
        case .warning: return paint("warning:", "1;35")
        case .info, .off: return paint("info:", "1;36")
        }
    }

    private func paint(_ s: String, _ code: String) -> String { options.color ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }
    private func bold(_ s: String) -> String { paint(s, "1") }
    private func dim(_ s: String) -> String { paint(s, "2") }
    private func cyan(_ s: String) -> String { paint(s, "1;36") }
    private func green(_ s: String) -> String { paint(s, "1;32") }
}

extension String {
    func trimmingLeadingSpaces() -> String { String(drop { $0 == " " || $0 == "\t" }) }
    func replacingTabs() -> String { unicodeScalars.contains("\t") ? String(map { $0 == "\t" ? " " : $0 }) : self }
}
