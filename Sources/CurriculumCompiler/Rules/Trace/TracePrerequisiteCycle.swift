public enum TracePrerequisiteCycle: CatalogRule {
    public static let description = RuleDescription(
        id: "TRACE-PREREQUISITE-CYCLE", severity: .error,
        summary: "skills or units are each other's prerequisites",
        rationale: """
            Seed 000 gives every unit and skill prerequisites that must be mastered first. If they \
            form a cycle, none of the skills on it can ever be started, and the app's lesson unlocks \
            deadlock. Each cycle is reported once, at the prerequisite that closes it, with the cycle \
            printed in full.
            """,
        triggering: [
            .unit(RuleExample.baseSkills.replacingOccurrences(
                of: "standards: [NY-K.CC.5a, NY-K.CC.5b]\n    prerequisites: []",
                with: "standards: [NY-K.CC.5a, NY-K.CC.5b]\n    prerequisites: [k.counting.compare]")),
            .unit(header: "prerequisites: [k.counting]"),
        ],
        nonTriggering: [.unit()])

    public static func check(_ catalog: Catalog) -> [Diagnostic] {
        (PrerequisiteGraph.skills(catalog).cycles() + PrerequisiteGraph.units(catalog).cycles()).map { cycle in
            diagnostic(
                at: cycle.closing.location, length: cycle.closing.length,
                "prerequisites form a cycle: \(cycle.path.joined(separator: " → "))",
                notes: [.init("no skill on a cycle can be started; remove the prerequisite that is not needed")])
        }
    }
}
