/// How far a learner is towards one badge. A badge unlocks when every lesson of its skill is
/// mastered (docs/design.md#assessment-and-mastery), so badges tied to distinct skills cannot conflict.
public struct BadgeProgress: Codable, Sendable, Hashable {
    public let badgeID: String
    /// The lessons the badge asks for, duplicates dropped, in their first order.
    public let lessonIDs: [String]

    public init(badgeID: String, lessonIDs: [String]) {
        self.badgeID = badgeID
        var seen = Set<String>()
        self.lessonIDs = lessonIDs.filter { seen.insert($0).inserted }
    }

    public func masteredCount(mastered: Set<String>) -> Int {
        lessonIDs.count(where: mastered.contains)
    }

    /// Share of the badge's lessons mastered, for a progress ring; 0 for a badge with none.
    public func fraction(mastered: Set<String>) -> Double {
        guard !lessonIDs.isEmpty else { return 0 }
        return Double(masteredCount(mastered: mastered)) / Double(lessonIDs.count)
    }

    /// A badge with no lessons never unlocks: awarding it for nothing would be a content bug.
    public func isUnlocked(mastered: Set<String>) -> Bool {
        !lessonIDs.isEmpty && lessonIDs.allSatisfy(mastered.contains)
    }

    /// Ids of the unlocked badges, in the order given.
    public static func unlocked(_ badges: [BadgeProgress], mastered: Set<String>) -> [String] {
        badges.filter { $0.isUnlocked(mastered: mastered) }.map(\.badgeID)
    }

    /// Badges that a change in mastered lessons unlocks: what the app celebrates.
    public static func newlyUnlocked(
        _ badges: [BadgeProgress], before: Set<String>, after: Set<String>
    ) -> [String] {
        badges.filter { !$0.isUnlocked(mastered: before) && $0.isUnlocked(mastered: after) }.map(\.badgeID)
    }
}
