import CurriculumSyntax

public enum L10nNumberLost: CatalogRule {
    public static let description = RuleDescription(
        id: "L10N-NUMBER-LOST", severity: .error,
        summary: "a translation drops or changes a number or math symbol of the English",
        rationale: """
            The numbers are the mathematics: a Spanish "8 + 6 = ?" that reads "8 + 5 = ?" asks a different question, and its answer no longer matches the item's. Every number written in digits and every symbol of + − = < > ¢ in the English must be in the translation as often as in the English. A number the English writes as a word may be written in digits or as a number word of the translation's language (Spanish for es locales), or be folded into another word ("make a ten" is "forma una decena"), but not replaced by a different number; English "one" and "a" and Spanish "un", "una" and "uno" are read as words (docs/localization.md#rules).
            """,
        triggering: [
            RuleExample.spanish([(RuleExample.makeTenPrompt.key, RuleExample.makeTenPrompt.en, "Forma una decena para sumar. 8 + 5 = ?", .translated)])
                .reports("translation of 1.strategies.mastery/i3.prompt lacks 6 of the English 'Make a ten to add. 8 + 6 = ?'; it has 5 instead",
                         atLine: "\"value\" : ↓\"Forma una decena para sumar. 8 + 5 = ?\"", in: "l10n/es-US.xcstrings"),
            // A dictation's answer is the number its English says, so its Spanish must say that number too.
            RuleExample.spanish([(RuleExample.writeFourteenPrompt.key, RuleExample.writeFourteenPrompt.en, "Escribe el número quince.", .translated)])
                .reports("translation of k.counting.count-objects.l3/i5.prompt lacks 14 of the English 'Write the number fourteen.'; it has 15 instead",
                         atLine: "\"value\" : ↓\"Escribe el número quince.\"", in: "l10n/es-US.xcstrings"),
        ],
        nonTriggering: [
            RuleExample.spanish([(RuleExample.makeTenPrompt.key, RuleExample.makeTenPrompt.en, "Forma una decena para sumar. 8 + 6 = ?", .translated)]),
            RuleExample.spanish([(RuleExample.writeFourteenPrompt.key, RuleExample.writeFourteenPrompt.en, "Escribe el número catorce.", .translated)]),
        ])

    public static func check(_ catalog: Catalog) -> [Diagnostic] {
        guard let l10n = L10nUnits(catalog) else { return [] }
        var out: [Diagnostic] = []
        for (file, unit, source) in l10n.translated {
            // Judged against the English it was translated from; a stale unit is L10N-STALE's as well.
            let english = unit.source?.value ?? source.text
            let reading = catalog.numberCheckMemo.reading(
                .init(english: english, translation: unit.value.value, language: TranslationFile.language(of: file.locale)))
            let (kept, lost, extra) = (reading.kept, reading.lost, reading.extra)
            guard !kept.isEmpty, !lost.isEmpty else { continue }
            var message = "translation of \(unit.key.value) lacks \(lost.map(\.text).joined(separator: " ")) of the English \(english.quotedForMessage())"
            if !extra.isEmpty { message += "; it has \(extra.map(\.text).joined(separator: " ")) instead" }
            out.append(diagnostic(
                at: unit.value.location, length: unit.value.length, message,
                notes: [.init("the English", at: source.location), .init("keep every number and symbol: \(kept.map(\.text).joined(separator: " "))")]))
        }
        catalog.numberCheckMemo.endCompile()
        return out
    }
}
