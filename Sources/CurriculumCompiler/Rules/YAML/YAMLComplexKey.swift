/// a mapping key is a list or a mapping
public enum YAMLComplexKey: Rule {
    public static let description = RuleDescription(
        id: "YAML-COMPLEX-KEY",
        severity: .error,
        summary: "a mapping key is a list or a mapping",
        rationale: """
            Keys of curriculum files are field names; a structured key has no meaning in the format and cannot become JSON.
            """,
        triggering: [.init("k/example.yaml", "kind: Lesson\n? [a, b]\n: 1\n")],
        nonTriggering: [.init("k/example.yaml", "kind: Lesson\n")]
    )
}
