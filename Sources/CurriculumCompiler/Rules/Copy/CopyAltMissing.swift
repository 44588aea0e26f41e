import CurriculumSyntax

package enum CopyAltMissing: CopyLessonRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "COPY-ALT-MISSING", severity: .error,
        summary: "an image has no alt text",
        rationale: """
            Every image that carries meaning needs a text alternative (WCAG 2.2, Success Criterion 1.1.1 Non-text Content, level A). The app reads it with VoiceOver: a child who cannot see the picture of six ducks cannot count them without `image.alt` (docs/design.md#pictures-and-speech).
            """,
        triggering: [
            .replacing("image: {asset: k-count-ducks-line, alt: Yellow ducks in a line on a pond}", in: "k/01-counting/count-objects-l1.yaml", with: "image: ↓{asset: k-count-ducks-line}")
                .reports("image 'k-count-ducks-line' has no alt text"),
        ],
        nonTriggering: [.replacing("image: {asset: k-count-ducks-line, alt: Yellow ducks in a line on a pond}", in: "k/01-counting/count-objects-l1.yaml", with: "image: {asset: k-count-ducks-line, alt: Yellow ducks in a line on a pond}")])

    package static func check(_ catalog: Catalog) -> [Diagnostic] { CopyPass.diagnostics(self, in: catalog) }

    static func inspect(_ lesson: LessonCopy, _ context: CopySliceContext, _ out: inout [Diagnostic]) {
        for copy in lesson.items {
            guard let image = copy.item.image, CopyPolicy.isBlank(image.alt?.value) else { continue }
            let asset = image.asset.map { " '\($0.value)'" } ?? ""
            out.append(diagnostic(
                at: image.alt?.location ?? image.location, "image\(asset) has no alt text",
                notes: [.init("add `alt:` saying what the picture shows in 8–125 characters, such as \"Red apples in a row on a table\"")]))
        }
    }
}
