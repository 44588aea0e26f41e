import CurriculumSyntax

package enum CopyHintEliminates: CopyLessonRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "COPY-HINT-ELIMINATES", severity: .error,
        summary: "a hint rules out every wrong option, which leaves the answer",
        rationale: """
            A hint helps without giving the answer away (docs/design.md#hints-and-feedback). With options on screen, a hint that rules out every wrong one gives the answer as surely as one that names it: "A rectangle has 4 sides. A triangle has 3." for a 6-sided shape, or "Color and size do not change a shape's name" when the wrong options are "it is red" and "it is big". A hint is reported when it names every wrong option and not the answer, there are at least two wrong options and the prompt names none of them (options the prompt names, "Ana has 5 hats. Ben has 5 hats.", are what the item is about, so "Count Ana's hats" rules nothing out), or when it names every wrong option in a sentence that negates ("It is not 8 or 10"), even beside the answer. An option is named by its words, a number option by its value in digits or words, and an option that differs from the answer only by a color or size word by the name of that attribute ("color", "size"); other attributes are not known, so "Turning does not change its name" is judged by its words only. With one wrong option, naming it is how patterns and contrasts are taught ("What comes after a clap?"), so only a negated mention counts. Yes/no and true/false options are not checked, and neither are choices that are not written as `options` (a measure item's objects). This is its own rule, not part of COPY-HINT-REVEALS-ANSWER, because it judges the options rather than the answer and an author who has a reason to keep such a hint suppresses this check alone.
            """,
        triggering: [
            .replacing("- Think of all the triangles you know. What do they all have?", in: "1/09-geometry/attributes-l2.yaml",
                       with: "- ↓Color and size do not change a shape's name.")
                .reports("hint rules out every wrong option ('it is big', 'it is red'), which leaves the answer"),
            .replacing("- Count each button only once.", in: "k/01-counting/count-objects-l1.yaml", with: "- ↓It is not 8 and it is not 10.")
                .reports("hint rules out every wrong option ('8', '10'), which leaves the answer"),
            .replacing("- Count the sides. Turning does not change them.", in: "k/08-geometry/name-shapes-l2.yaml",
                       with: "- ↓A square has 4 sides. A triangle has 3.")
                .reports("hint rules out every wrong option ('square', 'triangle'), which leaves the answer"),
        ],
        nonTriggering: [
            .replacing("- Think of all the triangles you know. What do they all have?", in: "1/09-geometry/attributes-l2.yaml",
                       with: "- Think of all the triangles you know. What do they all have?"),
            // Options 8, 9, 10: "8" alone leaves two choices.
            .replacing("- Count each button only once.", in: "k/01-counting/count-objects-l1.yaml", with: "- Is it more than 8?"),
            // Options Kofi, Ana, They have the same number: the prompt names Kofi and Ana.
            .replacing("- Add the beads for each child.", in: "1/03-strategies/fact-families-l1.yaml", with: "- Count Kofi's beads. Then count Ana's beads."),
            // One wrong option named as part of the pattern, not ruled out.
            .replacing("- What do you do after a clap?", in: "k/04-patterns/copy-and-extend-l1.yaml", with: "- What do you do after a clap?"),
        ])

    package static func check(_ catalog: Catalog) -> [Diagnostic] { CopyPass.diagnostics(self, in: catalog) }

    static func inspect(_ lesson: LessonCopy, _ context: CopySliceContext, _ out: inout [Diagnostic]) {
        for item in lesson.items where !item.item.hints.isEmpty && item.item.syntax(of: .options) != nil {
            for hint in item.strings {
                guard case .hint = hint.field, let found = OptionElimination.check(item.item, hint: hint.tokens, prompt: item.prompt?.tokens ?? [])
                else { continue }
                let at = hint.copy.span(0, hint.text.unicodeScalars.count)
                let list = found.ruledOut.map { "'\($0)'" }.joined(separator: ", ")
                out.append(diagnostic(
                    at: at.location, length: at.length, "hint rules out every wrong option (\(list)), which leaves the answer",
                    notes: [.init("give a way to find or check the answer instead, such as what to count, trace or compare")]))
            }
        }
    }
}
