/// an integer is too large to represent
public enum YAMLNumberRange: Rule {
    public static let description = RuleDescription(
        id: "YAML-NUMBER-RANGE",
        severity: .error,
        summary: "an integer is too large to represent",
        rationale: """
            Numbers past 64 bits cannot be stored or compared exactly; no K–1 item needs them.
            """,
        triggering: [.init("k/example.yaml", "kind: Lesson\norder: 99999999999999999999999\n")],
        nonTriggering: [.init("k/example.yaml", "kind: Lesson\norder: 9\n")]
    )
}
