/// a merge key (<<) is used
public enum YAMLMergeKey: Rule {
    public static let description = RuleDescription(
        id: "YAML-MERGE-KEY",
        severity: .error,
        summary: "a merge key (<<) is used",
        rationale: """
            Merge keys are a YAML 1.1 extension that YAML 1.2 dropped; tools disagree on them. Write the keys out.
            """,
        triggering: [.init("k/example.yaml", "base: &b {x: 1}\nkind: Lesson\nother:\n  <<: *b\n")],
        nonTriggering: [.init("k/example.yaml", "kind: Lesson\nother: {x: 1}\n")]
    )
}
