public enum ItemImpossible: CatalogRule {
    public static let description = RuleDescription(
        id: "ITEM-IMPOSSIBLE", severity: .error,
        summary: "an item cannot be answered as written",
        rationale: """
            DESIGN.md's item table and the standards bound what each item type can show: counting \
            up to 20 objects, 10 when scattered (K.CC.5a); a ten frame holds 10; hops stay on the \
            number line; a pattern's core has 2–4 elements (K.OA.6); coins total at most 100¢ \
            (1.MD.3c); clocks read hours 1–12 to the hour or half hour (1.MD.3a); base-ten blocks \
            make at most 120 (1.NBT.1); circles and rectangles split into 2 or 4 equal shares named \
            halves, fourths or quarters (1.G.3); bar graphs show up to 3 categories (1.MD.4); a shape \
            is asked about attributes it has; a number bond's parts make its whole. Seed 003 \
            (step 16): every item must be solvable.
            """,
        triggering: [
            .lesson("""
                  - id: i1
                    type: counting
                    prompt: How many stars?
                    objects: {name: star, count: 14, arrangement: scattered}
                    answer: 14
                    hints: [Touch each star once as you count.]
                    feedback: {incorrect: Count again and touch each star one time.}

                """),
            .lesson("""
                  - id: i1
                    type: numberLine
                    prompt: Start at 4. Jump 3. Where do you land?
                    from: 0
                    to: 5
                    start: 4
                    jumps: [3]
                    answer: 7
                    hints: [Put your finger on 4 and hop 3 times.]
                    feedback: {incorrect: Start on 4 and count each hop out loud.}

                """),
            .lesson("""
                  - id: i1
                    type: shape
                    shape: cube
                    ask: sides
                    prompt: How many sides does it have?
                    options: [4, 6, 8]
                    answer: 4
                    hints: [Touch each side.]
                    feedback: {incorrect: Count each flat side.}

                """),
        ],
        nonTriggering: [.lesson("""
              - id: i1
                type: counting
                prompt: How many stars?
                objects: {name: star, count: 14, arrangement: line}
                answer: 14
                hints: [Touch each star once as you count.]
                feedback: {incorrect: Count again and touch each star one time.}
              - id: i2
                type: clock
                mode: read
                prompt: What time is it?
                time: "3:30"
                answer: "3:30"
                hints: [Look at the short hand first.]
                feedback: {incorrect: The short hand shows the hour.}

            """)])

    public static func check(_ catalog: Catalog) -> [Diagnostic] {
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
