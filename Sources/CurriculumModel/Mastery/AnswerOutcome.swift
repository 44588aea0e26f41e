/// What happened when a learner answered one item: all the engine needs to know about it.
public enum AnswerOutcome: Codable, Sendable, Hashable {
    /// Right, after using this many hints.
    case correct(hints: Int)
    case incorrect

    public var isCorrect: Bool {
        if case .correct = self { return true }
        return false
    }

    /// Hints used; a negative count from a caller is treated as none.
    public var hints: Int {
        if case .correct(let hints) = self { return max(0, hints) }
        return 0
    }
}
