import CurriculumSyntax

/// A lesson whose true/false (or yes/no) items all have the same answer rewards tapping one button.
package enum AssessOneSidedAnswers: CatalogRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "ASSESS-ONE-SIDED-ANSWERS", severity: .warning,
        summary: "every true/false or yes/no item of a lesson has the same answer",
        rationale: """
            An item with two buttons is answered by chance half the time; a lesson whose two-button items all have the same answer is answered every time by a child who always taps that button, and its quick check and practice count the habit as understanding (docs/design.md#assessment-and-mastery). Five- and six-year-olds find such habits fast: three true equations in a row teach "tap True", not what the equal sign means. A lesson with two or more items answered true or false (an equation to judge, "Are these equal shares?") or yes or no (two choices, yes and no) needs at least one of each answer: make one false ("3 + 2 = 6"), or draw unequal shares (`equal: false`). The finding is at the lesson and names its items.
            """,
        triggering: [
            // Grade 1's first equal-sign lesson as it was: three equations, all true.
            RuleExample.item("i3", in: "1/04-equations/equal-sign-l1.yaml", """
                - id: i3
                  type: equationTrueFalse
                  difficulty: 2
                  prompt: 6 = 6. Is this true or false?
                  equation: "6 = 6"
                  answer: true
                  hints:
                    - Hold up 6 fingers for the left side. Then 6 fingers for the right side.
                    - Is it the same number of fingers both times?
                  feedback:
                    correct: Yes! 6 is the same as 6.
                    incorrect: Show 6 fingers for each side. Are the two sides the same number?

                """)
                .reports("i2, i3 and i7 are all answered true: a child who always taps True passes them",
                         atLine: "id: ↓1.equations.equal-sign.l1", in: "1/04-equations/equal-sign-l1.yaml"),
        ],
        // As shipped: 6 = 7 is false, so the lesson asks for both answers.
        nonTriggering: [RuleExample()])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for lesson in catalog.lessons {
            let twoWay = lesson.items.compactMap { item in side(of: item).map { (item, $0) } }
            guard twoWay.count >= 2, let first = twoWay.first?.1, twoWay.allSatisfy({ $0.1 == first }) else { continue }
            let ids = Wording.list(twoWay.map { $0.0.id.value })
            let button = first.capitalizedFirst
            out.append(diagnostic(
                at: lesson.id.location, length: lesson.id.length,
                "\(ids) are \(twoWay.count == 2 ? "both" : "all") answered \(first): a child who always taps \(button) passes them",
                notes: [.init("make one of them \(other[first] ?? "the other answer"), so the lesson asks for both")]
            ).following(catalog.damage.lesson(lesson.id.value)))
        }
        return out
    }

    private static let other = ["true": "false", "false": "true", "yes": "no", "no": "yes"]

    /// "true"/"false" for an item answered with a truth value, "yes"/"no" for one whose two
    /// choices are yes and no; nil for any other item.
    static func side(of item: Item) -> String? {
        guard let node = item.answer, let answer = Answer(node) else { return nil }
        switch answer {
        case .truth(let value):
            return value ? "true" : "false"
        case .word(let word):
            let choices = Set((item.options?.value ?? []).compactMap { $0.string?.lowercased() })
            guard choices == ["yes", "no"] else { return nil }
            return word.lowercased()
        default:
            return nil
        }
    }
}

private extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
