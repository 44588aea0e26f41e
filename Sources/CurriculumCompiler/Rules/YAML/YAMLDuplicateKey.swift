/// a mapping repeats a key
public enum YAMLDuplicateKey: Rule {
    public static let description = RuleDescription(
        id: "YAML-DUPLICATE-KEY",
        severity: .error,
        summary: "a mapping repeats a key",
        rationale: """
            libyaml accepts a repeated key silently and the second value wins in most loaders, so an author's edit can vanish. The second key is reported with the first one's position.
            """,
        triggering: [.init("k/example.yaml", "kind: Lesson\ntitle: One\ntitle: Two\n")],
        nonTriggering: [.init("k/example.yaml", "kind: Lesson\ntitle: One\n")]
    )
}
