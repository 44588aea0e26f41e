import CurriculumSyntax

package enum TraceRemediationOrder: CatalogRule {
    package static let description = RuleDescription(
        id: "TRACE-REMEDIATION-ORDER", severity: .error,
        summary: "a remediation goes to a skill that is not taught earlier",
        rationale: """
            Remediation sends a child who is stuck back to something already taught, such as counting real objects again, possibly in an earlier grade (docs/design.md#standards-and-traceability). A remediation skill taught later, or the skill itself, sends the child somewhere they have not been, or nowhere. A remediation naming no skill that exists is REF-UNKNOWN's finding.
            """,
        triggering: [
            .replacing("skill: k.counting.count-objects", in: "k/01-counting/unit.yaml", with: "skill: ↓k.counting.compare-numbers")
                .reports("remediation goes to k.counting.compare-numbers, which is not taught before this skill"),
        ],
        nonTriggering: [.replacing("skill: k.counting.count-objects", in: "k/01-counting/unit.yaml", with: "skill: k.counting.count-objects")])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
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
