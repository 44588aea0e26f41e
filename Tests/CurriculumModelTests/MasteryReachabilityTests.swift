import Testing
@testable import CurriculumModel

/// The compiler's ASSESS reachability rule: items per session ≥ window, and a threshold that
/// correct answers (with the hints a learner may use) can reach.
@Suite struct MasteryReachabilityTests {
    func reach(threshold: Double = 0.8, window: Int = 5, sessions: Int = 2, hintPenalty: Double = 0.1) -> MasteryReachability {
        MasteryReachability(rubric: Rubric(threshold: threshold, window: window, sessions: sessions, hintPenalty: hintPenalty, maxDifficulty: 3, reviewIntervals: [3]))
    }

    @Test func minimumItemsPerSessionIsTheWindow() {
        #expect(reach().minimumItemsPerSession == 5)
        #expect(reach().sessionsNeeded == 2)
        #expect(reach(window: 3, sessions: 3).minimumItems() == 3)
        #expect(reach(window: 0, sessions: 0).minimumItemsPerSession == 1)
    }

    @Test func oneHintReaches85ButNot95() {
        #expect(reach(threshold: 0.85).minimumItems(hintsPerItem: 1) == 5)
        #expect(reach(threshold: 0.95).minimumItems(hintsPerItem: 1) == nil)
        #expect(reach(threshold: 0.95).minimumItems(hintsPerItem: 0) == 5)
        #expect(reach(threshold: 0.8, hintPenalty: 0.2).isReachable(hintsPerItem: 1))
    }

    @Test func lessonSizeDecides() {
        #expect(reach().reachesMastery(itemsPerSession: 5))
        #expect(!reach().reachesMastery(itemsPerSession: 4))
        #expect(!reach(threshold: 0.95).reachesMastery(itemsPerSession: 9, hintsPerItem: 1))
    }

    @Test func maximumHintsPerItem() {
        #expect(reach(threshold: 0.8, hintPenalty: 0.1).maximumHintsPerItem == 2)
        #expect(reach(threshold: 0.85, hintPenalty: 0.1).maximumHintsPerItem == 1)
        #expect(reach(threshold: 0.95, hintPenalty: 0.1).maximumHintsPerItem == 0)
        #expect(reach(threshold: 0.8, hintPenalty: 0.2).maximumHintsPerItem == 1)
        #expect(reach(threshold: 0.8, hintPenalty: 0).maximumHintsPerItem == .max)
        #expect(reach(threshold: 1.2).maximumHintsPerItem == nil)
        #expect(reach(threshold: 0.5, hintPenalty: .nan).maximumHintsPerItem == 0)
    }

    @Test func agreesWithTheSimulation() {
        for threshold in stride(from: 0.5, through: 1.0, by: 0.05) {
            for hints in 0...3 {
                let reachability = reach(threshold: threshold, window: 4, sessions: 2)
                let simulation = LearnerSimulation(rubric: reachability.rubric)
                let sessions = (0..<2).map { PracticeSession(day: $0, answers: Array(repeating: .correct(hints: hints), count: 4)) }
                let short = (0..<6).map { PracticeSession(day: $0, answers: Array(repeating: .correct(hints: hints), count: 3)) }
                let expected = reachability.minimumItems(hintsPerItem: hints) != nil
                #expect((simulation.run(sessions).finalState == .mastered) == expected, "threshold \(threshold), \(hints) hints")
                #expect(simulation.run(short).finalState == .learning)
            }
        }
    }
}
