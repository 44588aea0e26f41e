import CurriculumSyntax

package enum CopyActionUnavailable: CopyLessonRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "COPY-ACTION-UNAVAILABLE", severity: .warning,
        summary: "copy asks for something the item's screen does not let the child do, or names a visual it does not show",
        rationale: """
            Help is only help if the child can follow it on the screen in front of them (docs/design.md#hints-and-feedback). A counting item's apples are a still picture, so "Drag each apple to one side as you count it" asks for what cannot be done, and "Pick two bars on the graph" points at nothing when the item draws no graph. Each item type says what its screen lets the child do and what it shows (`ScreenTraits`: tap an answer, type a number, drag things, fill a ten frame, hop along a number line, shade shares, draw), and an item with a picture also shows what its catalog entry and alt text say it shows. A prompt, hint or feedback line is reported when it tells the child to drag, slide, move, push, pull, line up, stack, put, place, mark, circle, cross out, shade or color a thing the screen draws that the item does not let the child change (a sortClassify's groups can be put in order, the things in them cannot), or when it names the graph, the number chart, the number line, the ten frame or the picture as one the child is looking at ("the graph", "the first frame") on an item that shows none. Pointing and touching are always possible, so "Touch each one as you count" and "Put your finger on 25" are fine; so are a thing of the child's own ("Put a pencil next to it"), a visual the same line brings in first ("Try two ten frames. Fill the first frame."), and anything set in the child's head ("Picture the counters moving", "Think of the chart"). A drawing item's canvas shows whatever the child draws.
            """,
        triggering: [
            .replacing("- Touch each apple as you count.", in: "k/01-counting/count-objects-l1.yaml", with: "- ↓Drag each apple to one side as you count it.")
                .reports("hint asks for 'Drag each apple', which a counting item does not let the child do"),
            .replacing("- Say the numbers after 100.", in: "1/01-counting/count-to-120-l4.yaml", with: "- Pick two bars on ↓the graph.")
                .reports("hint names the graph, which this openResponse item does not show"),
            .replacing("incorrect: Start at 75. Count up to 81. Which number did you say right before 81?", in: "1/01-counting/count-to-120-l4.yaml",
                       with: "incorrect: Find 81 on ↓the chart. Look at the box to its left.")
                .reports("incorrect-answer feedback names the number chart, which this multipleChoice item does not show"),
            // The groups are drawn sorted: they can be put in order, but the cars in them stay still.
            .replacing("- Touch each red car as you count it.", in: "k/06-data/count-and-order-groups-l1.yaml", with: "- ↓Push each red car as you count it.")
                .reports("hint asks for 'Push each red car', which a sortClassify item does not let the child do"),
        ],
        nonTriggering: [
            .replacing("- Touch each apple as you count.", in: "k/01-counting/count-objects-l1.yaml", with: "- Point to each apple. Touch each one as you count."),
            .replacing("- Say a number each time you move a crayon.", in: "k/01-counting/count-out-l1.yaml", with: "- Drag each crayon into the cup as you count."),
            .replacing("incorrect: Start at 75. Count up to 81. Which number did you say right before 81?", in: "1/01-counting/count-to-120-l4.yaml",
                       with: "incorrect: Think of a number chart. Find 81 on the chart and look left."),
        ])

    package static func check(_ catalog: Catalog) -> [Diagnostic] { CopyPass.diagnostics(self, in: catalog) }

    static func inspect(_ lesson: LessonCopy, _ context: CopySliceContext, _ out: inout [Diagnostic]) {
        for item in lesson.items {
            var found: [(copy: AnalyzedCopy, requests: [ScreenWords.Request], mentions: [ScreenWords.Mention])] = []
            for copy in item.strings where copy.field.isReading {
                let requests = ScreenWords.requests(in: copy.tokens), mentions = ScreenWords.mentions(in: copy.tokens)
                if !requests.isEmpty || mentions.contains(where: \.definite) { found.append((copy, requests, mentions)) }
            }
            // What the screen draws is worked out only for an item whose copy asks or names
            // something, which few do.
            guard !found.isEmpty, let screen = ItemScreen(item.item, alt: item.alt?.tokens, pictures: context.shared.pictures) else { continue }
            for (copy, requests, mentions) in found {
                report(requests, in: copy, on: screen, &out)
                report(mentions, in: copy, on: screen, &out)
            }
        }
    }

    private static func report(_ requests: [ScreenWords.Request], in copy: AnalyzedCopy, on screen: ItemScreen, _ out: inout [Diagnostic]) {
        let tokens = copy.tokens
        for request in requests {
            guard let object = screen.drawnObject(of: request), !screen.allows(request, object: object, in: tokens) else { continue }
            let first = tokens[request.verb], last = tokens[object]
            let said = CopyFeedbackDiscouraging.spelled(copy.text, first.offset, last.end)
            let at = copy.copy.span(first.offset, last.end - first.offset)
            out.append(diagnostic(
                at: at.location, length: at.length,
                "\(copy.field.name) asks for '\(said)', which \(Wording.article(screen.typeName)) \(screen.typeName) item does not let the child do",
                notes: [.init(canDo(screen))]))
        }
    }

    private static func report(_ mentions: [ScreenWords.Mention], in copy: AnalyzedCopy, on screen: ItemScreen, _ out: inout [Diagnostic]) {
        let tokens = copy.tokens
        // A visual the line brings in itself ("Try two ten frames") is the one it then points at.
        var brought: Set<ScreenTraits.Visual> = []
        for mention in mentions {
            guard mention.definite else { brought.insert(mention.visual); continue }
            guard !brought.contains(mention.visual), !screen.shows.contains(mention.visual),
                !ScreenWords.imagined(tokens[mention.last].sentence, in: tokens)
            else { continue }
            let first = tokens[mention.first], last = tokens[mention.last]
            let at = copy.copy.span(first.offset, last.end - first.offset)
            out.append(diagnostic(
                at: at.location, length: at.length,
                "\(copy.field.name) names the \(mention.visual.name), which this \(screen.typeName) item does not show",
                notes: [.init("say it in words the child can follow without it (\"A graph shows…\", \"Count back from 70\"), or give the item a picture whose catalog entry shows it")]))
        }
    }

    /// What the child can do on the item's screen, for a note.
    private static func canDo(_ screen: ItemScreen) -> String {
        let actions = ScreenTraits.Action.allCases.filter(screen.traits.actions.contains).map(\.phrase)
        let can = Wording.list(["point", "touch"] + actions)
        return "on \(Wording.article(screen.typeName)) \(screen.typeName) item the child can \(can); say what to do with those, such as \"Touch each one as you count.\""
    }
}
