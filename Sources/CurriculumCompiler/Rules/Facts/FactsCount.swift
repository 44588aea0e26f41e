import CurriculumSyntax

package enum FactsCount: CatalogRule {
    package static let description = RuleDescription(
        id: "FACTS-COUNT", severity: .error,
        summary: "a fact set does not expand to exactly its count of facts",
        rationale: """
            The app starts fluency practice with exactly the facts a set promises: the starter set is 100 facts, a fact being (a, op, b) with repeats merged (docs/design.md#fluency-facts). The first launch and the app's goals count on that number, so the steps must make exactly `count` distinct facts; a `fill: true` step last tops the set up.
            """,
        triggering: [.replacing("count: 100", in: "facts/starter.yaml", with: "count: ↓400").reports("fact set 'facts.starter' makes 263 facts, not 400")],
        nonTriggering: [.replacing("count: 100", in: "facts/starter.yaml", with: "count: 100")])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        catalog.factSets.compactMap { set in
            let expanded = FactSetExpansion.expand(set, in: catalog)
            let made = expanded.facts.count, wanted = set.count.value
            guard made != wanted else { return nil }
            let hasFiller = set.steps.contains { if case .fill = $0.generator { return true } else { return false } }
            var notes: [Diagnostic.Note] = []
            if expanded.fillOvershot {
                notes.append(.init("the filler checks the count once per (a, b) pair, like a loop that fills until it has the count, and its last pair added two facts"))
            } else if made < wanted, expanded.fillRanOut {
                notes.append(.init("the filler ran out of new (a, b) pairs before reaching \(wanted)"))
            } else if made < wanted, !hasFiller {
                notes.append(.init("add a `fill: true` step last to top the set up to \(wanted), or lower count"))
            } else if made > wanted {
                notes.append(.init("only distinct (a, op, b) facts count; a repeat merges its tags into the first"))
            }
            return diagnostic(
                at: set.count.location, length: String(wanted).count,
                "fact set '\(set.id.value)' makes \(made) \(made == 1 ? "fact" : "facts"), not \(wanted)", notes: notes)
        }
    }
}
