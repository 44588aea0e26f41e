import CurriculumSyntax

package enum FactsSubtraction: CatalogRule {
    package static let description = RuleDescription(
        id: "FACTS-SUBTRACTION", severity: .error,
        summary: "a subtraction fact takes a larger number from a smaller one",
        rationale: """
            K–1 children work with whole numbers (NY-K.OA.2, NY-1.OA.6), so every subtraction fact has a ≥ b (docs/design.md#fluency-facts): a fact whose answer is below zero has no answer they can give.
            """,
        triggering: [
            .replacing("- {name: countBack,", in: "facts/starter.yaml", with: "- {name: countBack, tags: [countBack, band6], op: sub, pairs: [[10, 7], [12, 3], [11, 2], [9, 4], ↓[5, 8]]}")
                .reports("5 - 8 takes a larger number from a smaller one"),
        ],
        nonTriggering: [.replacing("- {name: countBack,", in: "facts/starter.yaml", with: "- {name: countBack, tags: [countBack, band6], op: sub, pairs: [[10, 7], [12, 3], [11, 2], [9, 4], [8, 5]]}")])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for set in catalog.factSets {
            let wrong = FactSetExpansion.expand(set, in: catalog).facts.filter { $0.op == .sub && $0.a < $0.b }
            for (source, facts) in FactsWording.bySource(wrong) {
                let message = facts.count == 1
                    ? "\(facts[0].a) - \(facts[0].b) takes a larger number from a smaller one"
                    : "\(facts.count) subtractions take a larger number from a smaller one: \(FactsWording.list(facts))"
                out.append(diagnostic(
                    at: source, message,
                    notes: [.init("write the larger number first, like \(facts[0].b) - \(facts[0].a)")]))
            }
        }
        return out
    }
}
