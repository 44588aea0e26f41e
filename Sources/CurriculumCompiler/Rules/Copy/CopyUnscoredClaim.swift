import CurriculumSyntax

/// Feedback on an item the app does not score reaches every child who answers, whatever they
/// made, so it cannot say what they made.
package enum CopyUnscoredClaim: CopyLessonRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "COPY-UNSCORED-CLAIM", severity: .warning,
        summary: "feedback on an item the app does not score says the child's work is right",
        rationale: """
            The app does not score `openResponse` and `drawing` items: a grown-up does, later, with the rubric (docs/authoring.md). So their `feedback.correct` is heard by every child who finishes, the one who drew 7 circles and the one who drew 3, and a line that says what the child did ("You drew 7 circles!", "Your group has more than 4 dots!", "Yes!") tells a child whose work is wrong that it is right. Thank the child and restate the idea instead: "Thank you! 7 circles, one for each number you say." A sentence is reported when it opens with "Yes", with "You" and a verb of having done ("You drew", "You made", "You found"), with "Your" and a thing that has, is or shows something, or when it says so of "your" work from its far end ("Triangle and circle take turns in your pattern").
            """,
        triggering: [
            .replacing("correct: Thank you! 7 circles, one for each number you say.", in: "k/01-counting/count-objects-l4.yaml",
                       with: "correct: ↓You drew 7 circles and checked them!")
                .reports("every child who finishes hears this, whatever they drew: 'You drew' says their work is right on an item the app does not score"),
            // "Your part comes again" says the child's pattern repeats, whether it does or not.
            .replacing("correct: Thank you for sharing your sound pattern! The part that repeats comes again and again.",
                       in: "k/04-patterns/create-patterns-l2.yaml", with: "correct: Thank you! ↓Your part comes again and again.")
                .reports("every child who finishes hears this, whatever they said or made: 'Your … comes' says their work is right on an item the app does not score"),
            .replacing("correct: Thank you! In this pattern, triangle and circle take turns.", in: "k/04-patterns/copy-and-extend-l2.yaml",
                       with: "correct: Thank you! ↓Triangle and circle take turns in your pattern.")
                .reports("every child who finishes hears this, whatever they drew: 'take … your' says their work is right on an item the app does not score"),
        ],
        nonTriggering: [
            .replacing("correct: Thank you! 7 circles, one for each number you say.", in: "k/01-counting/count-objects-l4.yaml",
                       with: "correct: Thank you! 7 circles, one for each number you say."),
            // Scored items may say what the child did: the app knows.
            .replacing("correct: Yes! After green comes blue.", in: "k/04-patterns/create-patterns-l2.yaml",
                       with: "correct: Yes! You found that blue comes after green."),
        ])

    package static func check(_ catalog: Catalog) -> [Diagnostic] { CopyPass.diagnostics(self, in: catalog) }

    static func inspect(_ lesson: LessonCopy, _ context: CopySliceContext, _ out: inout [Diagnostic]) {
        for item in lesson.items where !ItemTypes.isAutoScored(item.item) {
            guard let feedback = item.strings.first(where: { $0.field == .feedbackCorrect }) else { continue }
            let tokens = feedback.tokens
            for (index, token) in tokens.enumerated() where token.startsSentence && token.kind == .word {
                let next = tokens[(index + 1)...].first { $0.kind == .word }
                guard let claim = claim(opening: token, then: next, in: tokens[index...].prefix { $0.sentence == token.sentence }) else { continue }
                let at = feedback.copy.span(token)
                out.append(diagnostic(
                    at: at.location, length: at.length,
                    "every child who finishes hears this, whatever they \(verbOfMaking(item.item)): '\(claim)' says their work is right on an item the app does not score",
                    notes: [.init("thank the child and restate the idea, as in \"Thank you! …\"; a grown-up scores the work with the rubric")]))
                break
            }
        }
    }

    /// The words that make the sentence a claim about the child's work, or nil.
    private static func claim(opening: CopyToken, then next: CopyToken?, in sentence: ArraySlice<CopyToken>) -> String? {
        switch opening.folded {
        case "yes":
            return opening.text
        case "you":
            guard let verb = next, doneVerbs.contains(verb.folded) || (verb.folded.hasSuffix("ed") && !effortVerbs.contains(verb.folded)) else { return nil }
            return "\(opening.text) \(verb.text)"
        case "your":
            guard let verb = sentence.first(where: { statingVerbs.contains($0.folded) }) else { return nil }
            return "\(opening.text) … \(verb.text)"
        case "thank", "thanks":
            return nil
        default:
            // "Triangle and circle take turns in your pattern" says the same of the child's work
            // from the sentence's far end.
            guard let your = sentence.first(where: { $0.folded == "your" }),
                let verb = sentence.first(where: { statingVerbs.contains($0.folded) || $0.folded == "take" || $0.folded == "takes" }),
                verb.offset < your.offset
            else { return nil }
            return "\(verb.text) … \(your.text)"
        }
    }

    /// Irregular verbs of having made or found something.
    private static let doneVerbs: Set<String> = [
        "made", "drew", "found", "said", "told", "built", "wrote", "put", "showed", "shown", "got", "knew",
        "gave", "did", "chose", "picked", "colored", "coloured", "split", "cut", "took", "fit", "kept", "set",
    ]
    /// Past tenses that thank the child for the work rather than judge it.
    private static let effortVerbs: Set<String> = ["shared", "tried", "worked", "played", "listened", "talked", "explained", "practiced", "practised"]
    /// "Your triangle has 3 sides": a statement about what the child made.
    private static let statingVerbs: Set<String> = [
        "has", "have", "is", "are", "shows", "show", "makes", "make", "matches", "match", "comes", "come", "repeats", "repeat",
        "looks", "look", "fits", "fit", "uses", "use",
    ]

    private static func verbOfMaking(_ item: Item) -> String {
        item.type.value == "drawing" ? "drew" : "said or made"
    }
}
