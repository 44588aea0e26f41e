import CurriculumSyntax

package enum FileNotRegular: Rule {
    package static let description = RuleDescription(
        id: SyntaxCheck.fileNotRegular.id, severity: SyntaxCheck.fileNotRegular.severity,
        summary: "something named like a curriculum file is a named pipe, socket, device or folder",
        rationale: """
            Only regular files are read. A named pipe (FIFO) called lesson.yaml would make a reader \
            that opens it wait for a writer forever, and a device such as /dev/zero never ends \
            (fifo(7), https://man7.org/linux/man-pages/man7/fifo.7.html). Inputs are opened without \
            blocking (O_NONBLOCK, open(2), https://man7.org/linux/man-pages/man2/open.2.html) and \
            checked with fstat(2) before a byte is read; anything but a regular file is reported \
            here and the rest of the curriculum is still checked. A folder named like a YAML file \
            is reported too, and its files are still checked: editors, globs and the pre-commit \
            hook take it for a file. See docs/design.md#bad-input-and-safety.
            """,
        triggering: [
            RuleExample(special: "k/example.yaml", .fifo)
                .reports("this is a named pipe (FIFO), not a regular file; it is not read", atStartOf: "k/example.yaml"),
            RuleExample(special: "k/notes.yaml", .directory)
                .reports("this is a folder named like a YAML file; its files are still checked, but rename it", atStartOf: "k/notes.yaml"),
        ],
        nonTriggering: [.replacing("kind: Lesson", in: "k/01-counting/count-objects-l1.yaml", with: "kind: Lesson"), RuleExample(special: "k/notes", .directory)])
}
