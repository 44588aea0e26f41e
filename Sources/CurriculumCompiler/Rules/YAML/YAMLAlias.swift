import CurriculumSyntax

/// an alias is undefined, refers to itself, or expands past the limit
package enum YAMLAlias: Rule {
    package static let description = RuleDescription(
        id: SyntaxCheck.alias.id,
        severity: SyntaxCheck.alias.severity,
        summary: "an alias is undefined, refers to itself, or expands past the limit",
        rationale: """
            An alias (`*name`) repeats the value its anchor (`&name`) marks. An alias to no anchor, or to the list or mapping that contains it, cannot be read, and a few nested aliases can expand into billions of nodes (the "billion laughs" attack). Aliases may add at most 100,000 nodes to a file; past that the file is reported, not expanded (docs/design.md#bad-input-and-safety).
            """,
        triggering: [
            .replacing("incorrect: Start at the duck on the left. Touch each duck once as you count.", in: "k/01-counting/count-objects-l1.yaml", with: "incorrect: ↓*touch-each-duck")
                .reports("alias *touch-each-duck has no anchor &touch-each-duck before it"),
            .replacing("standards: [NY-K.CC.4a, NY-K.CC.5a]", in: "k/01-counting/count-objects-l1.yaml", with: "standards: &ducks [NY-K.CC.4a, ↓*ducks]")
                .reports("alias *ducks refers to a node that contains it"),
        ],
        nonTriggering: [
            .replacing("- Touch each duck and say a number.", in: "k/01-counting/count-objects-l1.yaml", with: "- &touch-each-duck Touch each duck and say a number.")
                + .replacing("incorrect: Start at the duck on the left. Touch each duck once as you count.", in: "k/01-counting/count-objects-l1.yaml", with: "incorrect: *touch-each-duck"),
        ]
    )
}
