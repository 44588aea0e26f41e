import CurriculumSyntax

package enum FactsOptions: CatalogRule {
    package static let description = RuleDescription(
        id: "FACTS-OPTIONS", severity: .error,
        summary: "a fact's multiple-choice options are not 2–4 distinct numbers in range with the answer among them",
        rationale: """
            The app shows a fluency fact as a 2×2 grid of choices, so each fact gets 2–4 distinct options with the answer among them, chosen deterministically between the set's `options.min` and `options.max` (docs/design.md#fluency-facts). The options are checked as the expansion makes them, so a range too narrow to hold `count` distinct numbers is caught before the app shows a grid with a gap or a repeat.
            """,
        triggering: [
            .init("facts/zero-one.yaml", zeroOne.marking("options: ↓{"))
                .reports("3 facts cannot get 4 distinct options within 0…2: 1 + 1, 0 + 1 and 1 + 0"),
        ],
        nonTriggering: [
            .init("facts/zero-one.yaml", zeroOne.replacingOccurrences(of: "options: {count: 4,", with: "options: {count: 3,")),
            .replacing("options: {count: 4, min: 0, max: 20}", in: "facts/starter.yaml", with: "options: {count: 3, min: 0, max: 20}"),
        ])

    /// A small fact set whose options range holds only 0, 1 and 2.
    static let zeroOne = """
        # yaml-language-server: $schema=../../schemas/fact-set.schema.json
        kind: FactSet
        id: facts.zero-one
        count: 3
        options: {count: 4, min: 0, max: 2}
        steps:
          - {name: zeroOne, tags: [zeroOneTwo], op: add, pairs: [[1, 1], [0, 1], [1, 0]]}

        """

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for set in catalog.factSets {
            let spec = set.options
            guard (2...4).contains(spec.count) else {
                out.append(diagnostic(
                    at: spec.countLocation, "\(spec.count) options do not fit the 2×2 choice grid; use 2 to 4"))
                continue
            }
            guard spec.min <= spec.max else {
                out.append(diagnostic(at: spec.location, "options range \(spec.min)…\(spec.max) is empty"))
                continue
            }
            // The answer's own range is FACTS-SUM-RANGE's; here the options themselves.
            let range = spec.min...spec.max
            var short: [Fact] = [], missing: [Fact] = [], repeated: [Fact] = [], outside: [Fact] = []
            for fact in FactSetExpansion.expand(set, in: catalog).facts {
                let options = fact.options
                if options.count != spec.count { short.append(fact) }
                if !options.contains(fact.answer) { missing.append(fact) }
                if Set(options).count != options.count { repeated.append(fact) }
                if options.contains(where: { $0 != fact.answer && !range.contains($0) }) { outside.append(fact) }
            }
            func report(_ facts: [Fact], _ what: String) {
                guard let first = facts.first else { return }
                out.append(diagnostic(
                    at: spec.location,
                    "\(facts.count == 1 ? "1 fact" : "\(facts.count) facts") \(what): \(FactsWording.list(facts))",
                    notes: [.init("\(first.a) \(first.op.symbol) \(first.b) gets \(first.options.map(String.init).joined(separator: ", "))")]))
            }
            report(short, "cannot get \(spec.count) distinct options within \(spec.min)…\(spec.max)")
            report(missing, "lack the answer among the options")
            report(repeated, "repeat an option")
            report(outside, "get an option outside \(spec.min)…\(spec.max)")
        }
        return out
    }
}
