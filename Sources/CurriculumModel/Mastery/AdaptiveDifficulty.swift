/// The difficulty level of the next item. Starts at 1, climbs after a run of correct answers and
/// falls after a run of wrong ones, so a struggling learner gets easier items without waiting.
public struct AdaptiveDifficulty: Codable, Sendable, Hashable {
    public let maxLevel: Int
    /// Correct answers in a row that raise the level (two; docs/design.md#assessment-and-mastery).
    public let correctRunToRise: Int
    /// Wrong answers in a row that lower the level (two).
    public let incorrectRunToFall: Int
    public private(set) var level = 1
    public private(set) var correctStreak = 0
    public private(set) var incorrectStreak = 0

    public init(maxLevel: Int, correctRunToRise: Int = 2, incorrectRunToFall: Int = 2) {
        self.maxLevel = max(1, maxLevel)
        self.correctRunToRise = max(1, correctRunToRise)
        self.incorrectRunToFall = max(1, incorrectRunToFall)
    }

    /// Counts the answer and moves the level when a run completes. The run starts over after
    /// it fires, so each further step needs a fresh run rather than one more answer.
    public mutating func record(correct: Bool) {
        if correct {
            correctStreak += 1
            incorrectStreak = 0
            if correctStreak >= correctRunToRise {
                level = min(maxLevel, level + 1)
                correctStreak = 0
            }
        } else {
            incorrectStreak += 1
            correctStreak = 0
            if incorrectStreak >= incorrectRunToFall {
                level = max(1, level - 1)
                incorrectStreak = 0
            }
        }
    }
}
