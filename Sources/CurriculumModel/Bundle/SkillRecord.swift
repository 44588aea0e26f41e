import Foundation

/// A skill, the unit of mastery (`skills.json`: an array in teaching order).
public struct SkillRecord: Sendable, Hashable, Codable {
    public var id: String
    public var uuid: UUID
    public var unit: String
    public var grade: GradeLevel
    public var name: String
    public var standards: [String]
    /// Skill ids that come first.
    public var prerequisites: [String]
    public var remediation: RemediationRecord?
    /// Lesson ids in order.
    public var lessons: [String]

    public init(
        id: String, uuid: UUID, unit: String, grade: GradeLevel, name: String, standards: [String],
        prerequisites: [String], remediation: RemediationRecord?, lessons: [String]
    ) {
        self.id = id
        self.uuid = uuid
        self.unit = unit
        self.grade = grade
        self.name = name
        self.standards = standards
        self.prerequisites = prerequisites
        self.remediation = remediation
        self.lessons = lessons
    }
}

// The one description of a skill in `skills.json`, keys in order.
extension SkillRecord: JSONWritable {
    @inlinable
    public func write<S: JSONSink>(to s: inout S) {
        s.beginObject()
        s.member("grade", grade.rawValue)
        s.member("id", id)
        s.member("lessons", lessons)
        s.member("name", name)
        s.member("prerequisites", prerequisites)
        s.member("remediation", remediation)
        s.member("standards", standards)
        s.member("unit", unit)
        s.member("uuid", uuid)
        s.endObject()
    }
}
