/// the file is not well-formed YAML
public enum YAMLSyntax: Rule {
    public static let description = RuleDescription(
        id: "YAML-SYNTAX",
        severity: .error,
        summary: "the file is not well-formed YAML",
        rationale: """
            A file libyaml cannot parse cannot be checked at all. The diagnostic carries libyaml's own problem and position, plus the construct it was inside.
            """,
        triggering: [.init("k/example.yaml", "kind: Lesson\nid: [k.counting\n")],
        nonTriggering: [.init("k/example.yaml", "kind: Lesson\nid: k.counting.count-to-10.l9\n")]
    )
}
