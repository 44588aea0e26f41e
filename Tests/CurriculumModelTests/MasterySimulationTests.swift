import Foundation
import Testing
@testable import CurriculumModel

@Suite struct MasterySimulationTests {
    let script = [
        PracticeSession(day: 0, answers: [.correct(hints: 0), .correct(hints: 1), .incorrect] + Array(repeating: .correct(hints: 0), count: 4)),
        PracticeSession(day: 2, answers: Array(repeating: .correct(hints: 0), count: 5)),
        PracticeSession(day: 5, answers: [.correct(hints: 2)]),
    ]

    @Test func reportsEveryStep() {
        let result = LearnerSimulation().run(script)
        #expect(result.steps.count == 13)
        let first = result.steps[0]
        #expect(first == MasteryStep(
            session: 1, day: 0, item: 1, answer: .correct(hints: 0), score: 1, windowAverage: nil,
            state: .learning, difficulty: 1, nextDifficulty: 1, points: 10, totalPoints: 10, isReview: false
        ))
        // (1 + 0.9 + 0 + 1 + 1) / 5 = 0.78 falls short; the window slides to 0.8 on item 7.
        #expect(abs(result.steps[4].windowAverage! - 0.78) < 1e-12)
        #expect(abs(result.steps[6].windowAverage! - 0.8) < 1e-12)
        #expect(result.steps.map(\.session) == Array(repeating: 1, count: 7) + Array(repeating: 2, count: 5) + [3])
        #expect(result.steps.map(\.item) == Array(1...7) + Array(1...5) + [1])
        #expect(result.steps[10].state == .learning)
        #expect(result.steps[11].state == .mastered)
        #expect(result.progress.sessionsAtThreshold == 2)
        // Day 5 is the due review (mastered on day 2, plus 3), passed, so the next is 7 days on.
        #expect(result.steps[12].isReview)
        #expect(result.finalState == .mastered)
        #expect(result.nextReviewDay == 12)
        #expect(result.masteredOnDay == 2)
        #expect(result.totalPoints == 10 + 8 + 0 + 40 + 50 + 6)
        #expect(result.difficulty == 3)
    }

    @Test func isDeterministic() {
        #expect(LearnerSimulation().run(script) == LearnerSimulation().run(script))
    }

    @Test func progressSurvivesBeingSavedMidSession() throws {
        var progress = SkillProgress()
        var resumed = SkillProgress()
        progress.beginSession(on: 0)
        for answer in script[0].answers { progress.record(answer) }
        progress.endSession()
        progress.beginSession(on: 2)
        for answer in script[1].answers.prefix(2) { progress.record(answer) }

        let saved = try JSONEncoder().encode(progress)
        resumed = try JSONDecoder().decode(SkillProgress.self, from: saved)
        #expect(resumed == progress)
        for answer in script[1].answers.dropFirst(2) {
            #expect(progress.record(answer) == resumed.record(answer))
        }
        #expect(resumed.state == .mastered)
    }

    @Test func recordingWithoutASessionOpensOne() {
        var progress = SkillProgress()
        let step = progress.record(.correct(hints: 0))
        #expect(step.session == 1 && step.day == 0)
        #expect(progress.isSessionOpen)
        progress.endSession()
        progress.endSession() // closing twice is harmless
        #expect(!progress.isSessionOpen)
    }

    @Test func beginningASessionClosesTheOpenOne() {
        var progress = SkillProgress()
        progress.beginSession(on: 0)
        for _ in 0..<5 { progress.record(.correct(hints: 0)) }
        progress.beginSession(on: 1)
        for _ in 0..<5 { progress.record(.correct(hints: 0)) }
        #expect(progress.state == .mastered)
        #expect(progress.sessionCount == 2)
    }

    @Test func emptyScriptLeavesTheSkillNotStarted() {
        let result = LearnerSimulation().run([])
        #expect(result.finalState == .notStarted)
        #expect(result.steps.isEmpty && result.totalPoints == 0 && result.difficulty == 1 && result.nextReviewDay == nil)
        #expect(LearnerSimulation().run([PracticeSession(day: 3, answers: [])]).finalState == .notStarted)
    }
}
