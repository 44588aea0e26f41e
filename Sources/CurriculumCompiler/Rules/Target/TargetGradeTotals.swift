import CurriculumSyntax

package enum TargetGradeTotals: CatalogRule {
    package static let description = RuleDescription(
        id: "TARGET-GRADE-TOTALS", severity: .warning,
        summary: "a grade has fewer lessons or items than its target",
        rationale: """
            The app is planned around enough content for a school year of short daily sessions: at least 40 lessons and 400 items in Kindergarten, 45 lessons and 450 items in Grade 1 (docs/design.md#content-targets). The manifest's `targets.<grade>.lessons` and `.items` hold the numbers; every lesson file of the grade counts, mastery checks included.
            """,
        triggering: [
            // Both findings at the grade's targets.
            .replacing("K: {lessonsPerSkill: [3, 4], itemsPerLesson: [5, 8], lessons: 40, items: 400}", in: "curriculum.yaml",
                       with: "K: ↓↓{lessonsPerSkill: [3, 4], itemsPerLesson: [5, 8], lessons: 100, items: 1000}")
                .reports("Kindergarten has 89 lessons; the target is 100", "Kindergarten has 668 items; the target is 1000"),
        ],
        nonTriggering: [.replacing("K: {lessonsPerSkill: [3, 4], itemsPerLesson: [5, 8], lessons: 40, items: 400}", in: "curriculum.yaml", with: "K: {lessonsPerSkill: [3, 4], itemsPerLesson: [5, 8], lessons: 40, items: 400}")])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        guard let manifest = catalog.manifest else { return [] }
        var lessons: [Grade: Int] = [:], items: [Grade: Int] = [:]
        for lesson in catalog.lessons {
            lessons[lesson.grade, default: 0] += 1
            items[lesson.grade, default: 0] += lesson.items.count
        }
        var out: [Diagnostic] = []
        for grade in manifest.grades {
            guard let target = manifest.targets[grade] else { continue }
            let l = lessons[grade] ?? 0, i = items[grade] ?? 0
            if l < target.lessons {
                out.append(diagnostic(at: target.location, "\(grade.displayName) has \(l) lessons; the target is \(target.lessons)")
                    .following(catalog.damage.grade(grade)))
            }
            if i < target.items {
                out.append(diagnostic(at: target.location, "\(grade.displayName) has \(i) items; the target is \(target.items)")
                    .following(catalog.damage.grade(grade)))
            }
        }
        return out
    }
}
