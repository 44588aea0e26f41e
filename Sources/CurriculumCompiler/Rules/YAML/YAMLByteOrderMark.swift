/// the file starts with a byte order mark
public enum YAMLByteOrderMark: Rule {
    public static let description = RuleDescription(
        id: "YAML-BOM",
        severity: .warning,
        summary: "the file starts with a byte order mark",
        rationale: """
            UTF-8 needs no byte order mark; some tools show it as junk or refuse the file. The file is still read.
            """,
        triggering: [.init("k/example.yaml", "\u{FEFF}kind: Lesson\n")],
        nonTriggering: [.init("k/example.yaml", "kind: Lesson\n")]
    )
}
