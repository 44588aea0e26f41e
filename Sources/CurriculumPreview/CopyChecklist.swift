import CurriculumCompiler

/// The copy review a person signs off on each lesson, with what our rules already found for each
/// line: the rules catch much, a reader still judges the rest (does the hint teach? is the
/// feedback kind?).
struct CopyChecklist {
    var lesson: Lesson
    var findings: LessonFindings

    /// Each check, and the rules that look for what it forbids.
    static let checks: [(check: String, rules: [String])] = [
        ("Short sentences a child hears once and understands", ["COPY-SENTENCE-LENGTH", "COPY-PROMPT-LENGTH"]),
        ("Early-reader words", ["COPY-WORD-LIST", "COPY-READING-LEVEL"]),
        ("No idioms a child may take literally", ["COPY-IDIOM"]),
        ("Every symbol can be read aloud", ["COPY-UNSPEAKABLE-SYMBOL"]),
        ("Feedback is kind and says what to try", ["COPY-FEEDBACK-DISCOURAGING", "COPY-FEEDBACK-VAGUE", "COPY-FEEDBACK-MISSING"]),
        ("Hints teach a way to think without giving the answer", ["COPY-HINT-MISSING", "COPY-HINT-REVEALS-ANSWER"]),
        ("Pictures are described without counting for the child", ["COPY-ALT-MISSING", "COPY-ALT-REVEALS-ANSWER"]),
    ]

    var html: String {
        let all = findings.lesson + lesson.items.flatMap { findings.of($0) }
        var out = "<section class=\"card\" aria-labelledby=\"checklist\">\n<h2 id=\"checklist\">Copy review checklist</h2>\n<ul class=\"checklist\">\n"
        for (index, check) in Self.checks.enumerated() {
            let found = all.filter { check.rules.contains($0.ruleID) }.count
            let status = found == 0
                ? "<span class=\"status clear\"><span aria-hidden=\"true\">✓</span> no findings</span>"
                : "<span class=\"status found\"><span aria-hidden=\"true\">!</span> \(Wording.count(found, "finding"))</span>"
            out += "<li><input type=\"checkbox\" id=\"check-\(index)\"><span><label for=\"check-\(index)\">\(escapeHTML(check.check))</label> \(status)</span></li>\n"
        }
        return out + "</ul>\n<p class=\"muted\">Tick each line once you have read every prompt, hint and feedback aloud. The ticks are not saved.</p>\n</section>\n"
    }
}
