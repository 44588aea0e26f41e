import CurriculumSyntax

/// the file uses Windows (CRLF) line endings
package enum YAMLLineEndings: Rule {
    package static let description = RuleDescription(
        id: SyntaxCheck.lineEndings.id,
        severity: SyntaxCheck.lineEndings.severity,
        summary: "the file uses Windows (CRLF) line endings",
        rationale: """
            Files in the repository end their lines with LF. A file saved with CRLF changes every line of its diff at once, hiding the real edit. The file is still read; `files.eol` in docs/authoring.md#editor-setup keeps VS Code from writing CRLF.
            """,
        triggering: [
            // At the end of the first line.
            .init("copy/story-words.yaml", RuleExample.storyWords.replacingOccurrences(of: "\n", with: "\r\n").marking("schema.json↓\r\n"))
                .reports("file uses Windows (CRLF) line endings"),
        ],
        nonTriggering: [.init("copy/story-words.yaml", RuleExample.storyWords)]
    )
}
