package enum FileSymlinkOutsideRoot: Rule {
    package static let description = RuleDescription(
        id: "FILE-SYMLINK-OUTSIDE-ROOT", severity: .warning,
        summary: "a symlink leads outside the curriculum root and is not followed",
        rationale: """
            Symlinks that leave the curriculum root are not followed, so a checkout can never make the compiler read, or a bundle embed, a file from elsewhere on the machine (docs/design.md#bad-input-and-safety). A link inside the root is followed as usual.
            """,
        triggering: [], nonTriggering: [])
}
