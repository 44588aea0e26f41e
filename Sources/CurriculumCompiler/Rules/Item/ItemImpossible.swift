import CurriculumSyntax

package enum ItemImpossible: CatalogRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "ITEM-IMPOSSIBLE", severity: .error,
        summary: "an item cannot be answered as written",
        rationale: """
            The standards and the app's screens bound what each item type can show (docs/design.md#item-types-and-solvers): up to 20 objects to count, 10 when scattered (NY-K.CC.5a); a ten frame holds 10; hops stay on the number line; a pattern's core has 2–4 elements (NY-K.OA.6); coins total at most 100¢ (NY-1.MD.3c); a child counts out 1–20 objects from a bigger pile of at most 20 (NY-K.CC.5b); clocks read hours 1–12 on the hour or half hour (NY-1.MD.3a); base-ten blocks make at most 120 (NY-1.NBT.1); circles and rectangles split into 2 or 4 equal shares named halves, fourths or quarters (NY-1.G.3); bar graphs show up to 3 categories (NY-1.MD.4); a shape is asked only about attributes it has, and asked its name with no choice naming a wider kind it also is (a square is a rectangle and a rhombus too, a cube a rectangular prism, so 'rectangle' beside 'square' is a second right answer); a number bond's parts make its whole, as a compared group's `parts` make its count. An item that breaks one of these cannot be drawn or answered.
            """,
        triggering: [
            .item("i6", in: "k/01-counting/count-objects-l1.yaml", RuleExample.buttons.replacingOccurrences(of: "count: 9", with: "count: ↓14").replacingOccurrences(of: "answer: 9", with: "answer: 14").replacingOccurrences(of: "[8, 9, 10]", with: "[13, 14, 15]").replacingOccurrences(of: "all 9 buttons", with: "all 14 buttons"))
                .reports("14 scattered objects are too many to count: scattered objects stay within 10 (K.CC.5a)"),
            .replacing("jumps: [-5]", in: "k/02-operations/join-and-separate-l3.yaml", with: "jumps: [↓5]")
                .reports("this jump lands on 14, past the end of the line at 10"),
            .replacing("shape: square", in: "k/08-geometry/build-shapes-l1.yaml", with: "shape: cube")
                .reports("a cube is solid, so ask about its faces, not its sides", atLine: "ask: ↓sides", after: "shape: cube", in: "k/08-geometry/build-shapes-l1.yaml"),
            .replacing("options: [hexagon, square, triangle]", in: "k/08-geometry/build-shapes-l2.yaml", with: "options: [↓rectangle, square, triangle]")
                .reports("a square is also a rectangle, so the choice 'rectangle' is right too: give a choice the square is not"),
            .replacing("left: {count: 6, name: Kofi's red cubes, parts: [4, 2]}", in: "1/04-equations/equal-sign-l1.yaml",
                       with: "left: {count: 6, name: Kofi's red cubes, parts: ↓[4, 3]}")
                .reports("the parts 4 + 3 make 7, not the group's count 6"),
        ],
        nonTriggering: [
            .item("i6", in: "k/01-counting/count-objects-l1.yaml", RuleExample.buttons),
            .replacing("jumps: [-5]", in: "k/02-operations/join-and-separate-l3.yaml", with: "jumps: [-5]"),
            // A rectangle drawn with two long sides is no square: 'square' beside it is a wrong choice.
            .replacing("options: [square, rectangle, triangle]", in: "k/08-geometry/build-shapes-l3.yaml", with: "options: [square, rectangle, triangle]"),
        ])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for lesson in catalog.lessons {
            for item in lesson.items {
                guard ItemTypes.type(of: item) != nil else { continue }
                for problem in catalog.solutions.solution(of: item)?.problems ?? [] {
                    let (location, length) = item.location(of: problem)
                    out.append(diagnostic(at: location, length: length, problem.message, notes: problem.notes.map { .init($0) }))
                }
            }
        }
        return out
    }
}
