import Testing
@testable import CurriculumModel

/// docs/design.md#assessment-and-mastery: a badge unlocks when every lesson of its skill is mastered.
@Suite struct MasteryBadgeTests {
    let novice = BadgeProgress(
        badgeID: "badge.number-novice",
        lessonIDs: ["k.counting.count-to-10.l1", "k.counting.count-to-10.l2", "k.counting.count-to-10.l3"]
    )
    let patterns = BadgeProgress(badgeID: "badge.pattern-pro", lessonIDs: ["k.patterns.ab.l1", "k.patterns.ab.l2"])

    @Test func unlocksOnlyWhenEveryLessonIsMastered() {
        let some: Set = ["k.counting.count-to-10.l1", "k.counting.count-to-10.l3"]
        #expect(!novice.isUnlocked(mastered: some))
        #expect(novice.masteredCount(mastered: some) == 2)
        #expect(abs(novice.fraction(mastered: some) - 2.0 / 3.0) < 1e-12)
        #expect(novice.isUnlocked(mastered: some.union(["k.counting.count-to-10.l2", "other"])))
    }

    @Test func aBadgeWithoutLessonsNeverUnlocks() {
        let empty = BadgeProgress(badgeID: "badge.empty", lessonIDs: [])
        #expect(!empty.isUnlocked(mastered: ["anything"]))
        #expect(empty.fraction(mastered: []) == 0)
    }

    @Test func duplicateLessonsCountOnce() {
        let badge = BadgeProgress(badgeID: "badge.x", lessonIDs: ["a", "b", "a"])
        #expect(badge.lessonIDs == ["a", "b"])
        #expect(badge.fraction(mastered: ["a"]) == 0.5)
    }

    @Test func listsUnlockedAndNewlyUnlockedBadgesInOrder() {
        let before: Set = ["k.patterns.ab.l1", "k.patterns.ab.l2"]
        let after = before.union(novice.lessonIDs)
        #expect(BadgeProgress.unlocked([novice, patterns], mastered: before) == ["badge.pattern-pro"])
        #expect(BadgeProgress.unlocked([novice, patterns], mastered: after) == ["badge.number-novice", "badge.pattern-pro"])
        #expect(BadgeProgress.newlyUnlocked([novice, patterns], before: before, after: after) == ["badge.number-novice"])
    }

    @Test func masteredStatesCountForBadges() {
        #expect(MasteryState.mastered.isMastered && MasteryState.reviewing.isMastered)
        #expect(!MasteryState.learning.isMastered && !MasteryState.notStarted.isMastered)
        #expect(MasteryState.allCases.map(\.rawValue) == ["notStarted", "learning", "mastered", "reviewing"])
    }
}
