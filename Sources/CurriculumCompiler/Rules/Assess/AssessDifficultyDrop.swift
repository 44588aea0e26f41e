import CurriculumSyntax

package enum AssessDifficultyDrop: CatalogRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "ASSESS-DIFFICULTY-DROP", severity: .warning,
        summary: "an item is easier than an item before it in its lesson",
        rationale: """
            A lesson grows harder as it goes, its easiest items first and its hardest last, as the adaptive difficulty moves up while the child answers right (docs/design.md#assessment-and-mastery); an easy item after a hard one is either out of place or tagged wrong, like a comparison of 5 and 5 tagged 3. An item whose `difficulty` (1 when unset) is below that of the hardest item before it, by more than the manifest's `targets.maxDifficultyDrop` (0 when unset), is reported. A mastery check mixes a unit's skills, so its items are judged per skill: each skill's items, in order, never get easier. An item that must come later though it is easier suppresses the rule with a reason.
            """,
        triggering: [
            // Kofi's cars, tagged 1, come after the blocks and shells at 2.
            .item("i7", in: "k/01-counting/count-objects-l1.yaml", RuleExample.kofiCarsEasy.marking("difficulty: ↓1"))
                .reports("difficulty 1 is lower than item i5's 2 before it"),
            // With a drop of one level allowed, a drop of two from the blocks at 3.
            (.replacing("maxDifficultyDrop: 0", in: "curriculum.yaml", with: "maxDifficultyDrop: 1")
                + .replacing("difficulty: 2", in: "k/01-counting/count-objects-l1.yaml", with: "difficulty: 3")
                + .item("i7", in: "k/01-counting/count-objects-l1.yaml", RuleExample.kofiCarsEasy.marking("difficulty: ↓1")))
                .reports("difficulty 1 is lower than item i4's 3 before it"),
            // In a mastery check, a skill's item easier than an earlier item of the same skill.
            .replacing("difficulty: 3", in: "k/06-data/mastery.yaml", with: "difficulty: ↓1")
                .reports("difficulty 1 is lower than item i7's 2 before it"),
        ],
        nonTriggering: [
            // A drop the manifest allows.
            .replacing("maxDifficultyDrop: 0", in: "curriculum.yaml", with: "maxDifficultyDrop: 1")
                + .item("i7", in: "k/01-counting/count-objects-l1.yaml", RuleExample.kofiCarsEasy),
            // A drop the item explains.
            .item("i7", in: "k/01-counting/count-objects-l1.yaml", RuleExample.kofiCarsEasy + """
                  suppress:
                    - {rule: ASSESS-DIFFICULTY-DROP, reason: a quick reminder that the last number tells how many}

                """),
            // In a mastery check, the next skill may start easier than the last skill ended.
            .replacing("difficulty: 2", in: "1/07-measurement/mastery.yaml", with: "difficulty: 3"),
        ])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        let allowed = max(0, catalog.manifest?.maxDifficultyDrop?.value ?? 0)
        var out: [Diagnostic] = []
        for lesson in catalog.lessons {
            // The hardest item so far, per skill in a mastery check, else for the whole lesson.
            var hardest: [String: Item] = [:]
            let perSkill = lesson.unit != nil || lesson.role?.value == .masteryCheck
            for item in lesson.items {
                let key = perSkill ? item.skill?.value ?? "" : ""
                let level = item.difficulty?.value ?? 1
                guard let before = hardest[key] else {
                    hardest[key] = item
                    continue
                }
                let top = before.difficulty?.value ?? 1
                if level >= top { hardest[key] = item }
                let (drop, overflow) = top.subtractingReportingOverflow(level)
                guard overflow || drop > allowed else { continue }
                let place = before.difficulty?.location ?? before.id.location
                let skill = perSkill && !key.isEmpty ? " of skill \(key)" : ""
                let notes: [Diagnostic.Note] = [
                    .init("item \(before.id.value)\(skill), earlier in the lesson, has difficulty \(top)", at: place),
                    .init(
                        allowed == 0
                            ? "put the easier item first, or give it the difficulty it really has"
                            : "an item may be at most \(allowed) \(allowed == 1 ? "level" : "levels") below the hardest before it (targets.maxDifficultyDrop)"),
                ]
                out.append(diagnostic(
                    at: item.difficulty?.location ?? item.id.location, length: item.difficulty == nil ? item.id.length : 1,
                    "difficulty \(level) is lower than item \(before.id.value)'s \(top) before it",
                    notes: notes
                ).following(catalog.damage.lesson(lesson.id.value)))
            }
        }
        return out
    }
}
