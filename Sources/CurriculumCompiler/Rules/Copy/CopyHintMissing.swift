public enum CopyHintMissing: CopyLessonRule {
    public static let description = RuleDescription(
        id: "COPY-HINT-MISSING", severity: .error,
        summary: "an auto-scored item has no hint",
        rationale: """
            Seed 003's copy checklist: hints are present for every item, concise and supportive; \
            seed 001's lesson view always offers the hint button, and the scoring rules charge a \
            hint penalty, so an item without one leaves a stuck child with nothing to press. Every \
            auto-scored type needs at least one hint; openResponse and drawing (scored by a \
            rubric) and dragDrop (the pairs are the answer) are exempt.
            """,
        triggering: [.lesson("""
              - id: i1
                type: numericInput
                prompt: What is 2 + 3?
                answer: 5
                feedback: {incorrect: Start at 2 and count on 3 more.}

            """)],
        nonTriggering: [.lesson("""
              - id: i1
                type: numericInput
                prompt: What is 2 + 3?
                answer: 5
                hints: [Hold up 2 fingers. Then hold up 3 more.]
                feedback: {incorrect: Start at 2 and count on 3 more.}
              - id: i2
                type: drawing
                prompt: Draw 5 stars in the box.
                rubric:
                  criteria: [Draws 5 stars]
                  levels: [beginning, meeting]
                  descriptors: {beginning: Draws some stars, meeting: Draws exactly 5 stars}
                feedback: {correct: Thank you for your picture!}

            """)])

    public static func check(_ catalog: Catalog) -> [Diagnostic] { CopyPass.diagnostics(self, in: catalog) }

    static func inspect(_ lesson: LessonCopy, _ context: CopyPassContext, _ out: inout [Diagnostic]) {
        for copy in lesson.items {
            let item = copy.item
            guard CopyPolicy.isAutoScored(item), item.hints.allSatisfy({ CopyPolicy.isBlank($0.value) }) else { continue }
            let key = item.node.pair("hints")?.key
            let at = key.map { SourceLocation(path: item.path, line: Int($0.mark.line), column: Int($0.mark.column)) }
            out.append(diagnostic(
                at: at ?? item.id.location, length: at == nil ? item.id.length : 5,
                "\(item.type.value) item '\(item.id.value)' has no hint",
                notes: [.init("add `hints:` with a short hint that names a first step, such as \"Touch each apple as you count.\"")]))
        }
    }
}
