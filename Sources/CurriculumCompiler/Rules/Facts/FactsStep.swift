public enum FactsStep: CatalogRule {
    public static let description = RuleDescription(
        id: "FACTS-STEP", severity: .error,
        summary: "a fact set step cannot run or can make no facts",
        rationale: """
            DESIGN.md (Item types): generators expand deterministically, and (Bad input and safety) \
            nothing an author writes may crash or hang the compiler. A `range` step's `a` and `b` are \
            evaluated by a tiny evaluator that reads only whole numbers, the loop variable, + and −; \
            anything else is refused here rather than run. An empty loop, a walk that cannot start, or \
            a filler that has visited every (a, b) pair of its walk without a new fact (seed 004 §A's \
            `while out.count < 100` would spin forever) is reported instead of looping.
            """,
        triggering: [
            .factSet("""
                count: 3
                steps:
                  - {name: nearDoubles, tags: [nearDouble], op: add, range: {n: [1, 3]}, a: n, b: m+1}

                """),
            .factSet("""
                count: 3
                steps:
                  - {name: doubles, tags: [doubles], op: add, range: {n: [3, 1]}, a: n, b: n}

                """),
            .factSet("""
                count: 30
                steps:
                  - name: filler
                    tags: [mixed]
                    fill: true
                    walk: {a: [1, 3], b: [1, 3]}
                    ops: [{op: add}]

                """),
        ],
        nonTriggering: [
            .factSet("""
                count: 3
                steps:
                  - {name: nearDoubles, tags: [nearDouble], op: add, range: {n: [1, 3]}, a: n, b: n+1}

                """),
            .factSet("""
                count: 9
                steps:
                  - {name: make10, tags: [make10], op: add, range: {x: [1, 9]}, a: x, b: 10 - x}

                """),
        ])

    public static func check(_ catalog: Catalog) -> [Diagnostic] {
        catalog.factSets.flatMap { set in
            FactSetExpansion.expand(set).problems.map { p in
                diagnostic(at: p.location, length: p.length, p.message, notes: p.notes.map { Diagnostic.Note($0) })
            }
        }
    }
}
