public enum FactsCount: CatalogRule {
    public static let description = RuleDescription(
        id: "FACTS-COUNT", severity: .error,
        summary: "a fact set does not expand to exactly its count of facts",
        rationale: """
            Seed 004 §A seeds exactly 100 starter facts at first launch (`while out.count < 100`), and \
            DESIGN.md (Authored content) asks the FactSet to reproduce them: exactly 100 facts, a fact \
            being (a, op, b) with repeats merged. The app's first-run seeding and its goal picker count \
            on the number the set promises, so the steps must make exactly `count` distinct facts.
            """,
        triggering: [
            .factSet("""
                count: 4
                steps:
                  - {name: doubles, tags: [doubles], op: add, pairs: [[1, 1], [2, 2]]}
                  - {name: again, tags: [band1], op: add, pairs: [[2, 2], [3, 3]]}

                """)
        ],
        nonTriggering: [
            .factSet("""
                count: 3
                steps:
                  - {name: doubles, tags: [doubles], op: add, pairs: [[1, 1], [2, 2]]}
                  - {name: again, tags: [band1], op: add, pairs: [[2, 2], [3, 3]]}

                """),
            .factSet("""
                count: 7
                steps:
                  - {name: doubles, tags: [doubles], op: add, range: {n: [1, 3]}, a: n, b: n}
                  - {name: filler, tags: [mixed], fill: true}

                """),
        ])

    public static func check(_ catalog: Catalog) -> [Diagnostic] {
        catalog.factSets.compactMap { set in
            let expanded = FactSetExpansion.expand(set)
            let made = expanded.facts.count, wanted = set.count.value
            guard made != wanted else { return nil }
            let hasFiller = set.steps.contains { if case .fill = $0.generator { return true } else { return false } }
            var notes: [Diagnostic.Note] = []
            if expanded.fillOvershot {
                notes.append(.init("the filler checks the count once per (a, b) pair, as seed 004's `while out.count < 100` does, and its last pair added two facts"))
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
