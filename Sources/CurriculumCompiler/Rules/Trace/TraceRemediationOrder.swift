public enum TraceRemediationOrder: CatalogRule {
    public static let description = RuleDescription(
        id: "TRACE-REMEDIATION-ORDER", severity: .error,
        summary: "a remediation goes to a skill that is not taught earlier",
        rationale: """
            Seed 000: remediation sends a struggling learner back to something already taught \
            ("return to concrete counting with manipulatives"; "review bundling ten ones"), which may \
            be in an earlier grade. A remediation skill taught later, or the skill itself, sends the \
            learner somewhere they have not been or nowhere. (A remediation naming no skill that \
            exists is REF-UNKNOWN.)
            """,
        triggering: [.unit(RuleExample.baseSkills.replacingOccurrences(
            of: "standards: [NY-K.OA.5]\n    prerequisites: [k.counting.count-to-10]\n",
            with: "standards: [NY-K.OA.5]\n    prerequisites: [k.counting.count-to-10]\n    remediation: {skill: k.counting.add-within-5, note: Add with counters.}\n"))],
        nonTriggering: [.unit()])

    public static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        func check(_ remediation: Remediation?, before limit: Int, _ what: String) {
            guard let ref = remediation?.skill, let target = catalog.sequenceIndex[ref.value], target >= limit else { return }
            out.append(diagnostic(
                at: ref.location, length: ref.length,
                "remediation goes to \(ref.value), which is not taught before this \(what)",
                notes: [.init("remediation sends a learner back to a skill taught earlier")]))
        }
        for unit in catalog.units {
            if let first = unit.skills.first.flatMap({ catalog.sequenceIndex[$0.id.value] }) {
                check(unit.remediation, before: first, "unit")
            }
            for skill in unit.skills {
                guard let at = catalog.sequenceIndex[skill.id.value] else { continue }
                check(skill.remediation, before: at, "skill")
            }
        }
        return out
    }
}
