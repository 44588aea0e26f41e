/// the file nests deeper than the limit
public enum YAMLNesting: Rule {
    public static let description = RuleDescription(
        id: "YAML-NESTING",
        severity: .error,
        summary: "the file nests deeper than the limit",
        rationale: """
            Curriculum files need a handful of levels. Thousands of levels are an accident or an attack on the tools that read them; the deeper part is skipped, never recursed into.
            """,
        triggering: [.init("k/example.yaml", String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + "\n")],
        nonTriggering: [.init("k/example.yaml", "kind: Lesson\nitems: [[1, 2], [3]]\n")]
    )
}
