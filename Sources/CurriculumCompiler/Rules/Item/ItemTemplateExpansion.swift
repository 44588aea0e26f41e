/// ITEM-TEMPLATE: a `template:` item that cannot be expanded into its variants. Raised by the
/// Decode stage (`TemplateExpansion`), before any other rule sees the variants.
package enum ItemTemplateExpansion: Rule {
    static let frame = "k/02-operations/make-ten-l2.yaml"

    package static let description = RuleDescription(
        id: "ITEM-TEMPLATE", severity: .error,
        summary: "an item template cannot be expanded into its variants",
        rationale: """
            A template is one authored item that ships as many (docs/authoring.md#item-templates): its parameters, constraints and placeholders are expanded at build time, and every variant is then held to every rule an authored item meets. So a template whose expansion is not well defined ships nothing: a placeholder or constraint that names no parameter or does not parse, arithmetic that divides by zero or overflows, constraints no parameter set meets, or more variants than the 1000 a template may ship (a mistyped range must not make a build run for hours). A finding that only some parameter sets make names the first of them and counts the rest.
            """,
        triggering: [
            .item("i7", in: frame, """
                - id: i7
                  type: tenFrame
                  template:
                    parameters: {a: 1...3}
                  difficulty: 3
                  standards: [NY-K.OA.4]
                  prompt: The frame has {a} dots. How many more dots make 10?
                  frames: 1
                  filled: "{a}"
                  ask: complement
                  answer: ↓"{10 - b}"
                  hints:
                    - Count the empty boxes.
                  feedback:
                    correct: Yes! {a} and {10 - a} make 10.
                    incorrect: Count the empty boxes. Each one needs a dot to make 10.

                """).reports("with a = 1: 'b' in '10 - b' is not a parameter (the parameters: a) (and 2 more variants)"),
            .item("i7", in: frame, """
                - id: i7
                  type: tenFrame
                  template:
                    parameters: {a: 0...3}
                    where: ↓10 / a > 2
                  difficulty: 3
                  standards: [NY-K.OA.4]
                  prompt: The frame has {a} dots. How many more dots make 10?
                  frames: 1
                  filled: "{a}"
                  ask: complement
                  answer: "{10 - a}"
                  hints:
                    - Count the empty boxes.
                  feedback:
                    correct: Yes! {a} and {10 - a} make 10.
                    incorrect: Count the empty boxes. Each one needs a dot to make 10.

                """).reports("with a = 0: '10 / a > 2' divides by zero"),
        ],
        nonTriggering: [
            .adding("""
                - id: i8
                  type: tenFrame
                  template:
                    parameters: {a: [6]}
                  difficulty: 3
                  standards: [NY-K.OA.4]
                  prompt: The frame has {a} dots. How many more dots make 10?
                  frames: 1
                  filled: "{a}"
                  ask: complement
                  answer: "{10 - a}"
                  hints:
                    - Count the empty boxes.
                    - Touch each empty box once.
                  feedback:
                    correct: Yes! {a} and {10 - a} make 10.
                    incorrect: Count the empty boxes. Each one needs a dot to make 10.

                """, after: "- id: i7", in: frame),
        ])
}
