import CurriculumSyntax

/// A unit of the scope and sequence, with the skills it teaches in order.
package struct Unit: Sendable {
    package var id: Located<String>
    package var grade: Grade
    package var order: Int
    package var title: String
    package var standards: [Reference]
    package var prerequisites: [Reference]
    package var remediation: Remediation?
    package var skills: [Skill]
    package var path: String
}

package struct Skill: Sendable {
    package var id: Located<String>
    package var unitID: String
    package var grade: Grade
    package var name: String
    package var standards: [Reference]
    package var prerequisites: [Reference]
    package var remediation: Remediation?
    /// Where the skill's entry was written (an alias that repeats one is its own place).
    package var location: SourceLocation

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
package struct Remediation: Sendable {
    package var skill: Reference?
    package var note: String
    package var location: SourceLocation
}
