import CurriculumSyntax

package enum StdHeadingUsed: CatalogRule {
    package static let description = RuleDescription(
        id: "STD-HEADING-USED", severity: .info,
        summary: "a skill or item names a heading standard, which stands for all its lettered parts",
        rationale: """
            NY-K.CC.5, NY-K.OA.2, NY-1.OA.6 and NY-1.MD.3 exist only as headings of their lettered parts in NYSED's Next Generation Mathematics Learning Standards: NYSED still writes the bare codes, and a reference to one means every part. The compiler expands them (coverage, ranges and traceability all see the parts) and says so where a skill or item names one, since a skill usually teaches one part (docs/design.md#standards-and-traceability). Units may list headings without notice.
            """,
        triggering: [
            .replacing("standards: [NY-K.CC.3, NY-K.CC.4, NY-K.CC.4a, NY-K.CC.4b, NY-K.CC.4c, NY-K.CC.5a, NY-K.CC.5b]", in: "k/01-counting/unit.yaml",
                       with: "standards: [NY-K.CC.3, NY-K.CC.4, NY-K.CC.4a, NY-K.CC.4b, NY-K.CC.4c, ↓NY-K.CC.5]")
                .reports("NY-K.CC.5 is a heading and stands for NY-K.CC.5a and NY-K.CC.5b"),
        ],
        nonTriggering: [.replacing("standards: [NY-K.CC.3, NY-K.CC.4, NY-K.CC.4a, NY-K.CC.4b, NY-K.CC.4c, NY-K.CC.5a, NY-K.CC.5b]", in: "k/01-counting/unit.yaml", with: "standards: [NY-K.CC.3, NY-K.CC.4, NY-K.CC.4a, NY-K.CC.4b, NY-K.CC.4c, NY-K.CC.5a, NY-K.CC.5b]")])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        func check(_ refs: [Reference]) {
            for ref in refs {
                guard let s = catalog.standards[ref.value], s.isHeading else { continue }
                let parts = catalog.expand(ref.value)
                out.append(diagnostic(
                    at: ref.location, length: ref.length,
                    "\(ref.value) is a heading and stands for \(Wording.list(parts))",
                    notes: [.init("list only the parts this teaches if it does not teach them all")]))
            }
        }
        for unit in catalog.units {
            for skill in unit.skills { check(skill.standards) }
        }
        for lesson in catalog.lessons {
            for item in lesson.items { check(item.standards) }
        }
        return out
    }
}
