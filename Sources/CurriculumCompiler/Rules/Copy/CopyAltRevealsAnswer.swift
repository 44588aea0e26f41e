import CurriculumSyntax

package enum CopyAltRevealsAnswer: CopyLessonRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "COPY-ALT-REVEALS-ANSWER", severity: .error,
        summary: "an image's alt text gives the item's answer away",
        rationale: """
            The alt text is what a child using VoiceOver gets instead of the picture (WCAG 2.2, Success Criterion 1.1.1): it must describe what the picture shows, not solve the item. "Six yellow ducks" for "How many ducks?" tells a blind child the answer a sighted child has to count. The checks are COPY-HINT-REVEALS-ANSWER's: the answer's number in digits or words or as a phrase that names it ("a couple of small cubes" for 2, "a single rod" for 1; "a few" names no number), or a word answer named without the other choices, unless the prompt already says it (docs/design.md#pictures-and-speech).
            """,
        triggering: [
            .replacing("image: {asset: k-count-ducks-line, alt: Yellow ducks in a line on a pond}", in: "k/01-counting/count-objects-l1.yaml", with: "image: {asset: k-count-ducks-line, alt: ↓Six yellow ducks in a line on a pond}")
                .reports("alt text gives away the answer six"),
            // A phrase that names a number gives it away as surely as the number.
            .replacing("image: {asset: k-count-ducks-line, alt: Yellow ducks in a line on a pond}", in: "k/01-counting/count-objects-l1.yaml",
                       with: "image: {asset: k-count-ducks-line, alt: ↓Half a dozen yellow ducks in a line on a pond}")
                .reports("alt text gives away the answer 6 (\"Half a dozen\")"),
        ],
        nonTriggering: [
            .replacing("image: {asset: k-count-ducks-line, alt: Yellow ducks in a line on a pond}", in: "k/01-counting/count-objects-l1.yaml", with: "image: {asset: k-count-ducks-line, alt: Yellow ducks in a line on a pond}"),
            // "A few" names no number.
            .replacing("image: {asset: k-count-ducks-line, alt: Yellow ducks in a line on a pond}", in: "k/01-counting/count-objects-l1.yaml",
                       with: "image: {asset: k-count-ducks-line, alt: A few yellow ducks and some more in a line on a pond}"),
        ])

    package static func check(_ catalog: Catalog) -> [Diagnostic] { CopyPass.diagnostics(self, in: catalog) }

    static func inspect(_ lesson: LessonCopy, _ context: CopySliceContext, _ out: inout [Diagnostic]) {
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
