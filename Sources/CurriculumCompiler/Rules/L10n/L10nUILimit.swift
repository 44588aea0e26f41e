import CurriculumSyntax

package enum L10nUILimit: CatalogRule {
    // A finding on a translation unit depends on the strings of the lesson its key names (FindingOwners).
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "L10N-UI-LIMIT", severity: .error,
        summary: "a translation does not fit its space on screen, or has a sentence longer than its grade allows",
        rationale: """
            English UI strings leave room for 40 % growth (COPY-UI-EXPANSION), and the translation must fit the room itself: lesson and unit titles 42 characters, skill names 56, badge names 28 (Sources/CurriculumCompiler/Copy/UIStringLimits.swift). Sentence lengths are about the child, not the language: a Kindergarten sentence has at most 10 words and a Grade 1 sentence 12 (the manifest's `copy.<grade>.wordsPerSentence`) in every locale, counted over prompts, hints and feedback (docs/localization.md#rules).
            """,
        triggering: [
            RuleExample.spanish([("k.counting.count-objects.l1.title", "Count to 10", "Contamos manzanas, patos, conchas y botones hasta 10", .translated)])
                .reports("lesson title translation has 52 characters, more than the 42 it has on screen",
                         atLine: "\"value\" : ↓\"Contamos manzanas, patos, conchas y botones hasta 10\"", in: "l10n/es-US.xcstrings"),
            RuleExample.spanish([(RuleExample.makeTenPrompt.key, RuleExample.makeTenPrompt.en,
                "Primero forma una decena con los números y después suma todo lo que queda. 8 + 6 = ?", .translated)])
                .reports("translation has a sentence of 14 words; grade 1 sentences have at most 12 in every language",
                         atLine: "\"value\" : ↓\"Primero forma una decena con los números y después suma todo lo que queda. 8 + 6 = ?\"", in: "l10n/es-US.xcstrings"),
        ],
        nonTriggering: [RuleExample.spanish([("k.counting.count-objects.l1.title", "Count to 10", "Cuenta hasta 10", .translated)])])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        guard let l10n = L10nUnits(catalog) else { return [] }
        var out: [Diagnostic] = []
        for (_, unit, source) in l10n.translated {
            let value = unit.value
            if let kind = source.uiLimit, let space = source.uiSpace {
                let count = value.value.unicodeScalars.count
                if count > space {
                    out.append(diagnostic(
                        at: value.location, length: value.length,
                        "\(kind.rawValue) translation has \(count) characters, more than the \(space) it has on screen",
                        notes: [.init("the English", at: source.location)]))
                }
            }
            guard let limit = source.wordsPerSentence, case .child(let grade) = source.reader else { continue }
            var words: [Int: Int] = [:]
            for token in CopyTokenizer.tokens(value.value) where token.isWordLike { words[token.sentence, default: 0] += 1 }
            if let longest = words.values.max(), longest > limit {
                out.append(diagnostic(
                    at: value.location, length: value.length,
                    "translation has a sentence of \(longest) words; \(CopyPolicy.gradeName(grade)) sentences have at most \(limit) in every language",
                    notes: [.init("split it into shorter sentences")]))
            }
        }
        return out
    }
}
