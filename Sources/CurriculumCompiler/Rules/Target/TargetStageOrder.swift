import CurriculumSyntax

package enum TargetStageOrder: CatalogRule {
    package static let description = RuleDescription(
        id: "TARGET-STAGE-ORDER", severity: .error,
        summary: "a skill's lessons step back to an earlier CRA stage",
        rationale: """
            Each skill moves from concrete experiences (real objects, fingers) to representational ones (pictures, ten frames, number lines) and then to abstract notation (numerals and equations): the concrete–representational–abstract (CRA) sequence (docs/design.md#content-targets). As lesson `order` rises within a skill, `stage` never goes back.
            """,
        triggering: [
            .replacing("stage: representational", in: "k/01-counting/count-objects-l3.yaml", with: "stage: ↓concrete")
                .reports("stage concrete comes after the representational lesson k.counting.count-objects.l2 of the same skill"),
        ],
        nonTriggering: [.replacing("stage: representational", in: "k/01-counting/count-objects-l3.yaml", with: "stage: abstract")])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
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
