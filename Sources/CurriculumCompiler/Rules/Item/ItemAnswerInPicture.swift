import CurriculumSyntax

package enum ItemAnswerInPicture: CatalogRule {
    // Each finding is on an item, judged against the asset catalog alone.
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "ITEM-ANSWER-IN-PICTURE", severity: .error,
        summary: "an item's answer is only in a picture that has no art yet",
        rationale: """
            Most pictures are drawn after their items are written, and until the art exists the bundle marks the picture a placeholder: the app draws a plain card and says the alt text, which rightly does not give the answer (COPY-ALT-REVEALS-ANSWER). An item whose answer lives only in that picture ("How many balloons are left?" with no numbers said) cannot be answered at all, and a child who answers anyway is scored on a guess (docs/assets.md#placeholders). What the child has without the art is the prompt and options said aloud, the equation or expression the item shows, and the scene the app draws from the type's own fields: a counting item's objects, base-ten blocks, coins, ten frames, bars, a clock's hands, all of which the solver works the answer out from, so such an item is answerable whatever its picture. So an item with a placeholder picture is reported when a word problem's story never says a number its equation uses, when no solver answers it and nothing it says or shows names any number though its answer is one, or when its prompt points at the picture ("What is this shape?", "in the picture") for an answer it never names. It is an error, so `build` ships no such item: holding the item back with a warning instead would quietly change its lesson (its quick check, its mastery rubric, the content version when the art lands), and an item that cannot be answered is broken content, not a to-do. Tell the child in words what the picture would show ("There are 8 balloons. 3 pop."), draw it from the item's fields (a `counting` item's `objects`), or add the art. Words can hide a dependence this rule does not see; the preview shows each placeholder card with its alt text, as the app will, for a reviewer to judge.
            """,
        triggering: [
            (.replacing(
                "prompt: An egg carton has 2 rows of 6 eggs. What is 6 + 6?", in: "1/03-strategies/make-ten-l3.yaml",
                with: "prompt: ↓How many eggs are in the box?")
                + .replacing("expression: \"6 + 6\"", in: "1/03-strategies/make-ten-l3.yaml", with: ""))
                .reports("nothing the item says or shows names a number, so its answer 12 can only be counted in the picture 'egg-carton-two-rows', which has no art yet"),
            .replacing(
                "prompt: Amara has 3 red, 4 blue and 6 green balloons. How many balloons does she have in all?", in: "1/03-strategies/word-problems-l4.yaml",
                with: "prompt: ↓Amara has red, blue and green balloons. How many balloons does she have in all?")
                .reports("the story never says 3, 4 or 6, which its equation uses: only the picture 'balloons-three-colors' could show them, and it has no art yet"),
            .replacing(
                "prompt: \"In a row: a circle, a square, a triangle. Which shape is next to the circle?\"", in: "k/08-geometry/position-words-l2.yaml",
                with: "prompt: ↓These shapes sit in a row. Which shape is next to the circle?")
                .reports("the prompt points at the picture ('These shapes') for the answer 'square', which the item never names, and 'k-geo-shapes-shelf' has no art yet"),
        ],
        nonTriggering: [
            // A counting item's objects are drawn from its fields: the picture adds nothing the answer needs.
            .replacing("prompt: How many ducks are in the pond?", in: "k/01-counting/count-objects-l1.yaml", with: "prompt: How many ducks do you see?"),
            // The story says its numbers, in words as well as in digits.
            .replacing(
                "prompt: Amara has 3 red, 4 blue and 6 green balloons. How many balloons does she have in all?", in: "1/03-strategies/word-problems-l4.yaml",
                with: "prompt: Amara has three red, four blue and six green balloons. How many balloons does she have in all?"),
            // The art for these ten frames is drawn, so the bundle carries it.
            .replacing("prompt: Make a ten. Which is the same as 8 + 5?", in: "1/03-strategies/make-ten-l1.yaml", with: "prompt: Make a ten. Which is the same as these counters?"),
        ])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        let entries = catalog.assetsByID
        var out: [Diagnostic] = []
        for use in catalog.assetUses {
            guard let entry = entries[use.asset.value], entry.isPlaceholder, let prompt = use.item.prompt,
                let need = PictureDependence.of(use.item, solution: catalog.solutions.solution(of: use.item))
            else { continue }
            let picture = "'\(entry.id.value)'"
            let notes: [Diagnostic.Note] = [.init("its catalog entry, still without a file", at: entry.id.location)]
            switch need.reason {
            case .unsaidNumbers(let numbers):
                out.append(diagnostic(
                    at: prompt.location, length: prompt.length,
                    "the story never says \(Wording.either(numbers.map(String.init))), which its equation uses: only the picture \(picture) could show \(numbers.count == 1 ? "it" : "them"), and it has no art yet",
                    notes: notes + [.init("say each number of the story in the prompt; the equation is the author's working and is never shown")]))
            case .nothingToCount(let answer):
                out.append(diagnostic(
                    at: prompt.location, length: prompt.length,
                    "nothing the item says or shows names a number, so its answer \(answer) can only be counted in the picture \(picture), which has no art yet",
                    notes: notes + [.init("say the numbers in the prompt (\"There are 8 balloons. 3 pop.\"), or make it an item the app draws from its fields (a `counting` item's `objects`)")]))
            case .pointsAtPicture(let phrase, let offset, let length, let answer):
                let at = CopyString.strings(of: use.item, .prompt).first.map { $0.span(offset, length) } ?? (location: prompt.location, length: prompt.length)
                out.append(diagnostic(
                    at: at.location, length: at.length,
                    "the prompt points at the picture ('\(phrase)') for the answer '\(answer)', which the item never names, and \(picture) has no art yet",
                    notes: notes + [.init("say in the prompt what the picture would show, so the child can answer from the words")]))
            }
        }
        return out
    }
}
