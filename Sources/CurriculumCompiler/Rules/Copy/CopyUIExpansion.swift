public enum CopyUIExpansion: CatalogRule {
    public static let description = RuleDescription(
        id: "COPY-UI-EXPANSION", severity: .warning,
        summary: "a UI string would not fit its space after 40 % expansion for translation",
        rationale: """
            Translated text is longer than English: IBM's globalization guidelines ("Text \
            expansion") and the W3C's "Text size in translation" allow 40 % and more for strings \
            under about 70 characters. DESIGN.md asks that UI strings still fit after 40 % \
            expansion, so the first translation does not truncate a child's lesson title. The \
            spaces are one table, UIStringLimits: lesson title 42 characters (so at most 30 in \
            English), unit title 42 (30), skill name 56 (40), badge name 28 (20).
            """,
        triggering: [.lesson("""
              - id: i1
                type: counting
                prompt: How many apples?
                objects: {name: apple, count: 7, arrangement: line}
                answer: 7
                hints: [Touch each apple as you count.]
                feedback: {incorrect: Touch each apple as you count.}

            """, header: "title: Count the apples in the basket and on the table")],
        nonTriggering: [.lesson("""
              - id: i1
                type: counting
                prompt: How many apples?
                objects: {name: apple, count: 7, arrangement: line}
                answer: 7
                hints: [Touch each apple as you count.]
                feedback: {incorrect: Touch each apple as you count.}

            """, header: "title: Count the apples in the basket")])

    public static func check(_ catalog: Catalog) -> [Diagnostic] {
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
