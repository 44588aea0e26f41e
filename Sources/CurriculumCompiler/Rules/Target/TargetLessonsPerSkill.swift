public enum TargetLessonsPerSkill: CatalogRule {
    public static let description = RuleDescription(
        id: "TARGET-LESSONS-PER-SKILL", severity: .warning,
        summary: "a skill has fewer or more lessons than its grade's target",
        rationale: """
            Seed 003's content build plans: "for each skill, create 3–4 lessons" in Kindergarten \
            (step 9) and 4–5 in Grade 1 (step 16), "gradually increasing complexity". The manifest's \
            `targets.<grade>.lessonsPerSkill` holds the numbers; a unit's mastery check is not one of \
            a skill's lessons.
            """,
        triggering: [.manifest("targets: {K: {lessonsPerSkill: [2, 4], itemsPerLesson: [2, 8], lessons: 3, items: 8}}")],
        nonTriggering: [.manifest("targets: {K: {lessonsPerSkill: [1, 4], itemsPerLesson: [2, 8], lessons: 3, items: 8}}")])

    public static func check(_ catalog: Catalog) -> [Diagnostic] {
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
