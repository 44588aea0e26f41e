import CurriculumCompiler
import CurriculumSyntax

/// A lesson's findings, split the way its page shows them: each item's own (located from the
/// line of its `- id:` up to the next item's), and the lesson's (everything else in its file).
struct LessonFindings {
    var lesson: [Diagnostic] = []
    var items: [ObjectIdentifier: [Diagnostic]] = [:]

    func of(_ item: Item) -> [Diagnostic] { items[ObjectIdentifier(item)] ?? [] }

    /// Findings of every lesson, from one run's diagnostics, each list in source order.
    static func group(_ diagnostics: [Diagnostic], lessons: [Lesson], source: (String) -> SourceFile?) -> [ObjectIdentifier: LessonFindings] {
        var byPath: [String: [Diagnostic]] = [:]
        for diagnostic in diagnostics where diagnostic.severity != .off {
            byPath[diagnostic.location.path, default: []].append(diagnostic)
        }
        var out: [ObjectIdentifier: LessonFindings] = [:]
        for lesson in lessons {
            var findings = LessonFindings()
            guard let diagnostics = byPath[lesson.path] else {
                out[ObjectIdentifier(lesson)] = findings
                continue
            }
            let lines = LessonLines(lesson, source: source(lesson.path))
            for diagnostic in diagnostics.sorted(by: { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }) {
                // Items are blocks of one list, so nothing of the lesson comes between two of
                // them, and the list ends at the next key of the lesson's top level.
                if let owner = lines.item(at: diagnostic.location.line) {
                    findings.items[ObjectIdentifier(owner), default: []].append(diagnostic)
                } else {
                    findings.lesson.append(diagnostic)
                }
            }
            out[ObjectIdentifier(lesson)] = findings
        }
        return out
    }
}
