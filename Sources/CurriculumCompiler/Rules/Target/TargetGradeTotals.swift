public enum TargetGradeTotals: CatalogRule {
    public static let description = RuleDescription(
        id: "TARGET-GRADE-TOTALS", severity: .warning,
        summary: "a grade has fewer lessons or items than its target",
        rationale: """
            Seed 001 sets the content targets per grade: Kindergarten 40 lessons and about 400 items, \
            Grade 1 45 lessons and about 450 items. The manifest's `targets.<grade>.lessons` and \
            `.items` hold them; every lesson file of the grade counts, mastery checks included.
            """,
        triggering: [.manifest("targets: {K: {lessonsPerSkill: [1, 4], itemsPerLesson: [2, 8], lessons: 40, items: 400}}")],
        nonTriggering: [.manifest("targets: {K: {lessonsPerSkill: [1, 4], itemsPerLesson: [2, 8], lessons: 4, items: 8}}")])

    public static func check(_ catalog: Catalog) -> [Diagnostic] {
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
