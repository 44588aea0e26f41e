extension Rubric {
    /// A correct answer scores 1 less `hintPenalty` per hint, never below 0; a wrong one scores 0.
    /// Subtractive rather than multiplicative (×0.9 per hint) because the rubric field is
    /// documented as "subtracted per hint", and it makes several hints stack predictably.
    public func score(for answer: AnswerOutcome) -> Double {
        guard answer.isCorrect else { return 0 }
        guard answer.hints > 0 else { return 1 }
        let score = 1 - hintPenalty * Double(answer.hints)
        // A NaN penalty must not leak a NaN score into averages.
        guard !score.isNaN else { return 0 }
        return min(1, max(0, score))
    }

    /// Whether an average reaches the threshold. Scores are sums of tenths and such, so a
    /// tolerance keeps 0.9 + 0.9 + … from missing 0.9 by one rounding step.
    public func meetsThreshold(_ average: Double) -> Bool {
        average + Rubric.scoreTolerance >= threshold
    }

    static let scoreTolerance = 1e-9

    // The engine runs on whatever the author wrote (problems are reported elsewhere), so it
    // reads these clamped forms instead of trusting the raw values.
    var effectiveWindow: Int { max(1, window) }
    var effectiveSessions: Int { max(1, sessions) }
    var effectiveMaxDifficulty: Int { max(1, maxDifficulty) }
}
