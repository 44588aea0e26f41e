import CurriculumSyntax

/// A unit of the scope and sequence, with the skills it teaches in order.
public struct Unit: Sendable {
    public var id: Located<String>
    public var grade: Grade
    public var order: Int
    public var title: String
    public var standards: [Reference]
    public var prerequisites: [Reference]
    public var remediation: Remediation?
    public var skills: [Skill]
    public var path: String
}

public struct Skill: Sendable {
    public var id: Located<String>
    public var unitID: String
    public var grade: Grade
    public var name: String
    public var standards: [Reference]
    public var prerequisites: [Reference]
    public var remediation: Remediation?
    /// Where the skill's entry was written (an alias that repeats one is its own place).
    public var location: SourceLocation

    package init(
        id: Located<String>, unitID: String, grade: Grade, name: String, standards: [Reference],
        prerequisites: [Reference], remediation: Remediation?, location: SourceLocation
    ) {
        self.id = id
        self.unitID = unitID
        self.grade = grade
        self.name = name
        self.standards = standards
        self.prerequisites = prerequisites
        self.remediation = remediation
        self.location = location
    }
}

/// Where a struggling learner goes back to, and what to do there.
public struct Remediation: Sendable {
    public var skill: Reference?
    public var note: String
    public var location: SourceLocation
}
