import CurriculumSyntax

package enum TraceBadge: CatalogRule {
    package static let description = RuleDescription(
        id: "TRACE-BADGE", severity: .error,
        summary: "a badge shares its skill with another badge or has a level its skill cannot reach",
        rationale: """
            A badge is earned by mastering every lesson of one skill, and each skill has one badge, so two badges can never compete for the same work (docs/design.md#assessment-and-mastery). A level that needs more mastered lessons than its skill has can never be earned, and levels rise. A badge naming a skill that does not exist is REF-UNKNOWN's finding.
            """,
        triggering: [
            // At the badge.
            .replacing("- {name: Gold, mastered: 4}", in: "badges.yaml", with: "- {name: Gold, mastered: 5}")
                .reports("level Gold needs 5 mastered lessons, but k.counting.count-objects has 4", atLine: "- id: ↓badge.number-novice", in: "badges.yaml"),
            .replacing("skill: k.counting.count-sequence", in: "badges.yaml", with: "skill: ↓k.counting.count-objects")
                .reports("badge.number-novice already rewards k.counting.count-objects; a skill has one badge"),
        ],
        nonTriggering: [.replacing("- {name: Gold, mastered: 4}", in: "badges.yaml", with: "- {name: Gold, mastered: 4}")])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        var first: [String: Badge] = [:]
        for badge in catalog.badges?.badges ?? [] {
            let skill = badge.skill.value
            guard catalog.skills[skill] != nil else { continue }
            if let earlier = first[skill] {
                out.append(diagnostic(
                    at: badge.skill.location, length: badge.skill.length,
                    "\(earlier.id.value) already rewards \(skill); a skill has one badge",
                    notes: [.init("\(earlier.id.value) is defined here", at: earlier.id.location)]))
                continue
            }
            first[skill] = badge
            let lessons = (catalog.lessonsBySkill[skill] ?? []).filter { $0.role?.value != .masteryCheck }.count
            var previous = 0
            for level in badge.levels {
                if level.mastered > lessons {
                    out.append(diagnostic(
                        at: badge.id.location, length: badge.id.length,
                        "level \(level.name) needs \(level.mastered) mastered lessons, but \(skill) has \(lessons)"
                    ).following(catalog.damage.lessons(ofSkill: skill)))
                } else if level.mastered <= previous {
                    out.append(diagnostic(
                        at: badge.id.location, length: badge.id.length,
                        "level \(level.name) needs no more mastered lessons than the level before it"))
                }
                previous = max(previous, level.mastered)
            }
        }
        return out
    }
}
