public enum CopyHintMissing: CopyLessonRule {
    public static let description = RuleDescription(
        id: "COPY-HINT-MISSING", severity: .error,
        summary: "an auto-scored item has no hint",
        rationale: """
            The app always offers a hint button, and using a hint costs part of the item's score (docs/design.md#hints-and-feedback), so an item without a hint leaves a stuck child with nothing to press. Every auto-scored type needs at least one hint, dragDrop too (the app checks its pairs); openResponse and drawing, which a grown-up scores with a rubric, are exempt.
            """,
        triggering: [
            .item("i2", in: "k/01-counting/count-objects-l1.yaml", RuleExample.pondDucks.replacingOccurrences(of: "  hints:\n    - Start with the duck at the front.\n    - Touch each duck and say a number.\n", with: "")),
            // The app checks a dragDrop item's pairs itself, so a child stuck on one needs a hint too.
            .item("i3", in: "k/01-counting/count-objects-l3.yaml", """
                - id: i3
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

                """),
        ],
        nonTriggering: [.item("i2", in: "k/01-counting/count-objects-l1.yaml", RuleExample.pondDucks)])

    public static func check(_ catalog: Catalog) -> [Diagnostic] { CopyPass.diagnostics(self, in: catalog) }

    static func inspect(_ lesson: LessonCopy, _ context: CopySliceContext, _ out: inout [Diagnostic]) {
        for copy in lesson.items {
            let item = copy.item
            guard ItemTypes.isAutoScored(item), item.hints.allSatisfy({ CopyPolicy.isBlank($0.value) }) else { continue }
            let key = item.node.pair("hints")?.key
            let at = key.map { SourceLocation(path: item.path, line: Int($0.mark.line), column: Int($0.mark.column)) }
            out.append(diagnostic(
                at: at ?? item.id.location, length: at == nil ? item.id.length : 5,
                "\(item.type.value) item '\(item.id.value)' has no hint",
                notes: [.init("add `hints:` with a short hint that names a first step, such as \"Touch each apple as you count.\"")]))
        }
    }
}
