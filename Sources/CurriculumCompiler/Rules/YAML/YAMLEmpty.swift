import CurriculumSyntax

/// the file has no content
package enum YAMLEmpty: Rule {
    package static let description = RuleDescription(
        id: SyntaxCheck.empty.id,
        severity: SyntaxCheck.empty.severity,
        summary: "the file has no content",
        rationale: """
            A curriculum file with nothing in it (or only comments) is almost always a mistake: a file saved before it was written, or a merge that lost its content. It cannot say what it is, so nothing in it would be checked or shipped (docs/design.md#bad-input-and-safety).
            """,
        triggering: [
            .init("copy/story-words.yaml", "").reports("file is empty", atStartOf: "copy/story-words.yaml"),
            .init("copy/story-words.yaml", "# words from the new farm stories\n").reports("file has no content, only comments", atStartOf: "copy/story-words.yaml"),
        ],
        nonTriggering: [.init("copy/story-words.yaml", RuleExample.storyWords)]
    )
}
