import CurriculumSyntax

/// An item whose question is its equation (`missingNumber`), with a prompt that does not say all of it.
///
/// The app reads the prompt aloud by default; the equation on screen is said only when the child
/// taps it (docs/design.md#pictures-and-speech). A child who cannot read hears "What number makes
/// 10?" beside `2 + ? = 10` and never hears the 2: half the question.
package enum CopyEquationUnsaid: CopyLessonRule {
    package static let description = RuleDescription(
        id: "COPY-EQUATION-UNSAID", severity: .warning,
        summary: "a prompt leaves out a number of the equation the child solves",
        rationale: """
            The app reads every prompt aloud, and a shown equation only when the child taps it (docs/design.md#pictures-and-speech), so what a child who cannot read knows of a question is what its prompt says. When the equation is the question, as a `missingNumber` item's is, the prompt must say every number of it, in digits or in words, as often as the equation has it: "What number makes 10?" beside `2 + ? = 10` leaves out the 2, and the child hears half the question. Say the whole equation as it reads naturally ("2 and what number make 10?", "What number plus 10 makes 59?"), or say it and ask ("2 + ? = 10. What number makes this true?"). The translations keep the prompt's numbers (L10N-NUMBER-LOST), so they say it all too.
            """,
        triggering: [
            .replacing("prompt: 2 and what number make 10?", in: "k/02-operations/mastery.yaml", with: "prompt: ↓What number makes 10?")
                .reports("the prompt does not say 2 of the equation 2 + ? = 10, so a child who cannot read hears only part of the question"),
            .replacing("prompt: \"? + 9 = 19. What number is missing?\"", in: "1/02-place-value/make-a-ten-l4.yaml", with: "prompt: ↓What number is missing?")
                .reports("the prompt does not say 9 and 19 of the equation ? + 9 = 19, so a child who cannot read hears only part of the question"),
        ],
        nonTriggering: [
            .item("i3", in: "k/02-operations/fluency-within-5-l2.yaml", RuleExample.twoAndWhat),
            .replacing("prompt: 2 and what number make 10?", in: "k/02-operations/mastery.yaml", with: "prompt: Two and what number make ten?"),
            .replacing("prompt: \"? + 9 = 19. What number is missing?\"", in: "1/02-place-value/make-a-ten-l4.yaml", with: "prompt: What number and 9 make 19?"),
        ])

    package static func check(_ catalog: Catalog) -> [Diagnostic] { CopyPass.diagnostics(self, in: catalog) }

    static func inspect(_ lesson: LessonCopy, _ context: CopySliceContext, _ out: inout [Diagnostic]) {
        for copy in lesson.items {
            guard let prompt = copy.prompt, let posed = (copy.item.ownFields as? any PosesEquation)?.arithmetic,
                case .success(let equation)? = posed.value.parsed
            else { continue }
            let unsaid = unsaid(equation.numbers, in: prompt.text)
            guard !unsaid.isEmpty else { continue }
            let at = prompt.copy.span(0, prompt.text.unicodeScalars.count)
            let numbers = Wording.list(unsaid.map(String.init))
            out.append(diagnostic(
                at: at.location, length: at.length,
                "the prompt does not say \(numbers) of the equation \(equation.describe(nil)), so a child who cannot read hears only part of the question",
                notes: [.init("say the whole equation: \(suggestion(for: equation).quotedForMessage())")]))
        }
    }

    /// The numbers of `needed` the prompt does not say, in digits or words, each as often as it
    /// is needed: "7 + 5 = 5 + ?" needs two 5s.
    static func unsaid(_ needed: [Int], in prompt: String) -> [Int] {
        var said: [Int: Int] = [:]
        for (token, _) in MathTokens.scan(prompt, language: "en") {
            if case .number(let n) = token { said[n, default: 0] += 1 }
        }
        var missing: [Int] = []
        for n in needed {
            if let count = said[n], count > 0 { said[n] = count - 1 } else { missing.append(n) }
        }
        return missing
    }

    /// A prompt that says the equation: as children say it for a missing part or start
    /// ("2 and what number make 10?"), else the equation and the question.
    static func suggestion(for equation: Expression) -> String {
        guard let unknown = equation.unknown else { return "\(equation.describe(nil))." }
        if let right = equation.right, right.count == 1, let whole = right[0].value, equation.left.count == 2,
            !equation.left.contains(where: \.negative)
        {
            if equation.left[1] == unknown, let part = equation.left[0].value { return "\(part) and what number make \(whole)?" }
            if equation.left[0] == unknown, let part = equation.left[1].value { return "What number and \(part) make \(whole)?" }
        }
        return "\(equation.describe(nil)). What number makes this true?"
    }
}
