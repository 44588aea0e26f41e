import CurriculumSyntax

package enum TraceItemUntraced: CatalogRule {
    // Each item is traced through its skill, which is no lesson's; a skill's own finding is no lesson's either.
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "TRACE-ITEM-UNTRACED", severity: .error,
        summary: "an item does not trace to a standard through its skill",
        rationale: """
            Every result a child earns should count toward a standard: standard → skill → lesson → item → analytics event (docs/design.md#standards-and-traceability). An item traces through its skill (a mastery check's items name theirs); its own `standards` only narrow the skill's (docs/authoring.md#fields-every-item-has). A skill with no standards, an item with no skill, or an item standard its skill does not teach breaks the chain. When one standard of the skill fits the item's task, it is suggested, with a fix-it.
            """,
        triggering: [
            .replacing("standards: [NY-K.CC.4, NY-K.CC.4a, NY-K.CC.5a]", in: "k/01-counting/count-objects-l1.yaml", with: "standards: [NY-K.CC.4, NY-K.CC.4a, ↓NY-K.CC.6]")
                .reports("NY-K.CC.6 is not one of the standards of skill k.counting.count-objects"),
            // The skill teaches one standard, so it is the one meant, and the fix-it writes it.
            .item("i1", in: "k/02-operations/fluency-within-5-l1.yaml", RuleExample.twoAndOne(standards: "[↓NY-K.CC.4]"))
                .reports("NY-K.CC.4 is not one of the standards of skill k.operations.fluency-within-5; did you mean 'NY-K.OA.5'?"),
        ],
        nonTriggering: [.replacing("standards: [NY-K.CC.4, NY-K.CC.4a, NY-K.CC.5a]", in: "k/01-counting/count-objects-l1.yaml", with: "standards: [NY-K.CC.4a]")])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        var skillCodes: [String: Set<String>] = [:]
        for unit in catalog.units {
            for skill in unit.skills {
                let codes = Set(skill.standards.flatMap { catalog.expand($0.value) })
                skillCodes[skill.id.value] = codes
                if skill.standards.isEmpty {
                    out.append(diagnostic(
                        at: skill.id.location, length: skill.id.length,
                        "skill \(skill.id.value) lists no standards, so its items trace to none"))
                }
            }
        }
        for lesson in catalog.lessons {
            for item in lesson.items {
                guard let skillID = catalog.skillID(of: item, in: lesson) else {
                    out.append(diagnostic(
                        at: item.id.location, length: item.id.length, "item \(item.id.value) names no skill, so it traces to no standard",
                        notes: [.init("items of a mastery check name the skill they assess with `skill:`")]
                    ).following(catalog.damage.lesson(lesson.id.value)))
                    continue
                }
                // Unknown skills are REF-UNKNOWN's; skills without standards are reported once above.
                guard let codes = skillCodes[skillID], !codes.isEmpty else { continue }
                for ref in item.standards where catalog.standards[ref.value] != nil {
                    let parts = catalog.expand(ref.value)
                    if !parts.allSatisfy(codes.contains) {
                        // The fix first: the standard of the skill the item most likely meant.
                        let near = StandardSuggestion.suggestion(for: ref.value, item: item, in: lesson, catalog: catalog, bySpelling: false)
                        out.append(diagnostic(
                            at: ref.location, length: ref.length,
                            "\(ref.value) is not one of the standards of skill \(skillID)" + EditDistance.didYouMean(near.map { [$0] } ?? []),
                            notes: [.init("an item's standards narrow its skill's: \(codes.sorted().joined(separator: ", "))")],
                            fixIts: near.map { [.init(at: ref.location, length: ref.length, replacement: $0)] } ?? []))
                    }
                }
            }
        }
        return out
    }
}
