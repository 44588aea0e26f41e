public enum CopyAltRevealsAnswer: CopyLessonRule {
    public static let description = RuleDescription(
        id: "COPY-ALT-REVEALS-ANSWER", severity: .error,
        summary: "an image's alt text gives the item's answer away",
        rationale: """
            The alt text is what a child using VoiceOver gets instead of the picture (WCAG 2.2, SC \
            1.1.1 Non-text Content): it must describe the same thing the picture shows, not solve \
            the item. "Seven red apples" for "How many apples?" tells a blind child the answer a \
            sighted child has to count. The checks are the hint rule's: the answer's number in \
            digits or words, or a word answer named without the other choices, unless the prompt \
            already says it.
            """,
        triggering: [.lesson("""
              - id: i1
                type: counting
                prompt: How many apples?
                objects: {name: apple, count: 7, arrangement: line}
                answer: 7
                image: {asset: apples-line, alt: Seven red apples in a row on a table}
                hints: [Touch each apple as you count.]
                feedback: {incorrect: Touch each apple as you count.}

            """)],
        nonTriggering: [.lesson("""
              - id: i1
                type: counting
                prompt: How many apples?
                objects: {name: apple, count: 7, arrangement: line}
                answer: 7
                image:
                  asset: apples-line
                  alt: Red apples in a row on a table, each one a little different
                hints: [Touch each apple as you count.]
                feedback: {incorrect: Touch each apple as you count.}

            """)])

    public static func check(_ catalog: Catalog) -> [Diagnostic] { CopyPass.diagnostics(self, in: catalog) }

    static func inspect(_ lesson: LessonCopy, _ context: CopyPassContext, _ out: inout [Diagnostic]) {
        for item in lesson.items {
            guard let alt = item.alt, let reveal = item.reveal, let found = reveal.reveal(in: alt.tokens) else { continue }
            let first = alt.tokens[found.first], last = alt.tokens[found.last]
            let at = alt.copy.span(first.offset, last.end - first.offset)
            out.append(diagnostic(
                at: at.location, length: at.length, "alt text gives away the answer \(found.said)",
                notes: [.init("describe what the picture shows without the count or the answer, such as \"Red apples in a row\"")]))
        }
    }
}
