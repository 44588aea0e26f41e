import CurriculumSyntax

/// a value has a tag curriculum does not understand
package enum YAMLTag: Rule {
    package static let description = RuleDescription(
        id: SyntaxCheck.tag.id,
        severity: SyntaxCheck.tag.severity,
        summary: "a value has a tag curriculum does not understand",
        rationale: """
            Only the tags of YAML 1.2's core schema (`!!str`, `!!int`, `!!float`, `!!bool`, `!!null`) mean something in curriculum files; any other tag is read as a plain string, which is rarely what its author meant.
            """,
        triggering: [
            .replacing("title: Count to 10", in: "k/01-counting/count-objects-l1.yaml", with: "title: ↓!!binary Q291bnQgdG8gMTA=")
                .reports("unsupported tag tag:yaml.org,2002:binary"),
        ],
        nonTriggering: [.replacing("title: Count to 10", in: "k/01-counting/count-objects-l1.yaml", with: "title: !!str Count to 10")]
    )
}
