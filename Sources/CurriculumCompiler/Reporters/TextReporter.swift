import CurriculumSyntax

/// `path:line:col: severity: message [RULE-ID]`, then the source line with a caret, notes and
/// fix-its: the shape compilers and editors' problem matchers already understand.
package struct TextReporter: Reporter {
    package static let name = "text"
    let options: ReporterOptions

    package init(options: ReporterOptions) { self.options = options }

    package func render(_ report: LintReport) -> String {
        var out = ""
        let quoter = SourceQuoter()
        // Findings of one rule in one file past the first `maxPerRule` are counted, not printed:
        // 600,000 copies of one mistake bury the other findings and take minutes to scroll.
        let limit = options.maxPerRule > 0 ? options.maxPerRule : Int.max
        var hidden = 0
        // To-dos such as pictures still to draw are one line each, after the rest; with no
        // limit, every one is listed.
        let tallied = limit == Int.max ? TalliedFindings(report.diagnostics, rules: []) : TalliedFindings(report.diagnostics, rules: report.rules)
        let all = tallied.shown
        var start = 0
        // Findings come sorted by file: each file's run is counted by rule, then printed.
        while start < all.count {
            var end = start + 1
            while end < all.count, all[end].location.path == all[start].location.path { end += 1 }
            var total: [String: Int] = [:]
            if limit != Int.max, end - start > limit {
                for d in all[start..<end] { total[d.ruleID, default: 0] += 1 }
            }
            var shown: [String: Int] = [:]
            for d in all[start..<end] {
                guard let count = total[d.ruleID] else {
                    render(d, report: report, quoter: quoter, into: &out)
                    continue
                }
                let n = shown[d.ruleID, default: 0]
                guard n < limit else { hidden += 1; continue }
                shown[d.ruleID] = n + 1
                render(d, report: report, quoter: quoter, into: &out)
                if n + 1 == limit, count > limit {
                    out += "  " + dim("… and \(count - limit) more like this [\(TerminalSafe.escape(d.ruleID))]") + "\n"
                }
            }
            start = end
        }
        for tally in tallied.tallies {
            out += severityLabel(.info) + " \(TerminalSafe.escape(tally.line)); \(TerminalSafe.escape(tally.tally.listedBy)), "
                + "--max-per-rule 0 shows each" + dim(" [\(TerminalSafe.escape(tally.rule.id))]") + "\n"
        }
        if hidden > 0 {
            out += "\(hidden) finding\(hidden == 1 ? "" : "s") not shown: at most \(limit) per rule in each file; "
                + "--max-per-rule 0 shows all\n"
        }
        out += summary(report)
        return out
    }

    private func render(_ d: Diagnostic, report: LintReport, quoter: SourceQuoter, into out: inout String) {
        let location = TerminalSafe.escape(d.location.description)
        out += bold("\(location): ") + severityLabel(d.severity) + bold(" \(TerminalSafe.escape(d.message))")
            + dim(" [\(TerminalSafe.escape(d.ruleID))]") + "\n"
        if let source = report.sources[d.location.path],
            let excerpt = quoter.excerpt(source, line: d.location.line, column: d.location.column, length: d.length)
        {
            out += snippet(excerpt, number: d.location.line)
        }
        for note in d.notes {
            let message = TerminalSafe.escape(note.message)
            if let at = note.location {
                out += "  " + cyan("note:") + " \(message) (\(TerminalSafe.escape(at.description)))\n"
            } else {
                out += "  " + cyan("note:") + " \(message)\n"
            }
        }
        for fix in d.fixIts {
            // A one-edit fix shows its line fixed; a fix of several edits says what it does.
            if let edit = fix.singleEdit, let source = report.sources[edit.path], let applied = quoter.applying(edit, in: source) {
                out += "  " + green("fix-it:") + " \(applied)\n"
            } else {
                out += "  " + green("fix-it:") + " \(TerminalSafe.escape(fix.title))\n"
            }
        }
    }

    private func snippet(_ excerpt: SourceExcerpt, number: Int) -> String {
        let gutter = String(number)
        let pad = String(repeating: " ", count: max(3, gutter.count + 1))
        let indent = String(repeating: " ", count: excerpt.caret)
        let underline = "^" + String(repeating: "~", count: excerpt.underline - 1)
        let head = String(repeating: " ", count: pad.count - gutter.count) + gutter
        return "\(head) | \(excerpt.text)\n\(pad) | \(indent)\(green(underline))\n"
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
