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
            // A template's variants all start on its line: its findings go on its first variant.
            var seen = Set<Int>()
            let starts = lesson.items.map { (item: $0, line: Int($0.node.mark.line)) }.filter { seen.insert($0.line).inserted }
                .sorted { $0.line < $1.line }
            let itemsEnd = starts.last.flatMap { last in source(lesson.path).flatMap { topLevelKey(in: $0, after: last.line) } } ?? .max
            for diagnostic in diagnostics.sorted(by: { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }) {
                // The last item starting at or before the finding's line holds it: items are
                // blocks of one list, so nothing of the lesson comes between two of them, and
                // the list ends at the next key of the lesson's top level.
                let line = diagnostic.location.line
                if line < itemsEnd, let owner = starts.last(where: { $0.line <= line }) {
                    findings.items[ObjectIdentifier(owner.item), default: []].append(diagnostic)
                } else {
                    findings.lesson.append(diagnostic)
                }
            }
            out[ObjectIdentifier(lesson)] = findings
        }
        return out
    }

    /// The line of the first top-level key (text in column 1) after `line`, if any.
    static func topLevelKey(in source: SourceFile, after line: Int) -> Int? {
        var number = 1
        var atLineStart = true
        for byte in source.bytes {
            if atLineStart, number > line, byte != UInt8(ascii: " "), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r"),
                byte != UInt8(ascii: "#"), byte != UInt8(ascii: "-"), byte != UInt8(ascii: "\t") {
                return number
            }
            atLineStart = byte == UInt8(ascii: "\n")
            if atLineStart { number += 1 }
        }
        return nil
    }
}
