public enum CopyAltMissing: CopyLessonRule {
    public static let description = RuleDescription(
        id: "COPY-ALT-MISSING", severity: .error,
        summary: "an image has no alt text",
        rationale: """
            WCAG 2.2, SC 1.1.1 Non-text Content (level A): every image that carries meaning has a \
            text alternative. Seed 001 requires the app to support VoiceOver; a child who cannot \
            see the picture of seven apples cannot count them without `image.alt`.
            """,
        triggering: [.lesson("""
              - id: i1
                type: counting
                prompt: How many apples?
                objects: {name: apple, count: 7, arrangement: line}
                answer: 7
                image: {asset: apples-line}
                hints: [Touch each apple as you count.]
                feedback: {incorrect: Touch each apple as you count.}

            """)],
        nonTriggering: [.lesson("""
              - id: i1
                type: counting
                prompt: How many apples?
                objects: {name: apple, count: 7, arrangement: line}
                answer: 7
                image: {asset: apples-line, alt: Red apples in a row on a table}
                hints: [Touch each apple as you count.]
                feedback: {incorrect: Touch each apple as you count.}

            """)])

    public static func check(_ catalog: Catalog) -> [Diagnostic] { CopyPass.diagnostics(self, in: catalog) }

    static func inspect(_ lesson: LessonCopy, _ context: CopyPassContext, _ out: inout [Diagnostic]) {
        for copy in lesson.items {
            guard let image = copy.item.image, CopyPolicy.isBlank(image.alt?.value) else { continue }
            let asset = image.asset.map { " '\($0.value)'" } ?? ""
            out.append(diagnostic(
                at: image.alt?.location ?? image.location, "image\(asset) has no alt text",
                notes: [.init("add `alt:` saying what the picture shows in 8–125 characters, such as \"Red apples in a row on a table\"")]))
        }
    }
}
