import CurriculumSyntax

package enum StdGradeMismatch: CatalogRule {
    package static let description = RuleDescription(
        id: "STD-GRADE-MISMATCH", severity: .error,
        summary: "a unit, skill or item uses a standard of another grade",
        rationale: """
            Each grade's units teach that grade's standards, and a skill belongs to one grade (docs/design.md#standards-and-traceability). A Kindergarten skill tagged NY-1.NBT.1 would count as Grade 1 coverage it does not teach. Going back to an earlier grade is what remediation is for: a remediation may name a skill of another grade; a unit's, skill's or item's `standards` may not.
            """,
        triggering: [
            .replacing("standards: [NY-K.CC.1, NY-K.CC.2]", in: "k/01-counting/unit.yaml", with: "standards: [NY-K.CC.1, NY-K.CC.2, ↓NY-1.NBT.1]")
                .reports("NY-1.NBT.1 is a Grade 1 standard, but this skill is in Kindergarten"),
        ],
        nonTriggering: [.replacing("standards: [NY-K.CC.1, NY-K.CC.2]", in: "k/01-counting/unit.yaml", with: "standards: [NY-K.CC.1, NY-K.CC.2]")])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        func check(_ refs: [Reference], _ grade: Grade, _ what: String) {
            for ref in refs {
                guard let standard = catalog.standards[ref.value], standard.grade != grade else { continue }
                out.append(diagnostic(
                    at: ref.location, length: ref.length,
                    "\(ref.value) is a \(standard.grade.displayName) standard, but this \(what) is in \(grade.displayName)",
                    notes: [.init("another grade's skills are reached through `remediation`, not `standards`")]))
            }
        }
        for unit in catalog.units {
            check(unit.standards, unit.grade, "unit")
            for skill in unit.skills { check(skill.standards, skill.grade, "skill") }
        }
        for lesson in catalog.lessons {
            for item in lesson.items { check(item.standards, lesson.grade, "item") }
        }
        return out
    }
}
