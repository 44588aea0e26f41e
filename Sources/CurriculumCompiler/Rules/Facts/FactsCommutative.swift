public enum FactsCommutative: CatalogRule {
    /// DESIGN.md: at least 20 facts whose commuted twin is present (of the starter's 100).
    static let required = 20

    /// Twins a set of `count` facts needs: 20, or a fifth of a set smaller than 100.
    static func required(forCount count: Int) -> Int {
        min(required, max(1, count / 5 + (count % 5 == 0 ? 0 : 1)))
    }

    public static let description = RuleDescription(
        id: "FACTS-COMMUTATIVE", severity: .error,
        summary: "too few addition facts appear in both orders",
        rationale: """
            Seed 004 §A includes explicit commutativity pairs and "guarantees at least 20 items that \
            explicitly test commutativity via both orders"; DESIGN.md (Authored content) requires at \
            least 20 facts whose commuted twin is present. Seeing 6 + 8 and 8 + 6 side by side is how \
            learners meet the commutative property (NY-1.OA.3). Doubles (a + a) are their own twin and \
            do not count. A set smaller than 100 facts needs a fifth of its facts in pairs.
            """,
        triggering: [
            .factSet("""
                count: 3
                steps:
                  - {name: bridge10, tags: [bridge10], op: add, pairs: [[8, 7], [9, 6], [5, 5]]}

                """)
        ],
        nonTriggering: [
            .factSet("""
                count: 3
                steps:
                  - {name: bridge10, tags: [bridge10], op: add, pairs: [[8, 7], [9, 6]]}
                  - {name: commutative, tags: [commutative], op: add, pairs: [[7, 8]]}

                """)
        ])

    public static func check(_ catalog: Catalog) -> [Diagnostic] {
        catalog.factSets.compactMap { set in
            let expanded = FactSetExpansion.expand(set)
            let twins = expanded.factsWithCommutedTwin.count
            let needed = required(forCount: set.count.value)
            guard twins < needed else { return nil }
            let lonely = expanded.facts.filter { $0.op == .add && $0.a != $0.b && !expanded.contains($0.key.commuted) }
            var notes: [Diagnostic.Note] = []
            if !lonely.isEmpty {
                let examples = lonely.prefix(3).map { "\($0.b) + \($0.a)" }.joined(separator: ", ")
                notes.append(.init("add the twins of facts already in the set, like \(examples)"))
            }
            return diagnostic(
                at: set.id.location, length: set.id.length,
                "only \(twins) \(twins == 1 ? "fact has its" : "facts have their") commuted twin in '\(set.id.value)'; at least \(needed) should",
                notes: notes)
        }
    }
}
