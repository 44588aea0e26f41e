import CurriculumSyntax

package enum CopyFeedbackVague: CopyLessonRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "COPY-FEEDBACK-VAGUE", severity: .warning,
        summary: "incorrect-answer feedback names no strategy or way to check",
        rationale: """
            Feedback after a miss is specific: it says how to work the item out or check it (docs/design.md#hints-and-feedback). "Try again." tells a child who is stuck only that they are stuck. Feedback counts as specific when it has a strategy verb from a short list (count, touch, look, check, start, jump, match, add, take, put, draw, …) in any form, a number, or at least two words about the task beyond encouragement and filler ("Which number has more tens?"). "Try", "again", "almost" and praise do not count.
            """,
        triggering: [
            .replacing("incorrect: Start at the duck on the left. Touch each duck once as you count.", in: "k/01-counting/count-objects-l1.yaml", with: "incorrect: ↓Oh no. Try again!")
                .reports("incorrect-answer feedback 'Oh no. Try again!' names no way to check the answer"),
        ],
        nonTriggering: [.replacing("incorrect: Start at the duck on the left. Touch each duck once as you count.", in: "k/01-counting/count-objects-l1.yaml", with: "incorrect: Try again. Touch each duck once as you count.")])

    /// Verbs that name a way to work or check, in their base form.
    package static let strategyVerbs: Set<String> = [
        "count", "touch", "look", "check", "start", "jump", "hop", "match", "pair", "add", "take", "put", "draw",
        "move", "point", "say", "find", "compare", "trace", "tap", "drag", "hold", "line", "use", "show", "group",
        "split", "break", "make", "skip", "subtract", "fill", "shade", "slide", "circle", "color", "sort", "stack",
        "measure", "read", "write", "turn", "listen", "picture", "push", "cover", "build", "share",
    ]

    /// Words that say nothing about the task: function words, encouragement, and the generic
    /// "try again, you can do it" vocabulary.
    package static let fillerWords: Set<String> = [
        "a", "an", "the", "and", "or", "but", "so", "to", "of", "in", "on", "at", "for", "with", "it", "its", "it's",
        "this", "that", "these", "those", "there", "here", "is", "are", "was", "were", "be", "been", "am", "do", "does",
        "did", "don't", "can", "can't", "could", "will", "would", "should", "have", "has", "had", "i", "me", "my", "we",
        "us", "our", "you", "your", "you're", "let's", "lets", "let", "what", "how", "why", "oh", "oops", "uh", "hmm",
        "wow", "ok", "okay", "yes", "no", "not", "quite", "yet", "almost", "nearly", "close", "try", "again", "keep",
        "going", "go", "give", "another", "one", "more", "time", "good", "great", "nice", "well", "done", "job", "right",
        "wrong", "correct", "answer", "sure", "ready", "think", "know", "remember", "learn", "learned", "want", "wanted",
        "very", "just", "all", "some", "see", "get", "got", "way", "too", "now", "then", "best", "awesome",
        "super", "cool", "fun", "hard", "easy", "work", "working", "help", "out", "up", "about",
    ]

    package static func check(_ catalog: Catalog) -> [Diagnostic] { CopyPass.diagnostics(self, in: catalog) }

    static func inspect(_ lesson: LessonCopy, _ context: CopySliceContext, _ out: inout [Diagnostic]) {
        for item in lesson.items {
            guard let feedback = item.incorrectFeedback, !CopyPolicy.isBlank(feedback.text), !isSpecific(feedback.tokens) else { continue }
            let at = feedback.copy.span(0, feedback.text.unicodeScalars.count)
            out.append(diagnostic(
                at: at.location, length: at.length, "incorrect-answer feedback '\(feedback.text)' names no way to check the answer",
                notes: [.init("say what to do, such as \"Count the dots again, touching each one.\"")]))
        }
    }

    static func isSpecific(_ tokens: [CopyToken]) -> Bool {
        var content: Set<String> = []
        for token in tokens {
            if token.kind == .number { return true }
            guard token.kind == .word else { continue }
            let word = token.folded
            let stems = Inflection.stems(word)
            if strategyVerbs.contains(word) || stems.contains(where: strategyVerbs.contains) { return true }
            if NumberWords.isNumberWord(word) { return true }
            if !fillerWords.contains(word) && !stems.contains(where: fillerWords.contains) { content.insert(word) }
        }
        return content.count >= 2
    }
}
