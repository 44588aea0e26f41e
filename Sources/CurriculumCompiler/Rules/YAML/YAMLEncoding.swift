/// the file is not UTF-8 text
public enum YAMLEncoding: Rule {
    public static let description = RuleDescription(
        id: "YAML-ENCODING",
        severity: .error,
        summary: "the file is not UTF-8 text",
        rationale: """
            Curriculum files are UTF-8 text (YAML 1.2, 5.2), so every editor, diff and tool sees the same characters. Invalid bytes, NUL bytes and UTF-16 files are reported at the first bad byte.
            """,
        triggering: [.init("k/example.yaml", "kind: Lesson\ntitle: caf\u{00}e\n")],
        nonTriggering: [.init("k/example.yaml", "kind: Lesson\ntitle: Café time\n")]
    )
}
