import CurriculumSyntax

/// the file holds more than one YAML document
package enum YAMLMultipleDocuments: Rule {
    package static let description = RuleDescription(
        id: SyntaxCheck.multipleDocuments.id,
        severity: SyntaxCheck.multipleDocuments.severity,
        summary: "the file holds more than one YAML document",
        rationale: """
            One file is one entity, so a file and line name exactly one thing (docs/design.md#authored-content). A second document after `---` is usually the end of one file pasted into another; everything after it would be ignored.
            """,
        triggering: [
            .init("copy/story-words.yaml", RuleExample.storyWords + "↓---\nkind: WordList\nid: copy.more-story-words\npurpose: earlyReader\nwords: [barn]\n")
                .reports("file holds more than one YAML document"),
        ],
        nonTriggering: [.init("copy/story-words.yaml", RuleExample.storyWords.replacingOccurrences(of: "kind: WordList", with: "---\nkind: WordList"))]
    )
}
