import Testing
@testable import CurriculumModel

/// SplitMix64: tiny, fast and the same on every platform, so a failing seed reproduces anywhere.
struct MasteryTestRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &self) < probability }
    mutating func pick<T>(_ values: [T]) -> T { values[int(0...values.count - 1)] }

    mutating func rubric() -> Rubric {
        var intervals: [Int] = []
        var days = 0
        for _ in 0..<int(0...4) { days += int(1...20); intervals.append(days) }
        return Rubric(
            threshold: pick([0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 1.0]),
            window: int(1...8), sessions: int(1...4),
            hintPenalty: pick([0, 0.05, 0.1, 0.2, 0.25, 0.5]),
            maxDifficulty: int(1...5), reviewIntervals: intervals
        )
    }

    mutating func answer(correctness: Double) -> AnswerOutcome {
        guard chance(correctness) else { return .incorrect }
        return .correct(hints: chance(0.02) ? Int.max : int(0...3))
    }

    mutating func sessions() -> [PracticeSession] {
        let correctness = Double.random(in: 0...1, using: &self)
        var day = int(0...5)
        return (0..<int(1...10)).map { _ in
            defer { day += int(0...40) }
            return PracticeSession(day: day, answers: (0..<int(0...12)).map { _ in answer(correctness: correctness) })
        }
    }
}

@Suite struct MasteryPropertyTests {
    static let seeds: [UInt64] = Array(1...400)

    @Test(arguments: seeds) func invariantsHoldForRandomLearners(seed: UInt64) {
        var random = MasteryTestRandom(seed: seed)
        let rubric = random.rubric()
        let sessions = random.sessions()
        let result = LearnerSimulation(rubric: rubric).run(sessions)
        let levels = 1...rubric.maxDifficulty
        var previous: MasteryStep?

        for step in result.steps {
            #expect((0...1).contains(step.score), "seed \(seed)")
            #expect(step.windowAverage.map { (0...1).contains($0) } ?? true, "seed \(seed)")
            #expect((step.windowAverage == nil) == (step.item < rubric.window), "seed \(seed)")
            #expect(levels.contains(step.difficulty) && levels.contains(step.nextDifficulty), "seed \(seed)")
            // One step at a time, and only in the direction the answer points.
            let change = step.nextDifficulty - step.difficulty
            #expect(abs(change) <= 1 && (change == 0 || (change > 0) == step.answer.isCorrect), "seed \(seed)")
            #expect(step.state != .notStarted, "seed \(seed)")
            #expect(step.points >= 0, "seed \(seed)")
            #expect(!step.isReview || step.state == .reviewing, "seed \(seed)")
            if let previous {
                #expect(step.totalPoints >= previous.totalPoints, "seed \(seed)")
                // Once mastered, a skill stays mastered (reviewing included).
                #expect(!previous.state.isMastered || step.state.isMastered, "seed \(seed)")
            }
            previous = step
        }
        #expect(result.progress.sessionsAtThreshold <= result.progress.sessionCount)
        #expect((result.nextReviewDay != nil) == (result.finalState.isMastered && !rubric.reviewIntervals.isEmpty), "seed \(seed)")
        #expect(result == LearnerSimulation(rubric: rubric).run(sessions), "seed \(seed)")
    }

    @Test(arguments: seeds) func allCorrectLearnerMastersAfterEnoughSessions(seed: UInt64) {
        var random = MasteryTestRandom(seed: seed)
        let rubric = random.rubric()
        let hints = random.int(0...2)
        let reachable = MasteryReachability(rubric: rubric).isReachable(hintsPerItem: hints)
        var day = 0
        let sessions = (0..<rubric.sessions).map { _ in
            defer { day += random.int(1...10) }
            return PracticeSession(day: day, answers: Array(repeating: .correct(hints: hints), count: rubric.window + random.int(0...4)))
        }
        let simulation = LearnerSimulation(rubric: rubric)
        #expect(simulation.run(sessions).finalState == (reachable ? .mastered : .learning), "seed \(seed)")
        // And not a session sooner.
        #expect(simulation.run(Array(sessions.dropLast())).finalState != .mastered, "seed \(seed)")
    }

    @Test(arguments: seeds) func reviewsClimbTheIntervalsAndResetOnAWrongAnswer(seed: UInt64) {
        var random = MasteryTestRandom(seed: seed)
        let rubric = random.rubric()
        let last = rubric.reviewIntervals.count - 1
        var progress = SkillProgress(rubric: rubric)
        var day = 0
        for _ in 0..<30 {
            defer { day += random.int(0...20) }
            let before = progress.review
            let wasMastered = progress.state.isMastered
            progress.beginSession(on: day)
            let correctness = progress.state == .learning ? 1.0 : 0.8
            let steps = (0..<random.int(0...rubric.window + 2)).map { _ in progress.record(random.answer(correctness: correctness)) }
            progress.endSession()
            let after = progress.review
            let isReview = steps.first?.isReview ?? false
            let failed = steps.contains { $0.isReview && !$0.answer.isCorrect }

            if wasMastered && !isReview {
                #expect(after == before, "seed \(seed): practice between reviews leaves the schedule alone")
            }
            guard after != before, let due = after.dueDay, let index = after.intervalIndex else { continue }
            #expect(due - day == rubric.reviewIntervals[index], "seed \(seed)")
            if !wasMastered || failed {
                #expect(index == 0, "seed \(seed): mastery and failed reviews start at the first interval")
            } else {
                #expect(index == min(before.intervalIndex! + 1, last), "seed \(seed): a passed review moves one interval on")
            }
        }
    }

    /// Guards the properties above against a generator that never reaches the interesting paths.
    @Test func randomLearnersReachEveryState() {
        var reached = Set<MasteryState>()
        var reviewSteps = (passed: 0, failed: 0)
        for seed in Self.seeds {
            var random = MasteryTestRandom(seed: seed)
            let rubric = random.rubric()
            let result = LearnerSimulation(rubric: rubric).run(random.sessions())
            reached.formUnion(result.steps.map(\.state))
            for step in result.steps where step.isReview {
                if step.answer.isCorrect { reviewSteps.passed += 1 } else { reviewSteps.failed += 1 }
            }
        }
        #expect(reached == [.learning, .mastered, .reviewing])
        #expect(reviewSteps.passed > 20 && reviewSteps.failed > 20)
    }
}
