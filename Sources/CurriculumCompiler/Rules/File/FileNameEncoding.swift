package enum FileNameEncoding: Rule {
    package static let description = RuleDescription(
        id: "FILE-NAME-ENCODING", severity: .error,
        summary: "a file or folder name in the curriculum is not UTF-8",
        rationale: """
            Names are shown with each byte that is not UTF-8 written \\xNN, and the file is still \
            read and checked, so no lesson is lost. But such a name cannot be shown or typed as it \
            is, and file systems and tools that require UTF-8 names (Apple's APFS among them) \
            refuse or mangle it, so the lesson would vanish on those machines. Rename it in UTF-8, \
            the encoding its contents already use (YAML 1.2, 5.2).
            """,
        triggering: [
            // The finding names the file with each byte that is not UTF-8 as \\xNN.
            RuleExample(special: "k/café.yaml", .latin1Name(text: "kind: Lesson\n"))
                .reports("file name is not UTF-8 (each byte that is not is shown as \\xNN); it is still read, but rename it", atStartOf: "k/caf\\xE9.yaml"),
        ],
        nonTriggering: [.replacing("kind: Lesson", in: "k/01-counting/count-objects-l1.yaml", with: "kind: Lesson")])
}
