import CurriculumSyntax

/// Choices a child who cannot read hears one after another and cannot keep apart: three or more
/// that say the same words with numbers in them, two of them the same numbers in another order
/// ("1 ten and 2 ones", "2 tens and 1 one", "1 ten and 1 one"; "8, 5, 2", "5, 2, 8", "2, 5, 8").
package enum CopyOptionsAlike: CatalogRule {
    // Each finding is on one item's options.
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "COPY-OPTIONS-ALIKE", severity: .warning,
        summary: "three or more choices sound alike: the same words, their numbers swapped",
        rationale: """
            The app reads a question's choices aloud one after another (docs/design.md#pictures-and-speech), and a child who cannot read holds each in mind while the next is said. Choices that say the same words with the same numbers in another order ("1 ten and 2 ones", "2 tens and 1 one", "1 ten and 1 one"; lists such as "8, 5, 2", "5, 2, 8", "2, 5, 8") sound alike, so three or more of them test memory rather than place value or order, as COPY-READING-REQUIRED says of three statements to judge. Two such choices can be told apart by ear ("45 or 54"), and so can choices whose numbers differ ("10 + 3", "10 + 5", "10 + 8"). Give two choices, choices that are not the same numbers swapped, or ask for one number ("Put 5, 8 and 2 in counting order. Which number is in the middle?").
            """,
        triggering: [
            .replacing("options: [1 ten and 2 ones, 2 tens and 1 one]", in: "1/02-place-value/make-a-ten-l2.yaml",
                       with: "options: ↓[1 ten and 2 ones, 2 tens and 1 one, 1 ten and 1 one]")
                .reports("3 choices say the same words with their numbers swapped ('1 ten and 2 ones' and '2 tens and 1 one'): heard one after another, they must all be held in mind"),
        ],
        nonTriggering: [
            // Two alike choices are told apart by ear.
            .replacing("options: [1 ten and 2 ones, 2 tens and 1 one]", in: "1/02-place-value/make-a-ten-l2.yaml",
                       with: "options: [1 ten and 2 ones, 2 tens and 1 one, 12 tens]"),
            // Sums whose numbers differ are not swaps of each other.
            .replacing("options: [10 + 3, 10 + 5]", in: "1/03-strategies/make-ten-l1.yaml", with: "options: [10 + 3, 10 + 5, 10 + 8, 8 + 8]"),
        ])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for (_, item) in catalog.items {
            guard let field = item.options, field.value.count >= 3, let alike = alike(field.value.compactMap(\.string)) else { continue }
            out.append(diagnostic(
                at: item.location(of: field.node), length: field.node.span,
                "\(alike.count) choices say the same words with their numbers swapped ('\(alike.swapped.0)' and '\(alike.swapped.1)'): heard one after another, they must all be held in mind",
                notes: [.init("give 2 choices, choices that are not the same numbers swapped, or ask for one number (\"Which number is in the middle?\")")]))
        }
        return out
    }

    /// The largest group of three or more choices with the same words and two or more numbers
    /// each, when two of them hold the same numbers in another order; nil otherwise.
    static func alike(_ options: [String]) -> (count: Int, swapped: (String, String))? {
        // Each choice as its words and signs with a slot for each number, and its numbers.
        var groups: [(shape: [CopyToken], members: [(text: String, numbers: [Int])])] = []
        for option in options {
            let tokens = CopyTokenizer.tokens(option)
            let numbers = tokens.compactMap { $0.kind == .number ? Int($0.text) : nil }
            guard numbers.count >= 2 else { continue }
            if let i = groups.firstIndex(where: { sameWords($0.shape, tokens) }) {
                groups[i].members.append((option, numbers))
            } else {
                groups.append((tokens, [(option, numbers)]))
            }
        }
        for group in groups where group.members.count >= 3 {
            for (i, a) in group.members.enumerated() {
                for b in group.members[(i + 1)...] where a.numbers != b.numbers && a.numbers.sorted() == b.numbers.sorted() {
                    return (group.members.count, (a.text, b.text))
                }
            }
        }
        return nil
    }

    /// The same words and signs in the same places, whatever the numbers: "1 ten and 2 ones" and
    /// "2 tens and 1 one" (a word and its plural are one word).
    static func sameWords(_ a: [CopyToken], _ b: [CopyToken]) -> Bool {
        guard a.count == b.count else { return false }
        return zip(a, b).allSatisfy { x, y in
            guard x.kind == y.kind else { return false }
            switch x.kind {
            case .number: return Int(x.text) != nil && Int(y.text) != nil || x.text == y.text
            case .word: return Inflection.sameWord(x.folded, y.folded)
            default: return x.text == y.text
            }
        }
    }
}
