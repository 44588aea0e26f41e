/// Whether a rubric lets a learner who gets everything right reach mastery, and with how many
/// items: the compiler's ASSESS reachability rule, answered without simulating.
///
/// A learner answering every item correctly with the same number of hints scores the same on
/// every item, so the window average is that score, and it is shown once per session as soon as
/// the window is full. Mastery therefore needs `window` items in each of `sessions` sessions,
/// provided that score reaches the threshold.
public struct MasteryReachability: Sendable, Hashable {
    public let rubric: Rubric

    public init(rubric: Rubric) {
        self.rubric = rubric
    }

    /// Items a lesson must offer per session before mastery can be shown at all.
    public var minimumItemsPerSession: Int { rubric.effectiveWindow }

    /// Separate sessions a learner needs at the least.
    public var sessionsNeeded: Int { rubric.effectiveSessions }

    /// The score of a correct answer given after `hintsPerItem` hints.
    public func score(hintsPerItem: Int) -> Double {
        rubric.score(for: .correct(hints: hintsPerItem))
    }

    /// Whether answering every item correctly with `hintsPerItem` hints ever reaches the
    /// threshold (e.g. one hint at 0.1 penalty: 0.9 reaches 0.85, but not 0.95).
    public func isReachable(hintsPerItem: Int = 0) -> Bool {
        rubric.meetsThreshold(score(hintsPerItem: hintsPerItem))
    }

    /// Items per session a lesson needs so that such a learner reaches mastery; nil when the
    /// threshold is out of reach however many items there are.
    public func minimumItems(hintsPerItem: Int = 0) -> Int? {
        isReachable(hintsPerItem: hintsPerItem) ? minimumItemsPerSession : nil
    }

    /// Whether a lesson of `itemsPerSession` items, taken `sessionsNeeded` times, lets such a
    /// learner reach mastery.
    public func reachesMastery(itemsPerSession: Int, hintsPerItem: Int = 0) -> Bool {
        guard let needed = minimumItems(hintsPerItem: hintsPerItem) else { return false }
        return itemsPerSession >= needed
    }

    /// The most hints per item that still allow mastery: nil when even hint-free answers fall
    /// short, `Int.max` when hints never pull the score below the threshold.
    public var maximumHintsPerItem: Int? {
        guard isReachable(hintsPerItem: 0) else { return nil }
        if isReachable(hintsPerItem: .max) { return .max }
        let penalty = rubric.hintPenalty
        guard penalty > 0, penalty.isFinite else { return 0 }
        // Solve 1 - penalty × hints ≥ threshold, then step past any rounding at the boundary.
        let estimate = max(0, min((1 - rubric.threshold) / penalty, 9e18))
        var hints = Int(estimate)
        while hints > 0, !isReachable(hintsPerItem: hints) { hints -= 1 }
        while isReachable(hintsPerItem: hints + 1) { hints += 1 }
        return hints
    }
}
