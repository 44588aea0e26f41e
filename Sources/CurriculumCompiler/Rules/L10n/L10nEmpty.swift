import CurriculumSyntax

package enum L10nEmpty: CatalogRule {
    // A finding on a translation unit depends on the strings of the lesson its key names (FindingOwners).
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "L10N-EMPTY", severity: .error,
        summary: "a translation marked translated is empty, or is the English word for word",
        rationale: """
            A unit marked translated ships: an empty one would show the child nothing, and one identical to English text of two words or more is almost always a string copied across and never translated. A name or a one-word string may be the same in both languages, so those are left alone; a string that is not translated yet should be marked new (docs/localization.md#states-and-staleness).
            """,
        triggering: [
            RuleExample.spanish([(RuleExample.makeTenPrompt.key, RuleExample.makeTenPrompt.en, "", .translated)])
                .reports("1.strategies.mastery/i3.prompt is marked translated but its translation is empty",
                         atLine: "\"value\" : ↓\"\"", in: "l10n/es-US.xcstrings"),
            RuleExample.spanish([(RuleExample.makeTenPrompt.key, RuleExample.makeTenPrompt.en, RuleExample.makeTenPrompt.en, .translated)])
                .reports("1.strategies.mastery/i3.prompt is marked translated but is the English 'Make a ten to add. 8 + 6 = ?'",
                         atLine: "\"value\" : ↓\"Make a ten to add. 8 + 6 = ?\"", after: "\"es-US\" : {", in: "l10n/es-US.xcstrings"),
        ],
        nonTriggering: [
            RuleExample.spanish([(RuleExample.makeTenPrompt.key, RuleExample.makeTenPrompt.en, "", .new)]),
            RuleExample.spanish([("k.geometry.position-words.l1/i7.label.mateo", "Mateo", "Mateo", .translated)]),
        ])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        guard let l10n = L10nUnits(catalog) else { return [] }
        var out: [Diagnostic] = []
        for (_, unit, source) in l10n.units where unit.state.value == .translated {
            let value = unit.value
            if CopyPolicy.isBlank(value.value) {
                out.append(diagnostic(
                    at: value.location, length: value.length, "\(unit.key.value) is marked translated but its translation is empty",
                    notes: [.init("translate it, or mark it new")]))
                continue
            }
            let english = unit.source?.value ?? source?.text
            guard let english, value.value == english else { continue }
            let words = CopyTokenizer.tokens(english).filter { $0.kind == .word }.count
            guard words >= 2 else { continue }
            out.append(diagnostic(
                at: value.location, length: value.length,
                "\(unit.key.value) is marked translated but is the English \(english.quotedForMessage())",
                notes: [.init("translate it, or mark it new until it is")]))
        }
        return out
    }
}
