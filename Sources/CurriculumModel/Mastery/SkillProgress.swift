/// One learner's progress on one skill: the mastery state machine, adaptive difficulty, the
/// spaced-review schedule and points, advanced one answer at a time.
///
/// A value the app can persist (Codable) and replay: it never reads a clock; every session
/// is opened with the day number the caller supplies.
public struct SkillProgress: Codable, Sendable, Hashable {
    public let rubric: Rubric
    public let pointsRule: PointsRule
    public private(set) var state: MasteryState = .notStarted
    public private(set) var difficulty: AdaptiveDifficulty
    public private(set) var review: ReviewSchedule
    public private(set) var totalPoints = 0
    /// Separate sessions whose window average has reached the threshold so far.
    public private(set) var sessionsAtThreshold = 0
    public private(set) var masteredOnDay: Int?
    /// Sessions begun so far.
    public private(set) var sessionCount = 0
    public private(set) var isSessionOpen = false

    // The open (or last) session.
    private var sessionDay = 0
    private var sessionAnswers = 0
    /// The session's latest scores, at most `window` of them. Per session, not carried over:
    /// "reached in two separate sessions" means each session shows it on its own, otherwise
    /// one good answer after a good session would count twice.
    private var sessionScores: [Double] = []
    private var sessionCounted = false
    private var sessionIsReview = false
    private var reviewFailed = false

    public init(rubric: Rubric = .standard, pointsRule: PointsRule = .standard) {
        self.rubric = rubric
        self.pointsRule = pointsRule
        self.difficulty = AdaptiveDifficulty(maxLevel: rubric.effectiveMaxDifficulty)
        self.review = ReviewSchedule(intervals: rubric.reviewIntervals)
    }

    public var nextReviewDay: Int? { review.dueDay }

    /// The open session's window average; nil until it holds `window` scores.
    public var windowAverage: Double? {
        guard sessionScores.count == rubric.effectiveWindow else { return nil }
        // Summed afresh each time so rounding cannot drift across a long session.
        return sessionScores.reduce(0, +) / Double(sessionScores.count)
    }

    /// The state as the app should show it on `day`: a mastered skill whose review has come due
    /// is reviewing even before the learner opens it.
    public func state(on day: Int) -> MasteryState {
        state == .mastered && review.isDue(on: day) ? .reviewing : state
    }

    /// Opens a session (closing any open one). A due review turns the skill to reviewing, and
    /// the session's answers then decide the review.
    public mutating func beginSession(on day: Int) {
        endSession()
        sessionCount += 1
        isSessionOpen = true
        sessionDay = day
        sessionAnswers = 0
        sessionScores = []
        sessionCounted = false
        reviewFailed = false
        if state.isMastered, review.isDue(on: day) { state = .reviewing }
        sessionIsReview = state == .reviewing
    }

    /// Scores one answer and advances everything it touches. Without an open session one is
    /// opened on the last session's day, so a careless caller still gets a consistent result.
    @discardableResult
    public mutating func record(_ answer: AnswerOutcome) -> MasteryStep {
        if !isSessionOpen { beginSession(on: sessionDay) }
        let served = difficulty.level
        let score = rubric.score(for: answer)
        let points = pointsRule.points(for: answer)
        totalPoints = totalPoints.saturatingAdding(points)
        difficulty.record(correct: answer.isCorrect)
        sessionAnswers += 1

        if state == .notStarted { state = .learning }
        sessionScores.append(score)
        if sessionScores.count > rubric.effectiveWindow { sessionScores.removeFirst() }
        let average = windowAverage
        if state == .learning, !sessionCounted, let average, rubric.meetsThreshold(average) {
            // At most once per session: the rubric asks for separate sessions.
            sessionCounted = true
            sessionsAtThreshold += 1
            if sessionsAtThreshold >= rubric.effectiveSessions {
                state = .mastered
                masteredOnDay = sessionDay
                review.start(on: sessionDay)
            }
        }
        if sessionIsReview, !answer.isCorrect, !reviewFailed {
            // One wrong answer fails the review; the skill stays reviewing until the session ends.
            reviewFailed = true
            review.recordFailed(on: sessionDay)
        }

        return MasteryStep(
            session: sessionCount, day: sessionDay, item: sessionAnswers, answer: answer,
            score: score, windowAverage: average, state: state, difficulty: served,
            nextDifficulty: difficulty.level, points: points, totalPoints: totalPoints,
            isReview: sessionIsReview
        )
    }

    /// Closes the open session and settles a review taken in it: passed when it had answers
    /// and none was wrong. A review session with no answers leaves the review due.
    public mutating func endSession() {
        guard isSessionOpen else { return }
        isSessionOpen = false
        guard sessionIsReview, state == .reviewing else { return }
        if reviewFailed {
            state = .mastered
        } else if sessionAnswers > 0 {
            review.recordPassed(on: sessionDay)
            state = .mastered
        }
    }
}
