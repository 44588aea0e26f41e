import CurriculumSyntax

/// One fluency fact of an expanded set: `a op b = answer`, with its merged tags and its
/// multiple-choice options.
package struct Fact: Sendable, Hashable {
    /// A fact's identity (docs/design.md#fluency-facts): two steps making the same key make one fact.
    package struct Key: Sendable, Hashable {
        package var a: Int
        package var op: FactOp
        package var b: Int
        package init(a: Int, op: FactOp, b: Int) {
            self.a = a
            self.op = op
            self.b = b
        }
        /// `7+8`, `12-2`: the last part of the fact's id.
        package var text: String { "\(a)\(op.symbol)\(b)" }
        /// The same fact with its numbers swapped; its twin when `op` is add.
        package var commuted: Key { Key(a: b, op: op, b: a) }
    }

    package var key: Key
    package var answer: Int
    /// Every tag of every step that made the fact, sorted.
    package var tags: [String]
    /// `options.count` choices in ascending order, the answer among them (see `FactOptions`).
    package var options: [Int]
    /// `<set id>/<a><sign><b>`, e.g. `facts.starter/7+8`.
    package var id: String
    /// The step that made the fact first.
    package var step: String
    /// Where that step wrote it: the `[a, b]` pair, or the step for loops and the filler.
    package var source: SourceLocation

    package var a: Int { key.a }
    package var op: FactOp { key.op }
    package var b: Int { key.b }

    /// `7 + 8 = 15`, for messages.
    package var text: String { "\(a) \(op.symbol) \(b) = \(answer)" }
}

/// What expanding a fact set gave: its facts in order (step of first appearance, then the order
/// the step made them) and the problems met on the way, each located in the authored file.
package struct ExpandedFactSet: Sendable {
    package var factSet: FactSet
    package var facts: [Fact]
    package var problems: [FactSetProblem]
    /// True when the filler went round its whole walk without finding a new fact.
    package var fillRanOut: Bool
    /// True when the filler stopped past `count` because it checks the count once per pair.
    package var fillOvershot: Bool

    private var index: Set<Fact.Key>

    init(factSet: FactSet, facts: [Fact], problems: [FactSetProblem], fillRanOut: Bool, fillOvershot: Bool) {
        self.factSet = factSet
        self.facts = facts
        self.problems = problems
        self.fillRanOut = fillRanOut
        self.fillOvershot = fillOvershot
        index = Set(facts.map(\.key))
    }

    package func contains(_ key: Fact.Key) -> Bool { index.contains(key) }

    /// Additions with a ≠ b whose commuted twin is in the set too (both of a pair count).
    package var factsWithCommutedTwin: [Fact] {
        facts.filter { $0.op == .add && $0.a != $0.b && contains($0.key.commuted) }
    }
}

/// Something a step cannot do (FACTS-STEP): an expression the evaluator rejects, an empty
/// loop, a walk that cannot run, a filler that ran out of new facts.
package struct FactSetProblem: Sendable, Hashable {
    package var location: SourceLocation
    package var length: Int
    package var message: String
    package var notes: [String]

    init(at location: SourceLocation, length: Int = 1, _ message: String, notes: [String] = []) {
        self.location = location
        self.length = max(1, length)
        self.message = message
        self.notes = notes
    }
}
