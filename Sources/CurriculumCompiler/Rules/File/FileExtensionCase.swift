package enum FileExtensionCase: Rule {
    package static let description = RuleDescription(
        id: "FILE-EXTENSION-CASE", severity: .warning,
        summary: "a curriculum file ends in .YAML, .Yml or another case of .yaml or .yml",
        rationale: """
            A file ending in .YAML or .Yml is read and checked like any other, so no lesson is lost \
            whatever this rule's level; but what else looks for curriculum files matches names \
            exactly — the pre-commit hook's git pathspecs (curriculum/*.yaml), editors' schema \
            associations, globs in CI — and would miss it. The finding names the file to rename it to.
            """,
        triggering: [
            .init("k/example.YAML", "↓kind: Lesson\n").reports("'example.YAML' is read as a curriculum file, but tools that look for .yaml and .yml miss it"),
            .init("k/example.Yml", "↓kind: Lesson\n").reports("'example.Yml' is read as a curriculum file, but tools that look for .yaml and .yml miss it"),
        ],
        nonTriggering: [.replacing("kind: Lesson", in: "k/01-counting/count-objects-l1.yaml", with: "kind: Lesson")])
}
