public enum FileSymlinkOutsideRoot: Rule {
    public static let description = RuleDescription(
        id: "FILE-SYMLINK-OUTSIDE-ROOT", severity: .warning,
        summary: "a symlink leads outside the curriculum root and is not followed",
        rationale: """
            DESIGN.md (Bad input and safety): symlinks that leave the curriculum root are not followed, \
            so a checkout can never make the compiler read, or a bundle embed, files from elsewhere.
            """,
        triggering: [], nonTriggering: [.init("k/example.yaml", "kind: Lesson\n")])
}
