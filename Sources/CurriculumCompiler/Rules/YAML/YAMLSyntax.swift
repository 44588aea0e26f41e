/// the file is not well-formed YAML
public enum YAMLSyntax: Rule {
    public static let description = RuleDescription(
        id: "YAML-SYNTAX",
        severity: .error,
        summary: "the file is not well-formed YAML",
        rationale: """
            A file libyaml cannot parse cannot be checked at all. The finding points at the line to change (the key missing its colon, the bracket or quote never closed) and says what libyaml was reading when it stopped (docs/design.md#loading).
            """,
        triggering: [.replacing("title: Count to 10", in: "k/01-counting/count-objects-l1.yaml", with: "title: [Count to 10")],
        nonTriggering: [.replacing("title: Count to 10", in: "k/01-counting/count-objects-l1.yaml", with: "title: \"Count to 10\"")]
    )
}
