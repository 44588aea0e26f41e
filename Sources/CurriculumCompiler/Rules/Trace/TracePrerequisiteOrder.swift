import CurriculumSyntax

package enum TracePrerequisiteOrder: CatalogRule {
    package static let description = RuleDescription(
        id: "TRACE-PREREQUISITE-ORDER", severity: .error,
        summary: "a prerequisite is taught after the skill or unit that needs it",
        rationale: """
            The scope and sequence teaches prerequisites first: adding needs counting, and Grade 1 builds on Kindergarten (docs/design.md#standards-and-traceability). A prerequisite taught later than the skill or unit that needs it locks that skill until after it should have been taught. Teaching order is grade, then unit `order`, then a skill's place in its unit.
            """,
        triggering: [
            .replacing("prerequisites: [k.counting.count-objects]", in: "k/01-counting/unit.yaml", with: "prerequisites: [↓k.counting.compare-numbers]")
                .reports("prerequisite k.counting.compare-numbers is taught after the skill k.counting.count-out that needs it"),
        ],
        nonTriggering: [.replacing("prerequisites: [k.counting.count-objects]", in: "k/01-counting/unit.yaml", with: "prerequisites: [k.counting.count-objects]")])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        func check(_ graph: PrerequisiteGraph, _ what: String) {
            let position = Dictionary(graph.nodes.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
            let component = graph.components()
            for node in graph.nodes {
                guard let at = position[node] else { continue }
                for ref in graph.edges[node] ?? [] {
                    // Cycles are TRACE-PREREQUISITE-CYCLE's; unknown ids are REF-UNKNOWN's.
                    guard let needed = position[ref.value], needed > at, component[ref.value] != component[node] else { continue }
                    out.append(diagnostic(
                        at: ref.location, length: ref.length,
                        "prerequisite \(ref.value) is taught after the \(what) \(node) that needs it",
                        notes: [.init("\(ref.value) is \(what) \(needed + 1) of the sequence; \(node) is \(what) \(at + 1)")]))
                }
            }
        }
        check(PrerequisiteGraph.skills(catalog), "skill")
        check(PrerequisiteGraph.units(catalog), "unit")
        return out
    }
}
