/// Reward points (curriculum/badges.yaml): 10 per correct answer, 2 fewer per hint. A wrong answer
/// earns nothing and no answer ever costs points, so rewards cannot go down by trying.
public struct PointsRule: Codable, Sendable, Hashable {
    public var perCorrectAnswer: Int
    /// Added per hint used; negative, so hints cost points.
    public var perHint: Int

    public init(perCorrectAnswer: Int = 10, perHint: Int = -2) {
        self.perCorrectAnswer = perCorrectAnswer
        self.perHint = perHint
    }

    public static let standard = PointsRule()

    public func points(for answer: AnswerOutcome) -> Int {
        guard answer.isCorrect else { return 0 }
        let (hintTotal, overflow) = perHint.multipliedReportingOverflow(by: answer.hints)
        let adjustment = overflow ? (perHint < 0 ? Int.min : Int.max) : hintTotal
        return max(0, perCorrectAnswer.saturatingAdding(adjustment))
    }
}

// How `badges.json` writes the rule, keys in order.
extension PointsRule: JSONWritable {
    @inlinable
    public func write<S: JSONSink>(to s: inout S) {
        s.beginObject()
        s.member("perCorrectAnswer", perCorrectAnswer)
        s.member("perHint", perHint)
        s.endObject()
    }
}
