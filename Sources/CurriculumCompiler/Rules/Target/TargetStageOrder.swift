public enum TargetStageOrder: CatalogRule {
    public static let description = RuleDescription(
        id: "TARGET-STAGE-ORDER", severity: .error,
        summary: "a skill's lessons step back to an earlier CRA stage",
        rationale: """
            Seed 000 (scope and sequence): each unit "progresses from concrete experiences \
            (manipulatives and real objects) to representational forms (drawings, number lines, ten \
            frames) and finally to abstract notation". Within a skill, as lesson order rises, the CRA \
            stage never goes back.
            """,
        triggering: [.lesson("""
              - id: i1
                type: numericInput
                prompt: What is 2 + 3?
                answer: 5
                hints: [Start at 2 and count on 3 more.]
                feedback: {incorrect: Count on from 2 with your fingers.}

            """, header: "id: k.counting.compare.l9\nskill: k.counting.compare\nstage: concrete")],
        nonTriggering: [.lesson("""
              - id: i1
                type: numericInput
                prompt: What is 2 + 3?
                answer: 5
                hints: [Start at 2 and count on 3 more.]
                feedback: {incorrect: Count on from 2 with your fingers.}

            """, header: "id: k.counting.compare.l9\nskill: k.counting.compare\nstage: abstract")])

    public static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for lessons in catalog.lessonsBySkill.values {
            var furthest: Lesson?
            for lesson in lessons where lesson.role?.value != .masteryCheck {
                guard let stage = lesson.stage else { continue }
                if let before = furthest, let reached = before.stage, stage.value < reached.value {
                    out.append(diagnostic(
                        at: stage.location, length: stage.length,
                        "stage \(stage.value.rawValue) comes after the \(reached.value.rawValue) lesson \(before.id.value) of the same skill",
                        notes: [.init("the \(reached.value.rawValue) lesson", at: reached.location)]))
                } else if furthest?.stage.map({ stage.value > $0.value }) ?? true {
                    furthest = lesson
                }
            }
        }
        return out
    }
}
