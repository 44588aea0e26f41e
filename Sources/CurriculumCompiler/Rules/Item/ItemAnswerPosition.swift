import CurriculumSyntax

package enum ItemAnswerPosition: CatalogRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "ITEM-ANSWER-POSITION", severity: .warning,
        summary: "most of a lesson's choice items put the answer in the same place",
        rationale: """
            The app shows an item's choices in the order they are written (docs/design.md#item-types-and-solvers). When most of a lesson's choice items put the answer in the same place, a child who always taps "the first one" passes them, and the lesson's quick check measures that habit rather than the skill. Choices that are all numbers are written in counting order, where the answer falls where it falls, and are left out. A comparison asking which group has more or fewer counts too: its left and right groups are choices 1 and 2. A lesson is reported when at least \(minimumItems) of its other choice items put the answer in one place more than \(Int(share * 4)) times in 4; move the answer to another place, keeping the other choices in their order.
            """,
        triggering: [
            .replacing("options: [halves, fourths]", in: "1/06-fractions/fourths-l2.yaml", with: "options: [fourths, halves]")
                .reports("the answer is choice 1 in 3 of this lesson's 3 choice items: a child who always taps choice 1 passes them",
                         atLine: "id: ↓1.fractions.fourths.l2", in: "1/06-fractions/fourths-l2.yaml"),
        ],
        nonTriggering: [
            .replacing("options: [halves, fourths]", in: "1/06-fractions/fourths-l2.yaml", with: "options: [halves, fourths]"),
        ])

    /// Fewer choice items than this say little about a habit.
    static let minimumItems = 3
    /// The share of a lesson's choice items with the answer in one place above which it is reported.
    static let share = 0.75

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for lesson in catalog.lessons {
            var places: [Int] = []
            for item in lesson.items {
                if let place = ItemTypes.type(of: item)?.answerPlace(item) {
                    places.append(place)
                    continue
                }
                guard let options = item.options?.value, let answerNode = item.answer, let answer = Answer(answerNode) else { continue }
                let values = options.compactMap(Answer.init)
                // Numbers are written in counting order: where the answer sits is the number's place.
                guard values.count == options.count, !options.allSatisfy({ $0.scalar.flatMap { Int($0.text) } != nil }),
                    let place = values.firstIndex(where: { $0.accepts(answer) })
                else { continue }
                places.append(place)
            }
            guard places.count >= minimumItems else { continue }
            let counts = Dictionary(places.map { ($0, 1) }, uniquingKeysWith: +)
            guard let (place, count) = counts.max(by: { ($0.value, -$0.key) < ($1.value, -$1.key) }),
                Double(count) > share * Double(places.count)
            else { continue }
            out.append(diagnostic(
                at: lesson.id.location, length: lesson.id.length,
                "the answer is choice \(place + 1) in \(count) of this lesson's \(places.count) choice items: a child who always taps choice \(place + 1) passes them",
                notes: [.init("move the answer to another place in some of them; the other choices keep their order")]
            ).following(catalog.damage.lesson(lesson.id.value)))
        }
        return out
    }
}
