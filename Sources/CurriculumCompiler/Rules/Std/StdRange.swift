import CurriculumSyntax

package enum StdRange: CatalogRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "STD-RANGE", severity: .error,
        summary: "an item uses a number outside the range its standards allow",
        rationale: """
            The NY standards bound the numbers children work with: NY-K.CC.5a counts up to 20 things, NY-K.OA.5 is fluency within 5, NY-K.OA.2a and NY-K.OA.2b stay within 10, NY-1.OA.1 within 20, NY-1.NBT.4 within 100, NY-1.NBT.1 up to 120, NY-1.MD.3c up to 100 cents. Each standard's `range` in curriculum/standards/ holds its bound, and each item type's solver says which numbers an item uses (the ones shown, the hops, what the arithmetic works out to). An item with several standards may use the widest of their ranges. The upper bound holds for every number; a lower bound (NY-1.NBT.2b's 11–19) applies to what the item works out to. Where no solver can work an item out, its authored answer is held to the range as what it works out to: `answer: 21` for "Write the number that comes after nineteen." under NY-K.CC.3 (0–20) is reported at the answer; where a solver can, ITEM-ANSWER holds the answer to it (docs/design.md#standards-and-traceability).
            """,
        triggering: [
            .item("i2", in: "k/02-operations/fluency-within-5-l1.yaml", """
                - id: i2
                  type: numericInput
                  quickCheck: true
                  difficulty: 1
                  prompt: Show 4 fingers. Put up 3 more. How many fingers now?
                  expression: ↓"4 + 3"
                  answer: 7
                  hints:
                    - Count on from 4.
                  feedback:
                    correct: Yes! 4 + 3 = 7.
                    incorrect: Show 4 fingers and put up 3 more. Count the fingers that are up.
                """).reports("the result 7 is outside 0–5, the range of NY-K.OA.5"),
            .item("i1", in: "k/02-operations/story-problems-l1.yaml", """
                - id: i1
                  type: wordProblem
                  quickCheck: true
                  difficulty: 1
                  prompt: Ana sees 8 ducks in the pond. 4 more ducks swim over. How many ducks are in the pond now?
                  equation: ↓"8 + 4 = ?"
                  answer: 12
                  hints:
                    - Show 8 ducks with counters.
                    - Add 4 more counters and count them all.
                  feedback:
                    correct: Yes! 8 ducks and 4 more make 12 ducks.
                    incorrect: Put out 8 counters, then 4 more. Count all the counters.
                """).reports("the result 12 is outside 0–10, the range of NY-K.OA.2b"),
            // No solver works this out, so the answer is what the item works out to.
            .item("i5", in: "k/01-counting/count-objects-l3.yaml", RuleExample.writeFourteen
                .replacingOccurrences(of: "prompt: Write the number fourteen.", with: "prompt: Write the number that comes after nineteen.")
                .replacingOccurrences(of: "answer: 14", with: "answer: ↓21"))
                .reports("21 is outside 0–20, the range of NY-K.CC.3"),
            .item("i5", in: "k/01-counting/count-objects-l3.yaml", RuleExample.writeFourteen
                .replacingOccurrences(of: "prompt: Write the number fourteen.", with: "prompt: Write the number ↓forty-one.")
                .replacingOccurrences(of: "answer: 14", with: "answer: 41"))
                .reports("41 is outside 0–20, the range of NY-K.CC.3"),
        ],
        nonTriggering: [.item("i2", in: "k/02-operations/fluency-within-5-l1.yaml", """
            - id: i2
              type: numericInput
              quickCheck: true
              difficulty: 1
              prompt: Show 4 fingers. Put up 1 more. How many fingers now?
              expression: "4 + 1"
              answer: 5
              hints:
                - 1 more is the next number.
              feedback:
                correct: Yes! 4 + 1 = 5. That is a full hand.
                incorrect: Show 4 fingers and put up 1 more. Count the fingers that are up.
            """),
            .item("i5", in: "k/01-counting/count-objects-l3.yaml", RuleExample.writeFourteen),
        ])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        // Most items take their skill's standards, so their bounds are worked out once per skill.
        var bySkill: [String: (range: ClosedRange<Int>?, codes: [String])] = [:]
        func bounds(_ item: Item, _ lesson: Lesson) -> (range: ClosedRange<Int>?, codes: [String]) {
            let skill = item.standards.isEmpty ? catalog.skillID(of: item, in: lesson) : nil
            if let skill, let known = bySkill[skill] { return known }
            var range: ClosedRange<Int>?
            var codes: [String] = []
            for code in catalog.standards(of: item, in: lesson) {
                guard let r = catalog.standards[code]?.range else { continue }
                range = range.map { min($0.lowerBound, r.lowerBound)...max($0.upperBound, r.upperBound) } ?? r
                codes.append(code)
            }
            if let skill { bySkill[skill] = (range, codes) }
            return (range, codes)
        }
        for lesson in catalog.lessons {
            for item in lesson.items {
                guard let type = ItemTypes.type(of: item) else { continue }
                let (range, codes) = bounds(item, lesson)
                let cap = type.gradeLimit(lesson.grade)
                guard range != nil || cap != nil else { continue }
                var reported = Set<[Int]>()
                // A range's upper bound holds for every number ("within 20"); a lower bound marks
                // the numbers a standard is about (teen numbers, decades), which is what an item
                // works out to — its parts (10 + 7 for 17) may be smaller.
                // With no numeric answer ("13 = 10 + 3. True or false?") the largest number is the one studied.
                var numbers = type.numbers(item)
                let solution = catalog.solutions.solution(of: item)
                let result: Int? = {
                    if case .number(let n)? = solution?.answer { return n }
                    return numbers.map(\.0).max()
                }()
                // The authored answer is a number the child gives. Where no solver can work the
                // item out, it is the only word on what the item works out to, and is held to the
                // range as that; where one can, ITEM-ANSWER holds it to the solution, whose
                // numbers are already here, so a wrong answer is one finding, not two.
                var authored: Int?
                if let solution, solution.answer == nil, !solution.isImpossible, let node = item.answer,
                    case .number(let n)? = type.answerValue(node), !numbers.contains(where: { $0.0 == n })
                {
                    numbers.append((n, node))
                    authored = n
                }
                for (value, node) in numbers {
                    let belowStudied = range.map { value < $0.lowerBound } ?? false
                    let isResult = result == nil || value == result || value == authored
                    let outside = range.map { value > $0.upperBound || (belowStudied && isResult) } ?? false
                    let overCap = cap.map { value > $0 } ?? false
                    guard outside || overCap else { continue }
                    let (location, length, written) = place(value, in: node, of: item)
                    guard reported.insert([value, location.line, location.column]).inserted else { continue }
                    // A number the text does not show is what its arithmetic works out to.
                    let number = written ? "\(value)" : "the result \(value)"
                    let message: String
                    if let range, outside {
                        let whose = codes.count == 1 ? "the range of \(codes[0])" : "the widest range of \(Wording.list(codes))"
                        message = "\(number) is outside \(range.lowerBound)–\(range.upperBound), \(whose)"
                    } else {
                        message = "\(number) is more than \(cap ?? 0): \(lesson.grade.displayName) \(type.name) items stay within \(cap ?? 0)"
                    }
                    out.append(diagnostic(at: location, length: length, message))
                }
            }
        }
        return out
    }

    /// Points at the number itself when it is written inside a one-line string, in digits ("What
    /// is 8 + 6?") or words ("Write the number fourteen."); `written` is false when the string
    /// does not say it.
    static func place(_ value: Int, in node: Node, of item: Item) -> (SourceLocation, Int, written: Bool) {
        guard let scalar = node.scalar, case .string = scalar.resolved else { return (item.location(of: node), node.span, true) }
        let text = Array(scalar.text.unicodeScalars)
        let digits = Array(String(value.magnitude).unicodeScalars)
        func isDigit(_ i: Int) -> Bool { i >= 0 && i < text.count && text[i].properties.numericType != nil }
        var i = 0
        while i + digits.count <= text.count {
            if Array(text[i..<i + digits.count]) == digits, !isDigit(i - 1), !isDigit(i + digits.count) {
                return (item.location(of: node, offset: i), digits.count, true)
            }
            i += 1
        }
        // Or in words: "Write the number fourteen."
        let tokens = CopyTokenizer.tokens(scalar.text)
        for (index, token) in tokens.enumerated() where token.kind == .word && NumberWords.isNumberWord(token.folded) {
            let run = tokens[index...].prefix { $0.kind == .word }.prefix(6).map(\.folded)
            guard let named = NumberWords.value(of: Array(run), at: 0), named.value == value else { continue }
            return (item.location(of: node, offset: token.offset), tokens[index + named.count - 1].end - token.offset, true)
        }
        return (item.location(of: node), node.span, false)
    }
}
