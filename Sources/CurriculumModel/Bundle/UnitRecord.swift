import Foundation

/// A unit of the scope and sequence (`units.json`: an array in teaching order).
public struct UnitRecord: Sendable, Hashable, Codable {
    public var id: String
    public var uuid: UUID
    public var grade: GradeLevel
    /// Position in the grade's sequence.
    public var order: Int
    public var title: String
    public var standards: [String]
    /// Unit ids taught before this one.
    public var prerequisites: [String]
    public var remediation: RemediationRecord?
    /// Skill ids in teaching order.
    public var skills: [String]
    /// Lesson ids of the unit's mastery checks.
    public var masteryChecks: [String]

    public init(
        id: String, uuid: UUID, grade: GradeLevel, order: Int, title: String, standards: [String],
        prerequisites: [String], remediation: RemediationRecord?, skills: [String], masteryChecks: [String]
    ) {
        self.id = id
        self.uuid = uuid
        self.grade = grade
        self.order = order
        self.title = title
        self.standards = standards
        self.prerequisites = prerequisites
        self.remediation = remediation
        self.skills = skills
        self.masteryChecks = masteryChecks
    }
}

/// Where a struggling learner goes back to, and what a grown-up can do there.
public struct RemediationRecord: Sendable, Hashable, Codable {
    /// A skill taught earlier to go back to, if the author named one.
    public var skill: String?
    public var note: String

    public init(skill: String?, note: String) {
        self.skill = skill
        self.note = note
    }
}

// The one description of a unit in `units.json`, keys in order.
extension UnitRecord: JSONWritable {
    @inlinable
    public func write<S: JSONSink>(to s: inout S) {
        s.beginObject()
        s.member("grade", grade.rawValue)
        s.member("id", id)
        s.member("masteryChecks", masteryChecks)
        s.member("order", order)
        s.member("prerequisites", prerequisites)
        s.member("remediation", remediation)
        s.member("skills", skills)
        s.member("standards", standards)
        s.member("title", title)
        s.member("uuid", uuid)
        s.endObject()
    }
}

extension RemediationRecord: JSONWritable {
    @inlinable
    public func write<S: JSONSink>(to s: inout S) {
        s.beginObject()
        s.member("note", note)
        s.member("skill", skill)
        s.endObject()
    }
}
