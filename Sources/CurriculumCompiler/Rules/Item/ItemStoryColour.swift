import CurriculumSyntax

package enum ItemStoryColour: CatalogRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "ITEM-STORY-COLOUR", severity: .warning,
        summary: "a story names a colour that none of its drawn things has",
        rationale: """
            A word problem that names its `thing` is drawn for the child: its groups side by side, the one that joins in another colour, or its whole with the part the story names in one colour and the rest in another (docs/preview.md). A group takes the colour its name gives ("red ball"); a name without one is drawn in the default colours. So "Noor has 5 balls. 1 is blue. The rest are red." over `thing: [ball, red ball]` draws no blue ball: the child hears of a blue ball, looks for it, finds none, and may leave it out of the count, and a reader who sees red, blue and yellow fish drawn in two other colours stops trusting the picture. Reported, at `thing`, when the prompt says a colour that none of the item's `thing` names has. Name each group with its colour (`thing: [blue ball, red ball]`), one name for each group the story colours.
            """,
        triggering: [
            .replacing("thing: [blue ball, red ball]", in: "k/02-operations/make-ten-l1.yaml", with: "thing: ↓[ball, red ball]")
                .reports("the story says blue, but no `thing` is blue, so nothing blue is drawn"),
            .replacing("thing: [blue cube, red cube]", in: "k/02-operations/make-ten-l3.yaml", with: "thing: ↓cube")
                .reports("the story says blue and red, but no `thing` is blue or red, so nothing blue or red is drawn"),
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
                guard !missing.isEmpty else { continue }
                let said = Wording.list(missing), either = said.replacingOccurrences(of: " and ", with: " or ")
                out.append(diagnostic(
                    at: item.location(of: things.node), length: things.node.span,
                    "the story says \(said), but no `thing` is \(either), so nothing \(either) is drawn",
                    notes: [.init("name each group with its colour, as the story says it: `thing: [blue ball, red ball]`"),
                            .init("the story", at: prompt.location)]))
            }
        }
        return out
    }
}
