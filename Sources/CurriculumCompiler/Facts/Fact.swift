import CurriculumSyntax

/// One fluency fact of an expanded set: `a op b = answer`, with its merged tags and its
/// multiple-choice options.
public struct Fact: Sendable, Hashable {
    /// A fact's identity (docs/design.md#fluency-facts): two steps making the same key make one fact.
    public struct Key: Sendable, Hashable {
        public var a: Int
        public var op: FactOp
        public var b: Int
        public init(a: Int, op: FactOp, b: Int) {
            self.a = a
            self.op = op
            self.b = b
        }
        /// `7+8`, `12-2`: the last part of the fact's id.
        public var text: String { "\(a)\(op.symbol)\(b)" }
        /// The same fact with its numbers swapped; its twin when `op` is add.
        public var commuted: Key { Key(a: b, op: op, b: a) }
    }

    public var key: Key
    public var answer: Int
    /// Every tag of every step that made the fact, sorted.
    public var tags: [String]
    /// `options.count` choices in ascending order, the answer among them (see `FactOptions`).
    public var options: [Int]
    /// `<set id>/<a><sign><b>`, e.g. `facts.starter/7+8`.
    public var id: String
    /// The step that made the fact first.
    public var step: String
    /// Where that step wrote it: the `[a, b]` pair, or the step for loops and the filler.
    public var source: SourceLocation

    public var a: Int { key.a }
    public var op: FactOp { key.op }
    public var b: Int { key.b }

    /// `7 + 8 = 15`, for messages.
    public var text: String { "\(a) \(op.symbol) \(b) = \(answer)" }
}

/// What expanding a fact set gave: its facts in order (step of first appearance, then the order
/// the step made them) and the problems met on the way, each located in the authored file.
public struct ExpandedFactSet: Sendable {
    public var factSet: FactSet
    public var facts: [Fact]
    public var problems: [FactSetProblem]
    /// True when the filler went round its whole walk without finding a new fact.
    public var fillRanOut: Bool
    /// True when the filler stopped past `count` because it checks the count once per pair.
    public var fillOvershot: Bool

    private var index: Set<Fact.Key>

    init(factSet: FactSet, facts: [Fact], problems: [FactSetProblem], fillRanOut: Bool, fillOvershot: Bool) {
        self.factSet = factSet
        self.facts = facts
        self.problems = problems
        self.fillRanOut = fillRanOut
        self.fillOvershot = fillOvershot
        index = Set(facts.map(\.key))
    }

    public func contains(_ key: Fact.Key) -> Bool { index.contains(key) }

    /// Additions with a ≠ b whose commuted twin is in the set too (both of a pair count).
    public var factsWithCommutedTwin: [Fact] {
        facts.filter { $0.op == .add && $0.a != $0.b && contains($0.key.commuted) }
    }
}

/// Something a step cannot do (FACTS-STEP): an expression the evaluator rejects, an empty
/// loop, a walk that cannot run, a filler that ran out of new facts.
public struct FactSetProblem: Sendable, Hashable {
    public var location: SourceLocation
    public var length: Int
    public var message: String
    public var notes: [String]

    init(at location: SourceLocation, length: Int = 1, _ message: String, notes: [String] = []) {
        self.location = location
        self.length = max(1, length)
        self.message = message
        self.notes = notes
    }
}
