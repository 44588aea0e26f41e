import CurriculumSyntax

package enum ItemStoryColour: CatalogRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "ITEM-STORY-COLOUR", severity: .warning,
        summary: "a story, or its hints or feedback, names a colour that none of its drawn things has",
        rationale: """
            A word problem that names its `thing` is drawn for the child: its groups side by side, the one that joins in another colour, or its whole with the part the story names in one colour and the rest in another (docs/preview.md). A group takes the colour its name gives ("red ball"); a name without one is drawn in the default colours. So "Noor has 5 balls. 1 is blue. The rest are red." over `thing: [ball, red ball]` draws no blue ball: the child hears of a blue ball, looks for it, finds none, and may leave it out of the count, and a reader who sees red, blue and yellow fish drawn in two other colours stops trusting the picture. Reported, at `thing`, when the prompt says a colour that none of the item's `thing` names has. Help is held to the same drawing: "Count the blue ones first. Then keep counting the yellow ones." over `thing: cat` speaks of colours the item never gives, which a reader's screen may paint otherwise and the child's app need not paint at all, so a hint or feedback line that says such a colour is reported at that line. Name each group with its colour (`thing: [blue ball, red ball]`), one name for each group the story or its help colours.
            """,
        triggering: [
            .replacing("thing: [blue ball, red ball]", in: "k/02-operations/make-ten-l1.yaml", with: "thing: ↓[ball, red ball]")
                .reports("the story says blue, but no `thing` is blue, so nothing blue is drawn"),
            .replacing("thing: [blue cube, red cube]", in: "k/02-operations/make-ten-l3.yaml", with: "thing: ↓cube")
                .reports("the story says blue and red, but no `thing` is blue or red, so nothing blue or red is drawn"),
            .replacing("thing: [blue cat, yellow cat]", in: "k/02-operations/join-and-separate-l1.yaml", with: "thing: cat")
                .reports("the hint says blue and yellow, but no `thing` is blue or yellow, so nothing blue or yellow is drawn",
                         atLine: "- ↓Count the blue ones first.", in: "k/02-operations/join-and-separate-l1.yaml"),
        ],
        nonTriggering: [
            // Each group the story colours is named with its colour.
            .replacing("thing: [blue ball, red ball]", in: "k/02-operations/make-ten-l1.yaml", with: "thing: [blue ball, red ball]"),
            // A story without a `thing` is not drawn, so its colours are only heard.
            .replacing("thing: [blue cube, red cube]", in: "k/02-operations/make-ten-l3.yaml", with: ""),
        ])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for lesson in catalog.lessons {
            for item in lesson.items where item.type.value == WordProblemItem.name {
                guard let things = item.fields(WordProblemItem.Fields.self)?.things, let prompt = item.prompt else { continue }
                let drawn = Set(things.value.flatMap(ColourWords.named(in:)))
                let missing = ColourWords.named(in: prompt.value).filter { !drawn.contains($0) }
                if !missing.isEmpty {
                    let (said, either) = (Wording.list(missing), Wording.either(missing))
                    out.append(diagnostic(
                        at: item.location(of: things.node), length: things.node.span,
                        "the story says \(said), but no `thing` is \(either), so nothing \(either) is drawn",
                        notes: [.init("name each group with its colour, as the story says it: `thing: [blue ball, red ball]`"),
                                .init("the story", at: prompt.location)]))
                }
                // Help may only point at colours the drawing is given; the story's own colours are reported above.
                let told = Set(missing)
                let help = item.hints.map { ("hint", $0) } + [item.feedbackCorrect, item.feedbackIncorrect].compactMap { $0.map { ("feedback", $0) } }
                for (kind, line) in help {
                    let unseen = ColourWords.named(in: line.value).filter { !drawn.contains($0) && !told.contains($0) }
                    guard !unseen.isEmpty else { continue }
                    let (said, either) = (Wording.list(unseen), Wording.either(unseen))
                    out.append(diagnostic(
                        at: line.location, length: line.length,
                        "the \(kind) says \(said), but no `thing` is \(either), so nothing \(either) is drawn",
                        notes: [.init("name each group with the colour its help says: `thing: [blue cat, yellow cat]`, or say which group without a colour (\"the cats that come\")"),
                                .init("the things drawn", at: item.location(of: things.node))]))
                }
            }
        }
        return out
    }
}
