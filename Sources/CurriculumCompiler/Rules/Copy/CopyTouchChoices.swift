import CurriculumSyntax

/// On a screen whose only pictures are its answer buttons, a finger on a shape is an answer; so is
/// a finger on a thing in the line of an ordinal item answered by tapping that thing, or on a
/// thing, bar or group of an item without options answered by tapping its drawing.
package enum CopyTouchChoices: CopyLessonRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "COPY-TOUCH-CHOICES", severity: .warning,
        summary: "copy asks the child to touch the choices of an item, or the things it is answered by tapping; touching one answers it",
        rationale: """
            A choice item that draws no scene of its own shows its shapes only on its answer buttons (a choice that names a shape shows the shape above its word). A hint such as "Touch each side of each shape as you count" or "Trace each shape with your finger" then sends the child's finger onto the first button, and the tap is taken as the answer before anything is counted: the child is marked wrong for doing what the hint said (docs/design.md#hints-and-feedback). Say what to do with the eyes or in the air ("Look at each shape. Count its sides with your eyes.", "Draw each shape in the air with your finger"), or draw the shape as the item's own scene (a `shape` item). Reported for an item whose screen lets the child tap an answer and draws nothing else (no scene, no picture) when a prompt, hint or feedback line tells the child to touch, trace or run a finger over each shape, button, choice or picture; a line set in the air or in the child's head ("Picture each shape") is not. The same holds for an ordinal item that asks which thing stands in a place and has no options: the child answers by tapping a thing in the line, so "Touch each car and say its place" answers it with the first car. Reported there for a line that asks to touch or tap each thing. So for an item without options whose answer is a word, answered by tapping its drawing: the longer of two things drawn (`measure`), the bar with the most (`barGraph`), the group with fewer (`sortClassify`), the row with more (`compare`). "Put a finger on the top of each bar" taps the first bar; say "Look at the top of each bar."
            """,
        triggering: [
            .replacing("- Look at each shape. Count its sides with your eyes.", in: "k/08-geometry/compare-shapes-l2.yaml",
                       with: "- ↓Touch each side of each shape as you count.")
                .reports("hint asks the child to 'Touch each side of each shape', but this multipleChoice item shows its shapes only on its answer buttons, and touching one answers the question"),
            // "Which block is eighth?" is answered by tapping a block.
            .replacing("- Look at each block and say its place.", in: "k/01-counting/ordinal-positions-l2.yaml",
                       with: "- ↓Touch each block and say its place.")
                .reports("hint asks the child to 'Touch each block', but this ordinal item is answered by tapping a thing in its line, and touching one answers the question"),
            // "Which is longer?" over a shoe and a mitten, without options, is answered by tapping one.
            .replacing("- Count the cubes under the shoe. Then count the cubes under the mitten.", in: "1/07-measurement/measure-length-l2.yaml",
                       with: "- ↓Touch each cube under the shoe as you count. Then do the same for the mitten.")
                .reports("hint asks the child to 'Touch each cube', but this measure item is answered by tapping what it draws, and touching one answers the question"),
            .replacing("- Look at the top of each bar. Which bar goes up higher?", in: "k/06-data/count-and-order-groups-l3.yaml",
                       with: "- ↓Put a finger on the top of each bar. Which bar goes up higher?")
                .reports("hint asks the child to 'Put a finger on the top of each bar', but this barGraph item is answered by tapping what it draws, and touching one answers the question"),
        ],
        nonTriggering: [
            .replacing("- Look at each shape. Count its sides with your eyes.", in: "k/08-geometry/compare-shapes-l2.yaml",
                       with: "- Draw each shape in the air with your finger. Count its sides."),
            .replacing("- Look at each shape. Count its sides with your eyes.", in: "k/08-geometry/compare-shapes-l2.yaml",
                       with: "- Picture each shape. Touch each side in your head as you count."),
        ])

    package static func check(_ catalog: Catalog) -> [Diagnostic] { CopyPass.diagnostics(self, in: catalog) }

    /// The verbs that put a finger on a thing.
    private static let touching: Set<String> = ["touch", "trace", "run"]
    /// What a choice item's buttons, and the shapes' parts drawn on them, are called, singular.
    private static let choices: Set<String> = ["shape", "button", "choice", "picture", "tile", "side", "corner"]

    static func inspect(_ lesson: LessonCopy, _ context: CopySliceContext, _ out: inout [Diagnostic]) {
        for item in lesson.items {
            guard let target = target(of: item.item) else { continue }
            for copy in item.strings where copy.field.isReading {
                guard let (first, last) = target.request(copy.tokens) else { continue }
                let tokens = copy.tokens
                let said = CopyFeedbackDiscouraging.spelled(copy.text, tokens[first].offset, tokens[last].end)
                let at = copy.copy.span(tokens[first].offset, tokens[last].end - tokens[first].offset)
                out.append(diagnostic(
                    at: at.location, length: at.length,
                    "\(copy.field.name) asks the child to '\(said)', but \(target.why), and touching one answers the question",
                    notes: [.init(target.fix)]))
            }
        }
    }

    /// What a finger answers on an item's screen: how a line asks for it, why it answers, what to say instead.
    private struct Target {
        var request: ([CopyToken]) -> (Int, Int)?
        var why: String
        var fix: String
    }

    private static func target(of item: Item) -> Target? {
        // An ordinal item that asks which thing stands in a place, with no options, is answered
        // by tapping the thing in the line.
        if item.type.value == OrdinalItem.name, item.fields(OrdinalItem.Fields.self)?.ask?.value == "which",
            (item.options?.value ?? []).isEmpty {
            return Target(
                request: touchEach, why: "this ordinal item is answered by tapping a thing in its line",
                fix: "say what to do with the eyes (\"Look at each car and say its place.\"), or point in the air")
        }
        // Without options, a word answer to these types is a tap on what they draw.
        if (item.options?.value ?? []).isEmpty, tappedOnDrawing.contains(item.type.value),
            let answer = item.answer, answer.int == nil, answer.string != nil || answer.sequence != nil {
            return Target(
                request: fingerOnEach, why: "this \(item.type.value) item is answered by tapping what it draws",
                fix: "say what to do with the eyes (\"Look at the top of each bar.\", \"Count the cubes under each one.\")")
        }
        // With no image, what the screen shows is the type's own: a choice item with a scene shows a picture.
        guard !(item.options?.value ?? []).isEmpty, item.image == nil, let type = ItemTypes.type(of: item) else { return nil }
        let screen = type.screen(of: item)
        guard screen.actions.contains(.choose), screen.shows.isEmpty else { return nil }
        return Target(
            request: touchChoice, why: "this \(type.name) item shows its shapes only on its answer buttons",
            fix: "say what to do with the eyes or in the air (\"Look at each shape. Count its sides with your eyes.\"), or draw the shape as the item's scene (a `shape` item)")
    }

    /// Each sentence of `tokens` with a verb of `verbs` that is not set in the air or the child's
    /// head: the verb's index and the sentence's words.
    private static func fingerSentences(in tokens: [CopyToken], verbs: Set<String>) -> [(verb: Int, words: [Int])] {
        tokens.indices.compactMap { v in
            guard tokens[v].kind == .word, verbs.contains(tokens[v].folded) else { return nil }
            let sentence = tokens[v].sentence
            let words = tokens.indices.filter { tokens[$0].sentence == sentence && tokens[$0].kind == .word }
            if words.contains(where: { tokens[$0].folded == "air" }) || ScreenWords.imagined(sentence, in: tokens) { return nil }
            return (v, words)
        }
    }

    /// The first "touch (tap) each …", as the indices of its verb and the word after "each".
    private static func touchEach(in tokens: [CopyToken]) -> (Int, Int)? {
        for (v, words) in fingerSentences(in: tokens, verbs: touching.union(["tap"])) {
            guard let n = words.firstIndex(of: v), n + 2 < words.count,
                ["each", "every", "all"].contains(tokens[words[n + 1]].folded) else { continue }
            return (v, words[n + 2])
        }
        return nil
    }

    /// The first "touch (trace, tap) each …" or "put a finger on (the top of) each …", as the
    /// indices of its verb and the word after "each".
    private static func fingerOnEach(in tokens: [CopyToken]) -> (Int, Int)? {
        for (v, words) in fingerSentences(in: tokens, verbs: touching.union(["tap", "put"])) {
            guard let n = words.firstIndex(of: v) else { continue }
            // Positions in `words` after the verb.
            let after = (n + 1)..<words.count
            if tokens[v].folded == "put", !after.contains(where: { ["finger", "fingers", "hand"].contains(tokens[words[$0]].folded) }) { continue }
            guard let each = after.first(where: { ["each", "every"].contains(tokens[words[$0]].folded) }), each + 1 < words.count else { continue }
            return (v, words[each + 1])
        }
        return nil
    }

    /// The types that, without options, are answered by tapping a thing, bar, group or row they draw.
    private static let tappedOnDrawing: Set<String> = [MeasureItem.name, BarGraphItem.name, SortClassifyItem.name, CompareItem.name]

    /// The first "touch/trace … each shape (side, button, choice)", as the indices of its verb and
    /// its last noun.
    private static func touchChoice(in tokens: [CopyToken]) -> (Int, Int)? {
        for (v, words) in fingerSentences(in: tokens, verbs: touching) {
            // "each shape", "each side of each shape", "the shape on each button": a quantifier
            // before a name of the choices, after the verb.
            var last: Int?
            for (n, w) in words.enumerated() where w > v && n > 0 {
                let word = tokens[w].folded, before = tokens[words[n - 1]].folded
                let singular = Inflection.stems(word).first(where: choices.contains) ?? word
                if choices.contains(singular), ["each", "every", "all"].contains(before) || (before == "the" && word != singular) { last = w }
            }
            // With nothing drawn but the buttons, every side and corner is on one.
            if let last { return (v, last) }
        }
        return nil
    }
}
