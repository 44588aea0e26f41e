/// the file holds more than one YAML document
public enum YAMLMultipleDocuments: Rule {
    public static let description = RuleDescription(
        id: "YAML-MULTI-DOCUMENT",
        severity: .error,
        summary: "the file holds more than one YAML document",
        rationale: """
            One file is one entity, so a location names one thing. A second document after --- is usually a merge accident.
            """,
        triggering: [.init("k/example.yaml", "kind: Lesson\n---\nkind: Unit\n")],
        nonTriggering: [.init("k/example.yaml", "---\nkind: Lesson\n")]
    )
}
