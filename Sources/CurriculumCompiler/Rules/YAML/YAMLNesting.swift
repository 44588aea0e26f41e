import CurriculumSyntax

/// the file nests deeper than the limit
package enum YAMLNesting: Rule {
    package static let description = RuleDescription(
        id: SyntaxCheck.nesting.id,
        severity: SyntaxCheck.nesting.severity,
        summary: "the file nests deeper than the limit",
        rationale: """
            Curriculum files need about six levels of nesting. Past 64 levels a file is a mistake or an attack on the tools that read it; the deeper part is reported and skipped, never walked. Past 128 levels the rest of the file is not read at all: brackets nested without end cost a YAML scanner time that grows with the square of their number (2 MB of them would take hours), so such a file is refused at once (docs/design.md#bad-input-and-safety).
            """,
        triggering: [
            // At the 64th bracket, which opens the 65th level (the file's mapping is the first).
            .init("copy/story-words.yaml", RuleExample.storyWords.replacingOccurrences(
                of: "words: [kiwi, lagoon]",
                with: "words: " + String(repeating: "[", count: 63) + "↓" + String(repeating: "[", count: 7) + "kiwi" + String(repeating: "]", count: 70)))
                .reports("nesting is deeper than 64 levels"),
        ],
        nonTriggering: [.init("copy/story-words.yaml", RuleExample.storyWords)]
    )
}
