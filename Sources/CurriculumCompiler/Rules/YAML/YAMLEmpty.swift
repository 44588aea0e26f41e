/// the file has no content
public enum YAMLEmpty: Rule {
    public static let description = RuleDescription(
        id: "YAML-EMPTY",
        severity: .error,
        summary: "the file has no content",
        rationale: """
            An empty curriculum file is almost always a mistake (a file saved before it was written or a bad merge); it cannot say what it is.
            """,
        triggering: [.init("k/example.yaml", ""), .init("k/example.yaml", "# only a comment\n")],
        nonTriggering: [.init("k/example.yaml", "kind: Lesson\n")]
    )
}
