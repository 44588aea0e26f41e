import CurriculumSyntax

/// A concrete lesson's items are things to count and move, not the drawings that stand for
/// them: a number line or a hundred chart in the first lesson of a skill skips a CRA stage.
package enum TargetItemStage: CatalogRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "TARGET-ITEM-STAGE", severity: .warning,
        summary: "an item draws a tool of a later CRA stage than its lesson's",
        rationale: """
            A lesson's `stage` says how the child meets the idea: concrete lessons count and move things (objects, counters, ten frames, blocks, coins, fingers), representational lessons use the drawings that stand for them (number lines, number charts, graphs), abstract ones numerals and equations (docs/design.md#content-targets). An item that draws a number line, a number chart or a graph in a concrete lesson skips the stage the lesson is for; give it things to count or move, or move it to the skill's representational lesson. The item's type decides what it draws (a drawing item's open canvas is left to the author).
            """,
        triggering: [.item("i4", in: "k/02-operations/join-and-separate-l1.yaml", """
            - id: i4
              type: ↓numberLine
              difficulty: 2
              standards: [NY-K.OA.1, NY-K.OA.2a]
              prompt: A frog is on 5. It hops 3 more. Where does it land?
              from: 0
              to: 10
              start: 5
              jumps: [3]
              answer: 8
              hints:
                - Put your finger on 5.
                - Count 3 hops forward.
              feedback:
                correct: Yes! 5 and 3 more is 8.
                incorrect: Start on 5. Move forward one number for each of the 3 hops.
            """).reports("a number line in a concrete lesson: give the child things to count or move, or move the item to a representational lesson")],
        nonTriggering: [.item("i4", in: "k/02-operations/join-and-separate-l1.yaml", """
            - id: i4
              type: counting
              difficulty: 2
              standards: [NY-K.OA.1, NY-K.OA.2a]
              prompt: 5 frogs sit on a log. 3 more frogs hop on. How many frogs are on the log now?
              objects: {name: frog, count: 8, arrangement: line}
              answer: 8
              hints:
                - Touch the 5 frogs and say 5.
                - Count on one number for each new frog.
              feedback:
                correct: Yes! 5 frogs and 3 more frogs make 8 frogs.
                incorrect: Start at 5. Say the next number for each frog that hops on.
            """)])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for lesson in catalog.lessons {
            guard let stage = lesson.stage?.value else { continue }
            for item in lesson.items {
                guard let type = ItemTypes.type(of: item) else { continue }
                // A scaffold's placeholder is judged once it is written (COPY-PLACEHOLDER says it is not).
                if let prompt = item.prompt?.value, CopyPlaceholder.marks(prompt) { continue }
                guard let tool = laterTool(of: type, for: stage) else { continue }
                out.append(diagnostic(
                    at: item.type.location, length: item.type.length,
                    "a \(tool.name) in a \(stage.rawValue) lesson: give the child things to count or move, or move the item to a \(tool.stage.rawValue) lesson"
                ).following(catalog.damage.lesson(lesson.id.value)))
            }
        }
        return out
    }

    /// The first tool (by name) that items of `type` draw and that belongs to a later stage than
    /// `stage`; nil when every item of the type suits a lesson at `stage`. A drawing item's open
    /// canvas is the author's to fill.
    package static func laterTool(of type: any ItemType.Type, for stage: Stage) -> ScreenTraits.Visual? {
        guard !type.screen.actions.contains(.draw) else { return nil }
        return type.screen.shows.filter { $0.stage > stage }.min { $0.rawValue < $1.rawValue }
    }
}

extension ScreenTraits.Visual {
    /// The CRA stage a drawing belongs to: things to count or fill are concrete, the number
    /// line, chart and graph stand for them.
    package var stage: Stage {
        switch self {
        case .picture, .tenFrame: .concrete
        case .numberLine, .numberChart, .graph: .representational
        }
    }
}
