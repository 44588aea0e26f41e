/// a value has a tag curriculum does not understand
public enum YAMLTag: Rule {
    public static let description = RuleDescription(
        id: "YAML-TAG",
        severity: .warning,
        summary: "a value has a tag curriculum does not understand",
        rationale: """
            Only the core schema's tags (!!str, !!int, !!float, !!bool, !!null) have a meaning in curriculum files; others are read as strings.
            """,
        triggering: [.init("k/example.yaml", "kind: Lesson\ntitle: !!binary aGVsbG8=\n")],
        nonTriggering: [.init("k/example.yaml", "kind: Lesson\ntitle: !!str 08\n")]
    )
}
