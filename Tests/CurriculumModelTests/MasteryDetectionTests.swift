import Testing
@testable import CurriculumModel

/// docs/design.md#assessment-and-mastery: mastery with one hint per item is granted only when the
/// window average after the penalty meets the threshold in two separate sessions.
@Suite struct MasteryDetectionTests {
    func rubric(threshold: Double) -> Rubric {
        var rubric = Rubric.standard
        rubric.threshold = threshold
        return rubric
    }

    func oneHintSessions(_ count: Int, items: Int = 5) -> [PracticeSession] {
        (0..<count).map { PracticeSession(day: $0, answers: Array(repeating: .correct(hints: 1), count: items)) }
    }

    @Test func oneHintPerItemNeverMastersAt95Percent() {
        let result = LearnerSimulation(rubric: rubric(threshold: 0.95)).run(oneHintSessions(10, items: 8))
        #expect(result.finalState == .learning)
        #expect(result.progress.sessionsAtThreshold == 0)
        #expect(result.steps.allSatisfy { $0.state == .learning })
    }

    @Test func oneHintPerItemMastersAt80PercentInTheSecondSession() {
        let result = LearnerSimulation(rubric: rubric(threshold: 0.8)).run(oneHintSessions(2))
        #expect(result.finalState == .mastered)
        #expect(result.masteredOnDay == 1)
        // Mastery lands on the fifth item of the second session, not before.
        let firstMastered = result.steps.firstIndex { $0.state == .mastered }
        #expect(firstMastered == 9)
        #expect(abs((result.steps[9].windowAverage ?? 0) - 0.9) < 1e-12)
    }

    @Test func neverMastersInASingleSession() {
        let long = [PracticeSession(day: 0, answers: Array(repeating: .correct(hints: 0), count: 50))]
        let result = LearnerSimulation().run(long)
        #expect(result.finalState == .learning)
        #expect(result.progress.sessionsAtThreshold == 1)
    }

    @Test func windowMustBeFull() {
        // Four perfect answers a session is never "the last five items".
        let result = LearnerSimulation().run((0..<6).map { PracticeSession(day: $0, answers: Array(repeating: .correct(hints: 0), count: 4)) })
        #expect(result.finalState == .learning)
        #expect(result.steps.allSatisfy { $0.windowAverage == nil })
    }

    @Test func windowDoesNotCarryAcrossSessions() {
        let result = LearnerSimulation().run([
            PracticeSession(day: 0, answers: Array(repeating: .correct(hints: 0), count: 5)),
            PracticeSession(day: 1, answers: [.correct(hints: 0)]),
        ])
        #expect(result.finalState == .learning)
        #expect(result.steps.last?.windowAverage == nil)
    }

    @Test func windowAverageSlidesOverTheLatestScores() {
        // 0 0 1 1 1 1 1: averages 0.6, 0.8 (counts), 1.0 at items 5, 6, 7.
        let answers: [AnswerOutcome] = [.incorrect, .incorrect] + Array(repeating: .correct(hints: 0), count: 5)
        let result = LearnerSimulation().run([PracticeSession(day: 0, answers: answers)])
        let averages = result.steps.map(\.windowAverage)
        #expect(averages[0..<4].allSatisfy { $0 == nil })
        #expect(abs(averages[4]! - 0.6) < 1e-12)
        #expect(abs(averages[5]! - 0.8) < 1e-12)
        #expect(averages[6] == 1)
        #expect(result.progress.sessionsAtThreshold == 1)
    }

    @Test func statesMoveFromNotStartedThroughLearningToMastered() {
        var progress = SkillProgress()
        #expect(progress.state == .notStarted)
        progress.beginSession(on: 0)
        #expect(progress.state == .notStarted)
        progress.record(.incorrect)
        #expect(progress.state == .learning)
        for _ in 0..<5 { progress.record(.correct(hints: 0)) }
        progress.endSession()
        progress.beginSession(on: 2)
        for _ in 0..<5 { progress.record(.correct(hints: 0)) }
        #expect(progress.state == .mastered)
        #expect(progress.masteredOnDay == 2)
    }

    @Test func sessionsNeedNotBeConsecutive() {
        let perfect = Array(repeating: AnswerOutcome.correct(hints: 0), count: 5)
        let result = LearnerSimulation().run([
            PracticeSession(day: 0, answers: perfect),
            PracticeSession(day: 1, answers: Array(repeating: .incorrect, count: 5)),
            PracticeSession(day: 2, answers: perfect),
        ])
        #expect(result.finalState == .mastered)
        #expect(result.masteredOnDay == 2)
    }

    @Test func theRubricSetsWindowAndSessions() {
        // Another reading of the plan: 80 % over three sessions of three items.
        let rubric = Rubric(threshold: 0.8, window: 3, sessions: 3, hintPenalty: 0.2, maxDifficulty: 3, reviewIntervals: [1, 7, 30])
        let three = Array(repeating: AnswerOutcome.correct(hints: 1), count: 3)
        let twice = LearnerSimulation(rubric: rubric).run((0..<2).map { PracticeSession(day: $0, answers: three) })
        #expect(twice.finalState == .learning)
        let thrice = LearnerSimulation(rubric: rubric).run((0..<3).map { PracticeSession(day: $0, answers: three) })
        #expect(thrice.finalState == .mastered)
        #expect(thrice.nextReviewDay == 3)
    }
}
