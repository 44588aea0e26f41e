import CurriculumSyntax

package enum FileUnreadable: Rule {
    package static let description = RuleDescription(
        id: SyntaxCheck.fileUnreadable.id, severity: SyntaxCheck.fileUnreadable.severity,
        summary: "a curriculum file cannot be read",
        rationale: """
            A file that cannot be opened (permissions, a dangling symlink, a device) is reported and \
            the rest of the curriculum is still checked, so one broken file never hides the others \
            (docs/design.md#bad-input-and-safety).
            """,
        triggering: [], nonTriggering: [])
}
