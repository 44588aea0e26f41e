public enum FileNotRegular: Rule {
    public static let description = RuleDescription(
        id: "FILE-NOT-REGULAR", severity: .error,
        summary: "something named like a curriculum file is a named pipe, socket, device or folder",
        rationale: """
            Only regular files are read. A named pipe (FIFO) called lesson.yaml would make a reader \
            that opens it wait for a writer forever, and a device such as /dev/zero never ends \
            (fifo(7), https://man7.org/linux/man-pages/man7/fifo.7.html). Inputs are opened without \
            blocking (O_NONBLOCK, open(2), https://man7.org/linux/man-pages/man2/open.2.html) and \
            checked with fstat(2) before a byte is read; anything but a regular file is reported \
            here and the rest of the curriculum is still checked. A folder named like a YAML file \
            is reported too, and its files are still checked: editors, globs and the pre-commit \
            hook take it for a file.
            """,
        triggering: [RuleExample(special: "k/example.yaml", .fifo), RuleExample(special: "k/notes.yaml", .directory)],
        nonTriggering: [.init("k/example.yaml", "kind: Lesson\n"), RuleExample(special: "k/notes", .directory)])
}
