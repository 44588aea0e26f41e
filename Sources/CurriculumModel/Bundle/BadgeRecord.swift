import Foundation

/// `badges.json`: reward points and the badges of this bundle's skills.
public struct BadgesDocument: Sendable, Hashable, Codable {
    public var points: PointsRule
    public var badges: [BadgeRecord]

    public init(points: PointsRule, badges: [BadgeRecord]) {
        self.points = points
        self.badges = badges
    }
}

/// A reward unlocked when every lesson of its skill is mastered.
public struct BadgeRecord: Sendable, Hashable, Codable {
    public var id: String
    public var uuid: UUID
    public var name: String
    public var skill: String
    /// The skill's lesson ids, so the app can track progress without a lookup.
    public var lessons: [String]
    public var levels: [Level]

    public init(id: String, uuid: UUID, name: String, skill: String, lessons: [String], levels: [Level]) {
        self.id = id
        self.uuid = uuid
        self.name = name
        self.skill = skill
        self.lessons = lessons
        self.levels = levels
    }

    public struct Level: Sendable, Hashable, Codable {
        public var name: String
        /// Lessons mastered to reach the level.
        public var mastered: Int
        public init(name: String, mastered: Int) {
            self.name = name
            self.mastered = mastered
        }
    }

    /// The mastery engine's view of this badge.
    public var progress: BadgeProgress { BadgeProgress(badgeID: id, lessonIDs: lessons) }
}

// The one description of `badges.json`, keys in order.
extension BadgesDocument: JSONWritable {
    @inlinable
    public func write<S: JSONSink>(to s: inout S) {
        s.beginObject()
        s.member("badges", badges)
        s.member("points", points)
        s.endObject()
    }
}

extension BadgeRecord: JSONWritable {
    @inlinable
    public func write<S: JSONSink>(to s: inout S) {
        s.beginObject()
        s.member("id", id)
        s.member("lessons", lessons)
        s.member("levels", levels)
        s.member("name", name)
        s.member("skill", skill)
        s.member("uuid", uuid)
        s.endObject()
    }
}

extension BadgeRecord.Level: JSONWritable {
    @inlinable
    public func write<S: JSONSink>(to s: inout S) {
        s.beginObject()
        s.member("mastered", mastered)
        s.member("name", name)
        s.endObject()
    }
}
