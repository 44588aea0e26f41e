import CurriculumSyntax

package enum FactsStep: CatalogRule {
    package static let description = RuleDescription(
        id: "FACTS-STEP", severity: .error,
        summary: "a fact set step cannot run or can make no facts",
        rationale: """
            Steps expand deterministically, and nothing an author writes may crash or hang the compiler (docs/design.md#bad-input-and-safety). A `range` step's `a` and `b` are read by a tiny evaluator that knows only whole numbers, the loop variable, + and −; anything else is refused here rather than run. An empty loop, a walk that cannot start, or a filler that has visited every (a, b) pair of its walk without reaching the count (a plain "fill until 100" loop would spin forever) is reported instead of looping.
            """,
        triggering: [
            .replacing("- {name: nearDoubles,", in: "facts/starter.yaml", with: "- {name: nearDoubles, tags: [nearDouble, band1], op: add, range: {n: [1, 9]}, a: n, b: ↓m+1}")
                .reports("'m' in 'm+1' is not the loop variable; the range's variable is 'n'"),
            .replacing("- {name: doubles,", in: "facts/starter.yaml", with: "- {name: doubles, tags: [doubles, band1], op: add, range: ↓{n: [10, 1]}, a: n, b: n}")
                .reports("step 'doubles' makes no facts: its range [10, 1] is empty"),
        ],
        nonTriggering: [
            .replacing("- {name: nearDoubles,", in: "facts/starter.yaml", with: "- {name: nearDoubles, tags: [nearDouble, band1], op: add, range: {n: [1, 9]}, a: n, b: n+1}"),
        ])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        catalog.factSets.flatMap { set in
            FactSetExpansion.expand(set, in: catalog).problems.map { p in
                diagnostic(at: p.location, length: p.length, p.message, notes: p.notes.map { Diagnostic.Note($0) })
            }
        }
    }
}
