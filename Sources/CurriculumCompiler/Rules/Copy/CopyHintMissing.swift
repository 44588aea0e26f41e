import CurriculumSyntax

package enum CopyHintMissing: CopyLessonRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "COPY-HINT-MISSING", severity: .error,
        summary: "an item has no hint",
        rationale: """
            The app always offers a hint button, and using a hint costs part of the item's score (docs/design.md#hints-and-feedback), so an item without a hint leaves a stuck child with nothing to press. Every item needs at least one hint: every auto-scored type, dragDrop too (the app checks its pairs), and the unscored openResponse and drawing items as well. A grown-up scores those with a rubric, or nobody does, but the child still works them alone first, and a child who cannot read needs to hear a way to begin ("Draw the first group. Then draw the next one.") as much as on any other item.
            """,
        triggering: [
            .item("i2", in: "k/01-counting/count-objects-l1.yaml", RuleExample.pondDucks
                .replacingOccurrences(of: "  hints:\n    - Start with the duck on the left.\n    - Touch each duck and say a number.\n", with: "").marking("- id: ↓i2"))
                .reports("counting item 'i2' has no hint"),
            // The app checks a dragDrop item's pairs itself, so a child stuck on one needs a hint too.
            .item("i3", in: "k/01-counting/count-objects-l3.yaml", """
                - id: ↓i3
                  type: dragDrop
                  difficulty: 1
                  standards: [NY-K.CC.3]
                  prompt: Match each word to its number.
                  pairs:
                    - {item: three, target: "3"}
                    - {item: eight, target: "8"}
                    - {item: five, target: "5"}
                  feedback:
                    correct: Yes! Each word matches its number.
                    incorrect: Say the word. Count on your fingers to find its number.

                """).reports("dragDrop item 'i3' has no hint"),
            // Unscored: a grown-up judges the answer, but the child starts alone.
            .item("i6", in: "k/02-operations/join-and-separate-l1.yaml", """
                - id: ↓i6
                  type: drawing
                  difficulty: 2
                  standards: [NY-K.OA.1]
                  prompt: Draw 4 balls. Draw 3 more balls. How many balls in all?
                  rubric:
                    criteria:
                      - Draws a group of 4 and a group of 3.
                      - Counts all the balls and says 7.
                    levels: [beginning, developing, secure]
                    descriptors:
                      beginning: Draws only one group, or other numbers of balls.
                      developing: Draws both groups but miscounts the total.
                      secure: Draws both groups and finds 7 in all.
                  feedback:
                    correct: You drew both groups and counted them all!

                """).reports("drawing item 'i6' has no hint"),
        ],
        nonTriggering: [.item("i2", in: "k/01-counting/count-objects-l1.yaml", RuleExample.pondDucks)])

    package static func check(_ catalog: Catalog) -> [Diagnostic] { CopyPass.diagnostics(self, in: catalog) }

    static func inspect(_ lesson: LessonCopy, _ context: CopySliceContext, _ out: inout [Diagnostic]) {
        for copy in lesson.items {
            let item = copy.item
            guard item.hints.allSatisfy({ CopyPolicy.isBlank($0.value) }) else { continue }
            let key = item.keySyntax(of: .hints)
            let at = key.map { SourceLocation(path: item.path, line: Int($0.mark.line), column: Int($0.mark.column)) }
            out.append(diagnostic(
                at: at ?? item.id.location, length: at == nil ? item.id.length : 5,
                "\(item.type.value) item '\(item.id.value)' has no hint",
                notes: [.init(ItemTypes.isAutoScored(item)
                    ? "add `hints:` with a short hint that names a first step, such as \"Touch each apple as you count.\""
                    : "add `hints:` with a short hint that names a way to begin, such as \"Draw the first group, then the next.\"")]))
        }
    }
}
