import Foundation

/// A lesson's `lessons/<id>/metadata.json`: everything but its items, so the app can list and
/// schedule lessons without loading them.
public struct LessonMetadata: Sendable, Hashable, Codable {
    /// CRA stage.
    public enum Stage: String, Sendable, Hashable, Codable, CaseIterable { case concrete, representational, abstract }
    public enum Role: String, Sendable, Hashable, Codable, CaseIterable { case quickCheck, practiceSet, masteryCheck }
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable { case concept, practice, recap }

    public var id: String
    public var uuid: UUID
    public var grade: GradeLevel
    public var unit: String
    /// The skill taught; nil for a unit's mastery check, whose items each name their skill.
    public var skill: String?
    public var title: String
    /// Position within the skill (mastery checks come after every skill's lessons).
    public var order: Int
    public var stage: Stage?
    public var lessonType: Kind?
    public var role: Role?
    /// The rubric the lesson runs with: the manifest's defaults with the lesson's overrides,
    /// review intervals in days.
    public var rubric: Rubric
    /// Item ids in the order they are presented.
    public var items: [String]
    /// Items of the embedded quick check.
    public var quickCheck: [String]
    /// Every standard the lesson's items are written for, sorted.
    public var standards: [String]
    /// The item types the lesson uses, sorted.
    public var itemTypes: [String]

    public init(
        id: String, uuid: UUID, grade: GradeLevel, unit: String, skill: String?, title: String, order: Int,
        stage: Stage?, lessonType: Kind?, role: Role?, rubric: Rubric, items: [String], quickCheck: [String],
        standards: [String], itemTypes: [String]
    ) {
        self.id = id
        self.uuid = uuid
        self.grade = grade
        self.unit = unit
        self.skill = skill
        self.title = title
        self.order = order
        self.stage = stage
        self.lessonType = lessonType
        self.role = role
        self.rubric = rubric
        self.items = items
        self.quickCheck = quickCheck
        self.standards = standards
        self.itemTypes = itemTypes
    }
}

// The one description of `lessons/<id>/metadata.json`, keys in order.
extension LessonMetadata: JSONWritable {
    @inlinable
    public func write<S: JSONSink>(to s: inout S) {
        s.beginObject()
        s.member("grade", grade.rawValue)
        s.member("id", id)
        s.member("itemTypes", itemTypes)
        s.member("items", items)
        s.member("lessonType", lessonType?.rawValue)
        s.member("order", order)
        s.member("quickCheck", quickCheck)
        s.member("role", role?.rawValue)
        s.member("rubric", rubric)
        s.member("skill", skill)
        s.member("stage", stage?.rawValue)
        s.member("standards", standards)
        s.member("title", title)
        s.member("unit", unit)
        s.member("uuid", uuid)
        s.endObject()
    }
}
