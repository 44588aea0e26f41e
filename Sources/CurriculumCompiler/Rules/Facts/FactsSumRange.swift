import CurriculumSyntax

package enum FactsSumRange: CatalogRule {
    /// Sums stay within 20 (NY-1.OA.6, add and subtract within 20).
    static let largestSum = 20

    package static let description = RuleDescription(
        id: "FACTS-SUM-RANGE", severity: .error,
        summary: "a fact's sum is above 20, or one of its numbers is outside the options' range",
        rationale: """
            Grade 1 fluency is adding and subtracting within 20 (NY-1.OA.6), so no addition fact sums past 20 (docs/design.md#fluency-facts). The answer keypad and the 2×2 choice grid offer numbers between the options' `min` and `max`, so a fact using a number outside them cannot be answered or shown fairly.
            """,
        triggering: [
            .replacing("- {name: teenSums,", in: "facts/starter.yaml", with: "- {name: teenSums, tags: [teen, band5], op: add, pairs: [[11, 9], [12, 8], [13, 7], [14, 6], ↓[15, 6]]}")
                .reports("15 + 6 = 21 has a sum above 20"),
        ],
        nonTriggering: [.replacing("- {name: teenSums,", in: "facts/starter.yaml", with: "- {name: teenSums, tags: [teen, band5], op: add, pairs: [[11, 9], [12, 8], [13, 7], [14, 6], [15, 5]]}")])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for set in catalog.factSets {
            let range = set.options.min...max(set.options.min, set.options.max)
            let all = FactSetExpansion.expand(set, in: catalog).facts
            var problem: [Fact: String] = [:]
            for fact in all {
                if fact.op == .add, fact.answer > largestSum {
                    problem[fact] = "\(fact.text) has a sum above \(largestSum)"
                    continue
                }
                // A subtraction below zero is FACTS-SUBTRACTION's to report.
                var numbers = [fact.a, fact.b]
                if !(fact.op == .sub && fact.a < fact.b) { numbers.append(fact.answer) }
                if let outside = numbers.first(where: { !range.contains($0) }) {
                    problem[fact] = "\(fact.text) uses \(outside), outside the options' range \(set.options.min)…\(set.options.max)"
                }
            }
            let wrong = all.filter { problem[$0] != nil }
            for (source, facts) in FactsWording.bySource(wrong) {
                let message = facts.count == 1
                    ? problem[facts[0]]!
                    : "\(facts.count) facts have a sum above \(largestSum) or a number outside \(set.options.min)…\(set.options.max): \(FactsWording.list(facts))"
                out.append(diagnostic(at: source, message, notes: facts.count == 1 ? [] : [.init(problem[facts[0]]!)]))
            }
        }
        return out
    }
}
