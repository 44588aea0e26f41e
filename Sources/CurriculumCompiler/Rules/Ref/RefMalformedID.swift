import CurriculumSyntax

package enum RefMalformedID: CatalogRule {
    package static let description = RuleDescription(
        id: "REF-MALFORMED-ID", severity: .error,
        summary: "an id does not extend the id of what contains it",
        rationale: """
            Ids nest (docs/design.md#identity): a skill's id extends its unit's (`k.counting.count-objects`), a lesson's extends its skill's with a lesson number (`k.counting.count-objects.l1`), and a unit's mastery check is `<unit id>.mastery`. Ids that do not nest hide which unit a child's progress belongs to. A lesson naming a skill that does not exist is REF-UNKNOWN's finding, not this one.
            """,
        triggering: [
            .replacing("id: k.counting.count-objects.l1", in: "k/01-counting/count-objects-l1.yaml", with: "id: ↓k.counting.counting-objects.l1")
                .reports("lesson id 'k.counting.counting-objects.l1' should be its skill's id and a lesson number, like 'k.counting.count-objects.l1'"),
        ],
        nonTriggering: [.replacing("id: k.counting.count-objects.l1", in: "k/01-counting/count-objects-l1.yaml", with: "id: k.counting.count-objects.l1")])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for unit in catalog.units {
            for skill in unit.skills where !skill.id.value.hasPrefix(unit.id.value + ".") {
                out.append(diagnostic(
                    at: skill.id.location, length: skill.id.length,
                    "skill id '\(skill.id.value)' does not begin with its unit's id '\(unit.id.value).'"))
            }
        }
        for lesson in catalog.lessons {
            let id = lesson.id.value
            // A reference to something unknown is REF-UNKNOWN's finding; comparing the id with a
            // misspelled skill would only suggest copying the misspelling.
            if let skill = lesson.skill?.value, catalog.skills[skill] != nil {
                if !(id.hasPrefix(skill + ".l") && Int(id.dropFirst(skill.count + 2)) != nil) {
                    out.append(diagnostic(
                        at: lesson.id.location, length: lesson.id.length,
                        "lesson id '\(id)' should be its skill's id and a lesson number, like '\(skill).l\(max(1, lesson.order))'",
                        fixIts: [.init(at: lesson.id.location, length: lesson.id.length, replacement: "\(skill).l\(max(1, lesson.order))")]))
                }
            } else if let unit = lesson.unit?.value, catalog.unitsByID[unit] != nil, id != unit + ".mastery" {
                out.append(diagnostic(
                    at: lesson.id.location, length: lesson.id.length,
                    "mastery check id '\(id)' should be '\(unit).mastery'",
                    fixIts: [.init(at: lesson.id.location, length: lesson.id.length, replacement: "\(unit).mastery")]))
            }
        }
        return out
    }
}
