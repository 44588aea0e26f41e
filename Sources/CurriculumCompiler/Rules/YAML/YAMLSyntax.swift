import CurriculumSyntax

/// the file is not well-formed YAML
package enum YAMLSyntax: Rule {
    package static let description = RuleDescription(
        id: SyntaxCheck.syntax.id,
        severity: SyntaxCheck.syntax.severity,
        summary: "the file is not well-formed YAML",
        rationale: """
            A file that is not well-formed YAML cannot be checked at all. The YAML parser (libyaml) often notices a mistake only on a later line, and describes it in parser terms ("mapping values are not allowed in this context"). So the diagnostic points at the line to change and says in plain words what is wrong there: a line indented differently from the lines it belongs with, a tab, a missing space after ':', a value holding ': ' that needs quotes, a quote or bracket never closed. When the fix is clear it is offered as a fix-it; when the text could mean two things, the message names both. libyaml's own report stays in a note, for anyone who knows YAML (docs/design.md#loading). A JSON file (a translation file, `l10n/<locale>.xcstrings`, or a schema) must be JSON as RFC 8259 defines it, as Xcode and every JSON reader expect: what only YAML allows there (a `#` comment, unquoted or single-quoted text, an anchor, a trailing comma) is reported where it is.
            """,
        triggering: [
            .replacing("title: Count to 10", in: "k/01-counting/count-objects-l1.yaml", with: "title: ↓[Count to 10")
                .reports("this '[' is never closed; add ']' at the end of the list"),
            .replacing("prompt: How many apples?", in: "k/01-counting/count-objects-l1.yaml", with: "prompt: ↓Apples: how many?")
                .reports("the value of 'prompt' contains ': ', which YAML reads as the start of another key; put the whole value in quotes"),
            .replacing("prompt: How many apples?", in: "k/01-counting/count-objects-l1.yaml", with: " ↓prompt: How many apples?")
                .reports("'prompt:' is indented 5 spaces, but 'standards:' on line 15 is indented 4 spaces; indent it 4 spaces to line it up"),
        ],
        nonTriggering: [.replacing("title: Count to 10", in: "k/01-counting/count-objects-l1.yaml", with: "title: \"Count to 10\"")]
    )
}
