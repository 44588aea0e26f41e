import CurriculumSyntax

package enum FactsCommutative: CatalogRule {
    /// At least 20 facts whose commuted twin is present (of the starter's 100; docs/design.md#fluency-facts).
    static let required = 20

    /// Twins a set of `count` facts needs: 20, or a fifth of a set smaller than 100.
    static func required(forCount count: Int) -> Int {
        min(required, max(1, count / 5 + (count % 5 == 0 ? 0 : 1)))
    }

    package static let description = RuleDescription(
        id: "FACTS-COMMUTATIVE", severity: .error,
        summary: "too few addition facts appear in both orders",
        rationale: """
            Seeing 6 + 8 and 8 + 6 in the same practice is how children meet the commutative property of addition (NY-1.OA.3), so the starter set guarantees at least 20 facts whose commuted twin is also in the set (docs/design.md#fluency-facts). Doubles (a + a) are their own twin and do not count. A set smaller than 100 facts needs a fifth of its facts in pairs.
            """,
        triggering: [
            .init("facts/make-ten.yaml", RuleExample.makeTenFacts.marking("id: ↓facts.make-ten"))
                .reports("only 0 facts have their commuted twin in 'facts.make-ten'; at least 1 should"),
        ],
        nonTriggering: [.init("facts/make-ten.yaml", RuleExample.makeTenFacts.replacingOccurrences(
            of: "count: 5\n", with: "count: 9\n").replacingOccurrences(
            of: "pairs: [[1, 9], [2, 8], [3, 7], [4, 6], [5, 5]]}", with: "range: {x: [1, 9]}, a: x, b: 10-x}"))])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        catalog.factSets.compactMap { set in
            let expanded = FactSetExpansion.expand(set, in: catalog)
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
