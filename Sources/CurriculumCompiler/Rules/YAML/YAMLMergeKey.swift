import CurriculumSyntax

/// a merge key (<<) is used
package enum YAMLMergeKey: Rule {
    package static let description = RuleDescription(
        id: SyntaxCheck.mergeKey.id,
        severity: SyntaxCheck.mergeKey.severity,
        summary: "a merge key (<<) is used",
        rationale: """
            Merge keys (`<<: *base`) were a YAML 1.1 extension that YAML 1.2 dropped; libraries disagree on whether and how they apply, so the same file would mean different things to different tools. Write the keys out.
            """,
        triggering: [
            .replacing("correct: Yes! You counted 4 apples.", in: "k/01-counting/count-objects-l1.yaml", with: "↓<<: {correct: Yes! You counted 4 apples.}")
                .reports("merge keys (<<) are not part of YAML 1.2"),
        ],
        nonTriggering: [.replacing("correct: Yes! You counted 4 apples.", in: "k/01-counting/count-objects-l1.yaml", with: "correct: Yes! You counted 4 apples.")]
    )
}
