import Testing
@testable import CurriculumModel

/// docs/design.md#assessment-and-mastery: a mastered skill turns to reviewing when its review is
/// due; reviews follow 3, 7, 14, 30 days and a wrong answer starts them over at 3.
@Suite struct MasteryReviewTests {
    let perfect = Array(repeating: AnswerOutcome.correct(hints: 0), count: 5)

    /// Mastered on day 1 with the standard rubric, so the first review is due on day 4.
    func masteredOnDayOne() -> SkillProgress {
        var progress = SkillProgress()
        for day in 0...1 {
            progress.beginSession(on: day)
            for answer in perfect { progress.record(answer) }
            progress.endSession()
        }
        return progress
    }

    func review(_ progress: inout SkillProgress, on day: Int, _ answers: [AnswerOutcome]) -> [MasteryStep] {
        progress.beginSession(on: day)
        let steps = answers.map { progress.record($0) }
        progress.endSession()
        return steps
    }

    @Test func masterySchedulesTheFirstReviewAfterThreeDays() {
        let progress = masteredOnDayOne()
        #expect(progress.state == .mastered)
        #expect(progress.nextReviewDay == 4)
        #expect(progress.review.currentInterval == 3)
    }

    @Test func turnsToReviewingWhenTheReviewIsDue() {
        var progress = masteredOnDayOne()
        #expect(progress.state(on: 3) == .mastered)
        #expect(progress.state(on: 4) == .reviewing)
        #expect(progress.state(on: 9) == .reviewing)
        progress.beginSession(on: 4)
        #expect(progress.state == .reviewing)
        let step = progress.record(.correct(hints: 0))
        #expect(step.isReview)
        #expect(step.state == .reviewing)
        progress.endSession()
        #expect(progress.state == .mastered)
    }

    @Test func passedReviewsFollowThreeSevenFourteenThirtyThenStay() {
        var progress = masteredOnDayOne()
        var dueDays: [Int] = []
        var intervals: [Int] = []
        for _ in 0..<5 {
            _ = review(&progress, on: progress.nextReviewDay!, [.correct(hints: 0), .correct(hints: 1)])
            dueDays.append(progress.nextReviewDay!)
            intervals.append(progress.review.currentInterval!)
        }
        #expect(intervals == [7, 14, 30, 30, 30])
        #expect(dueDays == [11, 25, 55, 85, 115])
        #expect(progress.state == .mastered)
    }

    @Test func aWrongReviewAnswerResetsToThreeDays() {
        var progress = masteredOnDayOne()
        _ = review(&progress, on: 4, [.correct(hints: 0)]) // → 7 days, due 11
        _ = review(&progress, on: 11, [.correct(hints: 0)]) // → 14 days, due 25
        progress.beginSession(on: 25)
        progress.record(.correct(hints: 0))
        let wrong = progress.record(.incorrect)
        // Rescheduled at once, still reviewing until the session closes.
        #expect(wrong.state == .reviewing)
        #expect(progress.nextReviewDay == 28)
        #expect(progress.review.currentInterval == 3)
        progress.record(.correct(hints: 0))
        progress.endSession()
        #expect(progress.state == .mastered)
        #expect(progress.nextReviewDay == 28)
        // And the ladder climbs again from there.
        _ = review(&progress, on: 28, [.correct(hints: 0)])
        #expect(progress.nextReviewDay == 35)
    }

    @Test func failedReviewKeepsTheSkillMastered() {
        var progress = masteredOnDayOne()
        _ = review(&progress, on: 4, [.incorrect, .incorrect, .incorrect])
        #expect(progress.state == .mastered)
        #expect(progress.nextReviewDay == 7)
    }

    @Test func practiceBeforeTheDueDayIsNotAReview() {
        var progress = masteredOnDayOne()
        let steps = review(&progress, on: 3, [.incorrect, .incorrect])
        #expect(steps.allSatisfy { !$0.isReview && $0.state == .mastered })
        #expect(progress.nextReviewDay == 4)
        #expect(progress.review.currentInterval == 3)
    }

    @Test func aLateReviewCountsFromTheDayItIsTaken() {
        var progress = masteredOnDayOne()
        _ = review(&progress, on: 10, [.correct(hints: 0)])
        #expect(progress.nextReviewDay == 17)
    }

    @Test func aReviewSessionWithoutAnswersLeavesTheReviewDue() {
        var progress = masteredOnDayOne()
        _ = review(&progress, on: 5, [])
        #expect(progress.state == .reviewing)
        #expect(progress.nextReviewDay == 4)
        _ = review(&progress, on: 6, [.correct(hints: 0)])
        #expect(progress.state == .mastered)
        #expect(progress.nextReviewDay == 13)
    }

    @Test func simulationReportsTheNextReviewDay() {
        let result = LearnerSimulation().run([
            PracticeSession(day: 0, answers: perfect),
            PracticeSession(day: 1, answers: perfect),
            PracticeSession(day: 4, answers: [.correct(hints: 0)]),
            PracticeSession(day: 11, answers: [.incorrect]),
        ])
        #expect(result.finalState == .mastered)
        #expect(result.nextReviewDay == 14)
        #expect(result.steps.suffix(2).map(\.isReview) == [true, true])
    }

    @Test func noIntervalsMeansNoReviews() {
        var rubric = Rubric.standard
        rubric.reviewIntervals = []
        let result = LearnerSimulation(rubric: rubric).run((0..<5).map { PracticeSession(day: $0 * 40, answers: perfect) })
        #expect(result.finalState == .mastered)
        #expect(result.nextReviewDay == nil)
        #expect(result.steps.allSatisfy { !$0.isReview })
    }

    @Test func scheduleAloneFollowsTheIntervals() {
        var schedule = ReviewSchedule(intervals: [3, 7, 14, 30])
        #expect(!schedule.isDue(on: 1_000))
        schedule.recordPassed(on: 0) // nothing scheduled yet: ignored
        #expect(schedule.dueDay == nil)
        schedule.start(on: 0)
        #expect(schedule.dueDay == 3 && schedule.isDue(on: 3) && !schedule.isDue(on: 2))
        schedule.recordFailed(on: 3)
        #expect(schedule.dueDay == 6 && schedule.intervalIndex == 0)
        schedule.start(on: .max - 1)
        #expect(schedule.dueDay == .max) // saturates rather than trapping
    }
}
