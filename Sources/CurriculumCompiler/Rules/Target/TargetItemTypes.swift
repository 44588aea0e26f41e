import CurriculumSyntax

package enum TargetItemTypes: CatalogRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "TARGET-ITEM-TYPES", severity: .warning,
        summary: "a lesson uses only one item type",
        rationale: """
            A lesson mixes ways of answering (tapping a choice, dragging, typing a number, placing counters), so a skill is practised in more than one form and no child is held back by one kind of interaction (docs/design.md#content-targets). A lesson uses at least two item types.
            """,
        triggering: [.item("i4", in: "1/04-equations/equal-sign-l4.yaml", """
            - id: i4
              type: equationTrueFalse
              difficulty: 2
              prompt: 6 + 3 = 10. Is this true or false?
              equation: "6 + 3 = 10"
              answer: false
              hints:
                - Work out 6 + 3 first.
              feedback:
                correct: Yes! 6 + 3 is 9, not 10.
                incorrect: Find 6 + 3. Then compare it with 10.
            """).reports("lesson uses one item type (equationTrueFalse); use at least two", atLine: "id: ↓1.equations.equal-sign.l4", in: "1/04-equations/equal-sign-l4.yaml")],
        nonTriggering: [.item("i4", in: "1/04-equations/equal-sign-l4.yaml", """
            - id: i4
              type: multipleChoice
              difficulty: 2
              prompt: Which equation is false?
              options: ["6 + 3 = 3 + 6", "6 + 3 = 10"]
              answer: "6 + 3 = 10"
              hints:
                - Work out 6 + 3 first.
                - Check each equation.
              feedback:
                correct: Yes! 6 + 3 is 9, not 10.
                incorrect: Find 6 + 3. Then look for the one where the sides do not match.
            """)])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        catalog.lessons.compactMap { lesson in
            let types = Set(lesson.items.map(\.type.value))
            guard types.count < 2, let only = types.first else { return nil }
            return diagnostic(
                at: lesson.id.location, length: lesson.id.length,
                "lesson uses one item type (\(only)); use at least two"
            ).following(catalog.damage.lesson(lesson.id.value))
        }
    }
}
