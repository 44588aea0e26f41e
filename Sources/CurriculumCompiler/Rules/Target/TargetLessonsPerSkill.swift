import CurriculumSyntax

package enum TargetLessonsPerSkill: CatalogRule {
    package static let description = RuleDescription(
        id: "TARGET-LESSONS-PER-SKILL", severity: .warning,
        summary: "a skill has fewer or more lessons than its grade's target",
        rationale: """
            A Kindergarten skill is taught in 3–4 lessons and a Grade 1 skill in 4–5, each a step harder than the one before (docs/design.md#content-targets). The manifest's `targets.<grade>.lessonsPerSkill` holds the numbers; a unit's mastery check is not one of a skill's lessons.
            """,
        triggering: [
            // Every Kindergarten skill taught in 3 lessons, each at its id in its unit.
            .replacing("K: {lessonsPerSkill: [3, 4], itemsPerLesson: [5, 8], lessons: 40, items: 400}", in: "curriculum.yaml", with: "K: {lessonsPerSkill: [4, 5], itemsPerLesson: [5, 8], lessons: 40, items: 400}")
                .reports(threeLessons, atLine: "- id: ↓k.counting.count-out", in: "k/01-counting/unit.yaml")
                .reports(threeLessons, atLine: "- id: ↓k.counting.ordinal-positions", in: "k/01-counting/unit.yaml")
                .reports(threeLessons, atLine: "- id: ↓k.operations.story-problems", in: "k/02-operations/unit.yaml")
                .reports(threeLessons, atLine: "- id: ↓k.operations.fluency-within-5", in: "k/02-operations/unit.yaml")
                .reports(threeLessons, atLine: "- id: ↓k.teen-numbers.teen-number-sentences", in: "k/03-teen-numbers/unit.yaml")
                .reports(threeLessons, atLine: "- id: ↓k.patterns.create-patterns", in: "k/04-patterns/unit.yaml")
                .reports(threeLessons, atLine: "- id: ↓k.measurement.describe-attributes", in: "k/05-measurement/unit.yaml")
                .reports(threeLessons, atLine: "- id: ↓k.data.sort-into-groups", in: "k/06-data/unit.yaml")
                .reports(threeLessons, atLine: "- id: ↓k.coins.name-coins", in: "k/07-coins/unit.yaml")
                .reports(threeLessons, atLine: "- id: ↓k.geometry.position-words", in: "k/08-geometry/unit.yaml")
                .reports(threeLessons, atLine: "- id: ↓k.geometry.compare-shapes", in: "k/08-geometry/unit.yaml"),
        ],
        nonTriggering: [.replacing("K: {lessonsPerSkill: [3, 4], itemsPerLesson: [5, 8], lessons: 40, items: 400}", in: "curriculum.yaml", with: "K: {lessonsPerSkill: [3, 5], itemsPerLesson: [5, 8], lessons: 40, items: 400}")])

    /// What the triggering example reports for each Kindergarten skill, all taught in 3 lessons.
    static let threeLessons = "skill has 3 lessons; Kindergarten skills have 4–5"

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        guard let targets = catalog.manifest?.targets else { return [] }
        var out: [Diagnostic] = []
        for unit in catalog.units {
            guard let target = targets[unit.grade]?.lessonsPerSkill else { continue }
            for skill in unit.skills {
                let count = (catalog.lessonsBySkill[skill.id.value] ?? []).filter { $0.role?.value != .masteryCheck }.count
                guard !target.contains(count) else { continue }
                out.append(diagnostic(
                    at: skill.id.location, length: skill.id.length,
                    "skill has \(count) \(count == 1 ? "lesson" : "lessons"); \(unit.grade.displayName) skills have \(target.lowerBound)–\(target.upperBound)"
                ).following(catalog.damage.lessons(ofSkill: skill.id.value)))
            }
        }
        return out
    }
}
