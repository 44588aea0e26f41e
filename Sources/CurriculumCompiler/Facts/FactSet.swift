import CurriculumSyntax

/// A fluency fact set as authored (`kind: FactSet`): the steps that generate its facts, run in
/// order by `FactSetExpansion`. curriculum/facts/starter.yaml writes the app's generator of its 100
/// starter facts as such steps (docs/design.md#fluency-facts).
package struct FactSet: Sendable {
    package var id: Located<String>
    /// How many facts the set must hold after merging.
    package var count: Located<Int>
    package var options: Options
    package var steps: [Step]
    package var path: String
    package var location: SourceLocation

    /// How multiple-choice options are made: `count` choices (the answer included), all within
    /// `min…max`. Without an `options` field the app's 2×2 grid over 0–20 applies.
    package struct Options: Sendable {
        package var count: Int
        package var min: Int
        package var max: Int
        /// The `options` mapping, or the set's id when the field is absent.
        package var location: SourceLocation
        package var countLocation: SourceLocation

        package static let defaultCount = 4, defaultMin = 0, defaultMax = 20
    }

    package struct Step: Sendable {
        package var name: Located<String>
        package var tags: [String]
        package var generator: Generator
        package var location: SourceLocation
    }

    package enum Generator: Sendable {
        /// Listed facts: `op` with `[a, b]` pairs.
        case pairs(op: FactOp, pairs: [Located<Pair>])
        /// A loop: the variable runs over `first…last` and `a`, `b` are evaluated for each value.
        case range(op: FactOp, loop: Loop)
        /// The filler: walks (a, b) pairs until the set holds `count` facts.
        case fill(Fill)
    }

    package struct Pair: Sendable, Hashable {
        package var a: Int
        package var b: Int
    }

    package struct Loop: Sendable {
        package var variable: Located<String>
        package var first: Int
        package var last: Int
        /// The `range` mapping, for problems about the loop itself.
        package var location: SourceLocation
        /// The authored expressions (an integer keeps its text).
        package var a: Located<String>
        package var b: Located<String>
    }

    package struct Fill: Sendable {
        /// `first…last` of a (moves fastest) and of b, as written; validated by the expansion.
        package var a: (first: Int, last: Int)
        package var b: (first: Int, last: Int)
        package var start: (a: Int, b: Int)
        package var maxSum: Int
        package var ops: [(op: FactOp, tags: [String])]
        /// The `walk` mapping, or the step when the default walk applies.
        package var walkLocation: SourceLocation

        /// The starter generator's walk: a starts at 3 and b at 2; a wraps past 20 to 2, b past 10 to
        /// 2; sums stay within 20.
        package static let defaultA = (first: 2, last: 20), defaultB = (first: 2, last: 10), defaultStart = (a: 3, b: 2)
        package static let defaultMaxSum = 20
    }
}

/// A fact's operation.
package enum FactOp: String, Sendable, Hashable, CaseIterable {
    case add, sub

    /// The sign in a fact's id and text: `7+8`, `12-2`.
    package var symbol: String { self == .add ? "+" : "-" }

    /// a + b or a − b, or nil when the result does not fit an Int.
    package func apply(_ a: Int, _ b: Int) -> Int? {
        let (value, overflow) = self == .add ? a.addingReportingOverflow(b) : a.subtractingReportingOverflow(b)
        return overflow ? nil : value
    }
}
