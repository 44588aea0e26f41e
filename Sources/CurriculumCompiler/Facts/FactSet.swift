import CurriculumSyntax

/// A fluency fact set as authored (`kind: FactSet`): the steps that generate its facts, run in
/// order by `FactSetExpansion`. curriculum/facts/starter.yaml writes the app's generator of its 100
/// starter facts as such steps (docs/design.md#fluency-facts).
public struct FactSet: Sendable {
    public var id: Located<String>
    /// How many facts the set must hold after merging.
    public var count: Located<Int>
    public var options: Options
    public var steps: [Step]
    public var path: String
    public var location: SourceLocation

    /// How multiple-choice options are made: `count` choices (the answer included), all within
    /// `min…max`. Without an `options` field the app's 2×2 grid over 0–20 applies.
    public struct Options: Sendable {
        public var count: Int
        public var min: Int
        public var max: Int
        /// The `options` mapping, or the set's id when the field is absent.
        public var location: SourceLocation
        public var countLocation: SourceLocation

        public static let defaultCount = 4, defaultMin = 0, defaultMax = 20
    }

    public struct Step: Sendable {
        public var name: Located<String>
        public var tags: [String]
        public var generator: Generator
        public var location: SourceLocation
    }

    public enum Generator: Sendable {
        /// Listed facts: `op` with `[a, b]` pairs.
        case pairs(op: FactOp, pairs: [Located<Pair>])
        /// A loop: the variable runs over `first…last` and `a`, `b` are evaluated for each value.
        case range(op: FactOp, loop: Loop)
        /// The filler: walks (a, b) pairs until the set holds `count` facts.
        case fill(Fill)
    }

    public struct Pair: Sendable, Hashable {
        public var a: Int
        public var b: Int
    }

    public struct Loop: Sendable {
        public var variable: Located<String>
        public var first: Int
        public var last: Int
        /// The `range` mapping, for problems about the loop itself.
        public var location: SourceLocation
        /// The authored expressions (an integer keeps its text).
        public var a: Located<String>
        public var b: Located<String>
    }

    public struct Fill: Sendable {
        /// `first…last` of a (moves fastest) and of b, as written; validated by the expansion.
        public var a: (first: Int, last: Int)
        public var b: (first: Int, last: Int)
        public var start: (a: Int, b: Int)
        public var maxSum: Int
        public var ops: [(op: FactOp, tags: [String])]
        /// The `walk` mapping, or the step when the default walk applies.
        public var walkLocation: SourceLocation

        /// The starter generator's walk: a starts at 3 and b at 2; a wraps past 20 to 2, b past 10 to
        /// 2; sums stay within 20.
        public static let defaultA = (first: 2, last: 20), defaultB = (first: 2, last: 10), defaultStart = (a: 3, b: 2)
        public static let defaultMaxSum = 20
    }
}

/// A fact's operation.
public enum FactOp: String, Sendable, Hashable, CaseIterable {
    case add, sub

    /// The sign in a fact's id and text: `7+8`, `12-2`.
    public var symbol: String { self == .add ? "+" : "-" }

    /// a + b or a − b, or nil when the result does not fit an Int.
    public func apply(_ a: Int, _ b: Int) -> Int? {
        let (value, overflow) = self == .add ? a.addingReportingOverflow(b) : a.subtractingReportingOverflow(b)
        return overflow ? nil : value
    }
}
