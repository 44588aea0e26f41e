import CurriculumSyntax

package enum CopyUIExpansion: CatalogRule {
    package static let description = RuleDescription(
        id: "COPY-UI-EXPANSION", severity: .warning,
        summary: "a UI string would not fit its space after 40 % expansion for translation",
        rationale: """
            Translated text runs longer than English: IBM's globalization guidelines ("Text expansion") and the W3C's "Text size in translation" allow 40 % and more for strings under about 70 characters. UI strings must still fit after 40 % growth, so the first translation does not cut off a child's lesson title (docs/design.md#translation). The spaces are one table, Sources/CurriculumCompiler/Copy/UIStringLimits.swift: lesson title 42 characters (so at most 30 in English), unit title 42 (30), skill name 56 (40), badge name 28 (20).
            """,
        triggering: [
            .replacing("title: Count to 10", in: "k/01-counting/count-objects-l1.yaml", with: "title: ↓Count apples, ducks, shells and buttons to 10")
                .reports("lesson title 'Count apples, ducks, shells and buttons to 10' has 45 characters; after 40 % expansion it needs 63, more than the 42 it has"),
        ],
        nonTriggering: [.replacing("title: Count to 10", in: "k/01-counting/count-objects-l1.yaml", with: "title: Count apples and ducks")])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        func check(_ text: String, _ kind: UIStringLimits.Kind, at location: SourceLocation, length: Int, note: Diagnostic.Note? = nil) {
            guard !CopyPlaceholder.marks(text) else { return }  // not written yet: COPY-PLACEHOLDER's
            let count = text.unicodeScalars.count
            let expanded = UIStringLimits.expandedLength(count)
            let space = UIStringLimits.space(for: kind)
            guard expanded > space else { return }
            var notes = [Diagnostic.Note("keep it to \(UIStringLimits.maximumLength(for: kind)) characters so a translation fits")]
            if let note { notes.insert(note, at: 0) }
            out.append(diagnostic(
                at: location, length: length,
                "\(kind.rawValue) '\(text)' has \(count) characters; after \(UIStringLimits.expansionPercent) % expansion it needs \(expanded), more than the \(space) it has",
                notes: notes))
        }
        for lesson in catalog.lessons where lesson.title.value != lesson.id.value {
            check(lesson.title.value, .lessonTitle, at: lesson.title.location, length: lesson.title.length)
        }
        for badge in catalog.badges?.badges ?? [] where badge.name.value != badge.id.value {
            check(badge.name.value, .badgeName, at: badge.name.location, length: badge.name.length)
        }
        // Unit titles and skill names are decoded without their location: point at the id beside them.
        for unit in catalog.units {
            check(unit.title, .unitTitle, at: unit.id.location, length: unit.id.length, note: .init("the title of this unit"))
            for skill in unit.skills {
                check(skill.name, .skillName, at: skill.id.location, length: skill.id.length, note: .init("the name of this skill"))
            }
        }
        return out
    }
}
