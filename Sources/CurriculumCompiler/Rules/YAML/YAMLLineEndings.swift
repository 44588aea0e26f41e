/// the file uses Windows (CRLF) line endings
public enum YAMLLineEndings: Rule {
    public static let description = RuleDescription(
        id: "YAML-LINE-ENDINGS",
        severity: .warning,
        summary: "the file uses Windows (CRLF) line endings",
        rationale: """
            Mixed line endings make every line of a diff change at once. The file is still read.
            """,
        triggering: [.init("k/example.yaml", "kind: Lesson\r\nid: k.counting.count-to-10.l9\r\n")],
        nonTriggering: [.init("k/example.yaml", "kind: Lesson\nid: k.counting.count-to-10.l9\n")]
    )
}
