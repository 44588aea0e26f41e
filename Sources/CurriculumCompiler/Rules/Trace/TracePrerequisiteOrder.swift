public enum TracePrerequisiteOrder: CatalogRule {
    public static let description = RuleDescription(
        id: "TRACE-PREREQUISITE-ORDER", severity: .error,
        summary: "a prerequisite is taught after the skill or unit that needs it",
        rationale: """
            Seed 000's scope and sequence orders units so that prerequisites come first (unit 2 \
            needs unit 1's counting; Grade 1 builds on Kindergarten). A prerequisite taught later \
            than its dependant locks the dependant until after it would have been taught. Order is \
            the teaching sequence: grade, then unit order, then skill order within the unit.
            """,
        triggering: [.unit(RuleExample.baseSkills.replacingOccurrences(
            of: "standards: [NY-K.CC.6]\n    prerequisites: [k.counting.count-to-10]",
            with: "standards: [NY-K.CC.6]\n    prerequisites: [k.counting.add-within-5]"))],
        nonTriggering: [.unit()])

    public static func check(_ catalog: Catalog) -> [Diagnostic] {
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
