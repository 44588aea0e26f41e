import CurriculumSyntax

package enum CopyAltLength: CopyLessonRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "COPY-ALT-LENGTH", severity: .warning,
        summary: "alt text is shorter than 8 or longer than 125 characters",
        rationale: """
            The text alternative must serve the picture's purpose (WCAG 2.2, Success Criterion 1.1.1). Fewer than 8 characters ("Ducks") rarely says what a child needs to answer; more than 125 is past the long-standing screen-reader advice for alt text, and a child listening to narration cannot hold it. docs/authoring.md#fields-every-item-has sets the range at 8–125 characters (docs/design.md#pictures-and-speech).
            """,
        triggering: [
            .replacing("image: {asset: k-count-ducks-line, alt: Yellow ducks in a line on a pond}", in: "k/01-counting/count-objects-l1.yaml", with: "image: {asset: k-count-ducks-line, alt: ↓Ducks}")
                .reports("alt text has 5 characters; it needs at least 8 to say what the picture shows"),
        ],
        nonTriggering: [.replacing("image: {asset: k-count-ducks-line, alt: Yellow ducks in a line on a pond}", in: "k/01-counting/count-objects-l1.yaml", with: "image: {asset: k-count-ducks-line, alt: Yellow ducks in a line on a pond}")])

    static let range = 8...125

    package static func check(_ catalog: Catalog) -> [Diagnostic] { CopyPass.diagnostics(self, in: catalog) }

    static func inspect(_ lesson: LessonCopy, _ context: CopySliceContext, _ out: inout [Diagnostic]) {
        for item in lesson.items {
            guard let alt = item.alt, !CopyPolicy.isBlank(alt.text) else { continue }
            let copy = alt.copy
            let scalars = Array(copy.text.unicodeScalars)
            var start = 0
            var end = scalars.count
            while start < end, scalars[start].properties.isWhitespace { start += 1 }
            while end > start, scalars[end - 1].properties.isWhitespace { end -= 1 }
            let count = end - start
            if count < range.lowerBound {
                let at = copy.span(start, count)
                out.append(diagnostic(
                    at: at.location, length: at.length,
                    "alt text has \(count) characters; it needs at least \(range.lowerBound) to say what the picture shows",
                    notes: [.init("say what the picture shows, such as \"Red apples in a row on a table\"")]))
            } else if count > range.upperBound {
                let at = copy.span(start + range.upperBound, count - range.upperBound)
                out.append(diagnostic(
                    at: at.location, length: at.length,
                    "alt text has \(count) characters; keep it to \(range.upperBound)",
                    notes: [.init("keep what a child needs to answer; leave out the rest")]))
            }
        }
    }
}
