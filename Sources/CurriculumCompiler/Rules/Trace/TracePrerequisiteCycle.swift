import CurriculumSyntax

package enum TracePrerequisiteCycle: CatalogRule {
    package static let description = RuleDescription(
        id: "TRACE-PREREQUISITE-CYCLE", severity: .error,
        summary: "skills or units are each other's prerequisites",
        rationale: """
            A unit or skill opens once its prerequisites are mastered (docs/design.md#standards-and-traceability). If prerequisites form a cycle, nothing on it can ever open, and the app's lesson unlocks deadlock. Each cycle is reported once, at the prerequisite that closes it, printed in full (`a → b → a`).
            """,
        triggering: [
            // Reported at the other unit's prerequisite, which closes the cycle.
            .replacing("prerequisites: []", in: "k/01-counting/unit.yaml", with: "prerequisites: [k.operations]")
                .reports("prerequisites form a cycle: k.counting → k.operations → k.counting", atLine: "prerequisites: [↓k.counting]", in: "k/02-operations/unit.yaml"),
        ],
        nonTriggering: [.replacing("prerequisites: []", in: "k/01-counting/unit.yaml", with: "prerequisites: []")])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        (PrerequisiteGraph.skills(catalog).cycles() + PrerequisiteGraph.units(catalog).cycles()).map { cycle in
            diagnostic(
                at: cycle.closing.location, length: cycle.closing.length,
                "prerequisites form a cycle: \(cycle.path.joined(separator: " → "))",
                notes: [.init("no skill on a cycle can be started; remove the prerequisite that is not needed")])
        }
    }
}
