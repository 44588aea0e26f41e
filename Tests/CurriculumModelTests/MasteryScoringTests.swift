import Testing
@testable import CurriculumModel

@Suite struct MasteryScoringTests {
    let rubric = Rubric.standard

    @Test func correctScoresOneLessThePenaltyPerHint() {
        #expect(rubric.score(for: .correct(hints: 0)) == 1)
        #expect(abs(rubric.score(for: .correct(hints: 1)) - 0.9) < 1e-12)
        #expect(abs(rubric.score(for: .correct(hints: 3)) - 0.7) < 1e-12)
    }

    @Test func incorrectScoresZero() {
        #expect(rubric.score(for: .incorrect) == 0)
    }

    @Test func scoreIsClampedToZeroAndOne() {
        #expect(rubric.score(for: .correct(hints: 11)) == 0)
        #expect(rubric.score(for: .correct(hints: .max)) == 0)
        #expect(rubric.score(for: .correct(hints: -3)) == 1)
        var generous = rubric
        generous.hintPenalty = -0.5
        #expect(generous.score(for: .correct(hints: 2)) == 1)
    }

    @Test func thresholdComparisonToleratesRounding() {
        // 1 - 0.2 is not exactly 0.8 in binary; it must still count.
        var rubric = self.rubric
        rubric.hintPenalty = 0.2
        let scores = Array(repeating: rubric.score(for: .correct(hints: 1)), count: 5)
        #expect(rubric.meetsThreshold(scores.reduce(0, +) / 5))
        #expect(!rubric.meetsThreshold(0.79))
    }

    @Test func outcomeReportsHintsAndCorrectness() {
        #expect(AnswerOutcome.correct(hints: 2).hints == 2)
        #expect(AnswerOutcome.correct(hints: -1).hints == 0)
        #expect(AnswerOutcome.incorrect.hints == 0)
        #expect(AnswerOutcome.correct(hints: 0).isCorrect)
        #expect(!AnswerOutcome.incorrect.isCorrect)
    }
}
