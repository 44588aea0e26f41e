import CurriculumSyntax

package enum TraceStandardUncovered: CatalogRule {
    package static let description = RuleDescription(
        id: "TRACE-STANDARD-UNCOVERED", severity: .warning,
        summary: "a standard of the matrix is not taught by a skill, a lesson and items",
        rationale: """
            The app covers the whole grade only if every NY standard in the matrix is taught by a skill with lessons and items (docs/design.md#standards-and-traceability). A standard with no skill, no lesson or no item is a gap in the scope and sequence. While content is being written this is a warning; `--strict` in CI makes it an error. Headings are covered through their lettered parts.
            """,
        triggering: [
            .replacing("standards: [NY-K.CC.1, NY-K.CC.2]", in: "k/01-counting/unit.yaml", with: "standards: [NY-K.CC.1]")
                .reports("NY-K.CC.2 is not taught by any skill", atLine: "- ↓code: NY-K.CC.2", in: "standards/k.yaml"),
        ],
        nonTriggering: [.replacing("standards: [NY-K.CC.1, NY-K.CC.2]", in: "k/01-counting/unit.yaml", with: "standards: [NY-K.CC.1, NY-K.CC.2]")])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var bySkill = Set<String>(), byLesson = Set<String>(), byItem = Set<String>()
        var skillCodes: [String: [String]] = [:]
        for unit in catalog.units {
            for skill in unit.skills {
                let codes = skill.standards.flatMap { catalog.expand($0.value) }
                skillCodes[skill.id.value] = codes
                bySkill.formUnion(codes)
            }
        }
        // Items without standards of their own cover their skill's: gather those skills first.
        var skillsWithItems = Set<String>()
        for lesson in catalog.lessons {
            if let skill = lesson.skill?.value, lesson.role?.value != .masteryCheck { byLesson.formUnion(skillCodes[skill] ?? []) }
            let items = catalog.remembered(coverage, of: lesson) { LessonCoverage(lesson, in: catalog) }
            skillsWithItems.formUnion(items.skills)
            byItem.formUnion(items.standards)
        }
        for skill in skillsWithItems { byItem.formUnion(skillCodes[skill] ?? []) }
        let grades = Set(catalog.manifest?.grades ?? Grade.allCases)
        var out: [Diagnostic] = []
        for set in catalog.standardSets where grades.contains(set.grade) {
            for s in set.standards where !s.isHeading {
                let message: String
                if !bySkill.contains(s.code) {
                    message = "\(s.code) is not taught by any skill"
                } else if !byLesson.contains(s.code) {
                    message = "\(s.code) has a skill but no lesson"
                } else if !byItem.contains(s.code) {
                    message = "\(s.code) has lessons but no items"
                } else {
                    continue
                }
                out.append(diagnostic(at: s.location, message).following(catalog.damage.coverage(of: s.code)))
            }
        }
        return out
    }

    /// What a lesson's items cover: the standards written on them, and the skills of those that
    /// have none. Kept by a compile session while the lesson is unchanged.
    private struct LessonCoverage: Sendable {
        var standards = Set<String>()
        var skills = Set<String>()

        init(_ lesson: Lesson, in catalog: Catalog) {
            for item in lesson.items {
                if item.standards.isEmpty {
                    if let skill = catalog.skillID(of: item, in: lesson) { skills.insert(skill) }
                } else {
                    standards.formUnion(catalog.standards(of: item, in: lesson))
                }
            }
        }
    }

    private static let coverage = LessonMemo.Slot<LessonCoverage>(name: "TRACE-STANDARD-UNCOVERED coverage")
}
