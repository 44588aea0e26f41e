import CurriculumSyntax

package enum L10nNumberLost: CatalogRule {
    // A finding on a translation unit depends on the strings of the lesson its key names (FindingOwners).
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "L10N-NUMBER-LOST", severity: .error,
        summary: "a translation drops or changes a number or math symbol of the English",
        rationale: """
            The numbers are the mathematics: a Spanish "8 + 6 = ?" that reads "8 + 5 = ?" asks a different question, and its answer no longer matches the item's. Every number written in digits and every symbol of + − = < > ¢ in the English must be in the translation as often as in the English. A number the English writes as a word may be written in digits or as a number word of the translation's language (Spanish for es locales), or be folded into another word ("make a ten" is "forma una decena": "decena" stands for the English word ten, never for a digit 10), but not replaced by a different number; English "one" and "a" and Spanish "un", "una" and "uno" are read as words, and never as a number the translation adds, since "una" is also an article ("Una decena y 1 unidad son 11") (docs/localization.md#rules).
            """,
        triggering: [
            RuleExample.spanish([(RuleExample.makeTenPrompt.key, RuleExample.makeTenPrompt.en, "Forma una decena para sumar. 8 + 5 = ?", .translated)])
                .reports("translation of 1.strategies.mastery/i3.prompt lacks 6 of the English 'Make a ten to add. 8 + 6 = ?'; it has 5 instead",
                         atLine: "\"value\" : ↓\"Forma una decena para sumar. 8 + 5 = ?\"", in: "l10n/es-US.xcstrings"),
            // A dictation's answer is the number its English says, so its Spanish must say that number too.
            RuleExample.spanish([(RuleExample.writeFourteenPrompt.key, RuleExample.writeFourteenPrompt.en, "Escribe el número quince. Usa los marcos de diez como ayuda.", .translated)])
                .reports("translation of k.counting.count-objects.l3/i5.prompt lacks 14 of the English 'Write the number fourteen. Use the ten frames to help.'; it has 15 instead",
                         atLine: "\"value\" : ↓\"Escribe el número quince. Usa los marcos de diez como ayuda.\"", in: "l10n/es-US.xcstrings"),
            // "decena" says the English word ten, not its digit: the 10 the child sees must stay.
            RuleExample.spanish([(RuleExample.makingTenFeedback.key, RuleExample.makingTenFeedback.en, "¡Gracias! Al formar una decena, 9 + 6 se convierte en una decena + 5.", .translated)])
                .reports("translation of 1.strategies.make-ten.l4/i8.feedback.correct lacks 10 of the English 'Thank you! Making a ten turns 9 + 6 into 10 + 5.'",
                         atLine: "\"value\" : ↓\"¡Gracias! Al formar una decena, 9 + 6 se convierte en una decena + 5.\"", in: "l10n/es-US.xcstrings"),
            RuleExample.spanish([(RuleExample.tenAndOneFeedback.key, RuleExample.tenAndOneFeedback.en, "¡Sí! Una decena y 2 unidades son 11.", .translated)])
                .reports("translation of 1.place-value.make-a-ten.l2/i8.feedback.correct lacks 1 of the English 'Yes! A ten and 1 one make 11.'; it has 2 instead",
                         atLine: "\"value\" : ↓\"¡Sí! Una decena y 2 unidades son 11.\"", in: "l10n/es-US.xcstrings"),
        ],
        nonTriggering: [
            RuleExample.spanish([(RuleExample.makeTenPrompt.key, RuleExample.makeTenPrompt.en, "Forma una decena para sumar. 8 + 6 = ?", .translated)]),
            RuleExample.spanish([(RuleExample.writeFourteenPrompt.key, RuleExample.writeFourteenPrompt.en, "Escribe el número catorce. Usa los marcos de diez como ayuda.", .translated)]),
            // The English word "a ten" is "una decena" beside the digit 10 the English also writes.
            RuleExample.spanish([(RuleExample.makingTenFeedback.key, RuleExample.makingTenFeedback.en, "¡Gracias! Al formar una decena, 9 + 6 se convierte en 10 + 5.", .translated)]),
            // "Una" is the article of "decena", not a second 1 beside the digit.
            RuleExample.spanish([(RuleExample.tenAndOneFeedback.key, RuleExample.tenAndOneFeedback.en, "¡Sí! Una decena y 1 unidad son 11.", .translated)]),
        ])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
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
