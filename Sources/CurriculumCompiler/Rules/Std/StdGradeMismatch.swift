public enum StdGradeMismatch: CatalogRule {
    public static let description = RuleDescription(
        id: "STD-GRADE-MISMATCH", severity: .error,
        summary: "a unit, skill or item uses a standard of another grade",
        rationale: """
            Seed 000 (scope and sequence) maps each grade's units to that grade's NY standards, and \
            seed 000's data model gives a skill one grade. A Kindergarten skill tagged with a Grade 1 \
            standard would count as Grade 1 coverage it does not teach. Going back to an earlier grade \
            is what remediation is for: a remediation may name a skill of another grade, a unit, skill \
            or item's `standards` may not.
            """,
        triggering: [
            RuleExample(files: RuleExample.lesson("""
                  - id: i1
                    type: numericInput
                    standards: [NY-1.OA.6a]
                    prompt: What is 2 + 3?
                    answer: 5
                    hints: [Start at 2 and count on 3 more.]
                    feedback: {incorrect: Count on from 2 with your fingers.}

                """).files + gradeOne.files),
            RuleExample(files: RuleExample.unit(
                RuleExample.baseSkills.replacingOccurrences(of: "[NY-K.OA.5]", with: "[NY-K.OA.5, NY-1.OA.6a]")).files + gradeOne.files),
        ],
        nonTriggering: [.lesson("""
              - id: i1
                type: numericInput
                standards: [NY-K.CC.5a]
                prompt: What is 2 + 3?
                answer: 5
                hints: [Start at 2 and count on 3 more.]
                feedback: {incorrect: Count on from 2 with your fingers.}

            """)])

    private static let gradeOne = RuleExample.gradeOneStandards(
        "  - {code: NY-1.OA.6a, domain: OA, cluster: Add and subtract within 20., description: Add within 20.}\n")

    public static func check(_ catalog: Catalog) -> [Diagnostic] {
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
