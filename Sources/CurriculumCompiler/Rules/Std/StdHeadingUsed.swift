public enum StdHeadingUsed: CatalogRule {
    public static let description = RuleDescription(
        id: "STD-HEADING-USED", severity: .info,
        summary: "a skill or item names a heading standard, which stands for all its lettered parts",
        rationale: """
            NY-K.CC.5, NY-K.OA.2, NY-1.OA.6 and NY-1.MD.3 exist only as headings of their lettered \
            parts (reference/README.md): NYSED still writes the bare codes, and a reference to one \
            means every part. The compiler expands them (coverage, ranges and traceability all see \
            the parts), and says so where a skill or item names one, since a skill usually teaches \
            one part. Units list headings as the scope and sequence does (seed 000), without notice.
            """,
        triggering: [.unit(RuleExample.baseSkills.replacingOccurrences(of: "[NY-K.CC.5a, NY-K.CC.5b]", with: "[NY-K.CC.5]"))],
        nonTriggering: [.unit()])

    public static func check(_ catalog: Catalog) -> [Diagnostic] {
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
