/// What one answer did: the trace the app shows after each item and the compiler prints when
/// it explains why a lesson can or cannot lead to mastery.
public struct MasteryStep: Codable, Sendable, Hashable {
    /// Which session, counting from 1.
    public let session: Int
    public let day: Int
    /// Which answer within the session, counting from 1.
    public let item: Int
    public let answer: AnswerOutcome
    public let score: Double
    /// Average of the session's last `window` scores; nil until the session has that many.
    public let windowAverage: Double?
    /// State after the answer.
    public let state: MasteryState
    /// Level the item was served at.
    public let difficulty: Int
    /// Level for the next item.
    public let nextDifficulty: Int
    /// Points this answer earned.
    public let points: Int
    public let totalPoints: Int
    /// Whether the answer was part of a due spaced review.
    public let isReview: Bool

    public init(
        session: Int, day: Int, item: Int, answer: AnswerOutcome, score: Double,
        windowAverage: Double?, state: MasteryState, difficulty: Int, nextDifficulty: Int,
        points: Int, totalPoints: Int, isReview: Bool
    ) {
        self.session = session
        self.day = day
        self.item = item
        self.answer = answer
        self.score = score
        self.windowAverage = windowAverage
        self.state = state
        self.difficulty = difficulty
        self.nextDifficulty = nextDifficulty
        self.points = points
        self.totalPoints = totalPoints
        self.isReview = isReview
    }
}
