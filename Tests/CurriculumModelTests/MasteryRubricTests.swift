import Foundation
import Testing
@testable import CurriculumModel

@Suite struct MasteryRubricTests {
    @Test func standardMatchesTheDocumentedDefaults() {
        let rubric = Rubric.standard
        #expect(rubric.threshold == 0.8)
        #expect(rubric.window == 5)
        #expect(rubric.sessions == 2)
        #expect(rubric.hintPenalty == 0.1)
        #expect(rubric.maxDifficulty == 3)
        #expect(rubric.reviewIntervals == [3, 7, 14, 30])
        #expect(rubric.problems.isEmpty)
    }

    @Test func codableRoundTripUsesFieldNames() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(Rubric.standard)
        let json = String(decoding: data, as: UTF8.self)
        #expect(json == #"{"hintPenalty":0.1,"maxDifficulty":3,"reviewIntervals":[3,7,14,30],"sessions":2,"threshold":0.8,"window":5}"#)
        #expect(try JSONDecoder().decode(Rubric.self, from: data) == .standard)
    }

    @Test func reportsEveryInsaneValue() {
        let rubric = Rubric(
            threshold: 1.5, window: 0, sessions: -1, hintPenalty: -0.1,
            maxDifficulty: 0, reviewIntervals: [3, 0, 14, 7]
        )
        #expect(rubric.problems == [
            .thresholdOutOfRange(1.5), .windowNotPositive(0), .sessionsNotPositive(-1),
            .hintPenaltyOutOfRange(-0.1), .maxDifficultyNotPositive(0),
            .reviewIntervalNotPositive(index: 1, days: 0), .reviewIntervalsShrinking(index: 1),
            .reviewIntervalsShrinking(index: 3),
        ])
        // NaN never equals itself, so compare the shape of the list.
        let nan = Rubric(threshold: .nan, window: 5, sessions: 2, hintPenalty: .nan, maxDifficulty: 3, reviewIntervals: [])
        #expect(nan.problems.count == 3)
        #expect(nan.problems.last == .reviewIntervalsEmpty)
    }

    @Test func problemMessagesAreLowercasePhrases() {
        for problem in Rubric(threshold: 0, window: 0, sessions: 0, hintPenalty: 2, maxDifficulty: 0, reviewIntervals: []).problems {
            let text = problem.description
            #expect(text.first?.isLowercase == true)
            #expect(!text.hasSuffix("."))
        }
    }

    @Test func engineSurvivesAnInsaneRubric() {
        let rubric = Rubric(threshold: .nan, window: 0, sessions: 0, hintPenalty: .nan, maxDifficulty: -4, reviewIntervals: [])
        let result = LearnerSimulation(rubric: rubric).run([
            PracticeSession(day: 0, answers: [.correct(hints: 2), .incorrect, .correct(hints: 0)]),
        ])
        #expect(result.steps.allSatisfy { (0...1).contains($0.score) && $0.difficulty == 1 })
        #expect(result.finalState == .learning)
        #expect(result.nextReviewDay == nil)
    }
}
