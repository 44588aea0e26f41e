import Testing
@testable import CurriculumModel

/// curriculum/badges.yaml: 10 points per correct answer, 2 fewer per hint, never negative.
@Suite struct MasteryPointsTests {
    let rule = PointsRule.standard

    @Test func defaultsAreTenAndMinusTwo() {
        #expect(rule.perCorrectAnswer == 10)
        #expect(rule.perHint == -2)
    }

    @Test func pointsPerAnswer() {
        #expect(rule.points(for: .correct(hints: 0)) == 10)
        #expect(rule.points(for: .correct(hints: 1)) == 8)
        #expect(rule.points(for: .correct(hints: 3)) == 4)
        #expect(rule.points(for: .incorrect) == 0)
    }

    @Test func neverBelowZeroPerAnswer() {
        #expect(rule.points(for: .correct(hints: 6)) == 0)
        #expect(rule.points(for: .correct(hints: .max)) == 0)
        #expect(PointsRule(perCorrectAnswer: 5, perHint: .min).points(for: .correct(hints: 3)) == 0)
    }

    @Test func customRule() {
        let rule = PointsRule(perCorrectAnswer: 20, perHint: -5)
        #expect(rule.points(for: .correct(hints: 2)) == 10)
    }

    @Test func simulationTotalsPoints() {
        let result = LearnerSimulation().run([
            PracticeSession(day: 0, answers: [.correct(hints: 0), .correct(hints: 1), .incorrect]),
            PracticeSession(day: 1, answers: [.correct(hints: 7)]),
        ])
        #expect(result.steps.map(\.points) == [10, 8, 0, 0])
        #expect(result.steps.map(\.totalPoints) == [10, 18, 18, 18])
        #expect(result.totalPoints == 18)
    }
}
