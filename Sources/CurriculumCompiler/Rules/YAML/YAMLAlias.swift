/// an alias is undefined, refers to itself, or expands past the limit
public enum YAMLAlias: Rule {
    public static let description = RuleDescription(
        id: "YAML-ALIAS",
        severity: .error,
        summary: "an alias is undefined, refers to itself, or expands past the limit",
        rationale: """
            Anchors and aliases are expanded under a limit, which stops 'billion laughs' alias bombs; an alias to nothing or to its own container cannot be read.
            """,
        triggering: [.init("k/example.yaml", "kind: Lesson\ntitle: *missing\n"), .init("k/example.yaml", "a: &x [1, *x]\n")],
        nonTriggering: [.init("k/example.yaml", "kind: Lesson\nhint: &h Count again.\nother: *h\n")]
    )
}
