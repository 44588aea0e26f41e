import Testing
@testable import CurriculumModel

/// docs/design.md#assessment-and-mastery: difficulty rises and falls with runs of answers and
/// stays within 1...maxDifficulty.
@Suite struct MasteryDifficultyTests {
    func levels(after answers: [Bool], maxLevel: Int = 3) -> [Int] {
        var difficulty = AdaptiveDifficulty(maxLevel: maxLevel)
        return answers.map { difficulty.record(correct: $0); return difficulty.level }
    }

    @Test func startsAtOne() {
        #expect(AdaptiveDifficulty(maxLevel: 3).level == 1)
    }

    @Test func risesAfterTwoCorrectInARow() {
        #expect(levels(after: [true, true]) == [1, 2])
        #expect(levels(after: [true, false, true]) == [1, 1, 1])
    }

    @Test func runStartsOverAfterAChange() {
        // A third correct answer does not raise it again; a fourth does.
        #expect(levels(after: [true, true, true, true]) == [1, 2, 2, 3])
    }

    @Test func fallsAfterTwoIncorrectInARow() {
        #expect(levels(after: [true, true, true, true, false, false]) == [1, 2, 2, 3, 3, 2])
        #expect(levels(after: [true, true, false, true, false]) == [1, 2, 2, 2, 2])
    }

    @Test func neverDropsBelowOne() {
        #expect(levels(after: Array(repeating: false, count: 9)).allSatisfy { $0 == 1 })
    }

    @Test func neverRisesAboveTheMaximum() {
        #expect(levels(after: Array(repeating: true, count: 20), maxLevel: 3).max() == 3)
        #expect(levels(after: Array(repeating: true, count: 20), maxLevel: 5).last == 5)
        #expect(levels(after: Array(repeating: true, count: 4), maxLevel: 1) == [1, 1, 1, 1])
    }

    @Test func fallsStraightAfterReachingTheTop() {
        // At the top the run still resets, so two wrong answers are enough to come down.
        #expect(levels(after: Array(repeating: true, count: 7) + [false, false], maxLevel: 2).suffix(2) == [2, 1])
    }

    @Test func runLengthsAreParameters() {
        // A rubric may ask for three correct answers before the level rises.
        var difficulty = AdaptiveDifficulty(maxLevel: 3, correctRunToRise: 3)
        for _ in 0..<2 { difficulty.record(correct: true) }
        #expect(difficulty.level == 1)
        difficulty.record(correct: true)
        #expect(difficulty.level == 2)
    }

    @Test func stepsReportServedAndNextLevel() {
        let result = LearnerSimulation().run([
            PracticeSession(day: 0, answers: [.correct(hints: 0), .correct(hints: 2), .incorrect, .incorrect]),
        ])
        #expect(result.steps.map(\.difficulty) == [1, 1, 2, 2])
        #expect(result.steps.map(\.nextDifficulty) == [1, 2, 2, 1])
        #expect(result.difficulty == 1)
    }

    @Test func carriesAcrossSessions() {
        let result = LearnerSimulation().run([
            PracticeSession(day: 0, answers: [.correct(hints: 0)]),
            PracticeSession(day: 1, answers: [.correct(hints: 0)]),
        ])
        #expect(result.difficulty == 2)
    }
}
