import CurriculumSyntax

/// A lesson's translation read by the same child as its English, so held to the same ceiling.
package enum L10nReadingLevel: CatalogRule {
    // A finding on a translation unit depends on the strings of the lesson its key names (FindingOwners).
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "L10N-READING-LEVEL", severity: .warning,
        summary: "a lesson's translation reads above its grade's reading-level ceiling",
        rationale: """
            A translation is read by the same five- or six-year-old as the English, so it is held to the same ceiling, the manifest's `copy.<grade>.readingLevel` (Kindergarten 1.9, Grade 1 2.5), as COPY-READING-LEVEL holds the English. Spache's formula and word list are English; Spanish is estimated by Crawford's formula, made for Spanish text of the elementary grades (Alan N. Crawford, "A Spanish Language Fry-Type Readability Procedure: Elementary Level", 1984): grade = 0.049 × syllables per 100 words − 0.205 × sentences per 100 words − 3.407, over the lesson's translated prompts, hints and feedback, once they hold the formula's 100-word sample (a lesson translated only in part is not estimated until then). Long words and long sentences raise it: say it in shorter sentences and everyday words ("la manecilla corta" is the clock's word, but it need not be in every sentence). Languages without a formula here are not estimated (docs/localization.md#rules). The finding is at the translation that reads hardest.
            """,
        triggering: [
            RuleExample.countObjectsInSpanish(replacing: [
                "i1.feedback.incorrect": "Señala individualmente cada manzana. Pronuncia un número correspondiente.",
                "i2.feedback.incorrect": "Comienza con el pato delantero. Señala individualmente cada pato mientras continúas.",
                "i3.feedback.incorrect": "Contabiliza primeramente la fila superior. Posteriormente, examina detenidamente la inferior.",
                "i4.feedback.incorrect": "Contabiliza la fila superior. Posteriormente, continúa contabilizando la siguiente.",
            ]).reports("k.counting.count-objects.l1 reads at grade 2.7 in es-US; the kindergarten ceiling is 1.9",
                       atLine: "\"value\" : ↓\"Contabiliza primeramente la fila superior. Posteriormente, examina detenidamente la inferior.\"",
                       in: "l10n/es-US.xcstrings"),
        ],
        // As shipped: short sentences of everyday words, well under the ceiling.
        nonTriggering: [RuleExample.countObjectsInSpanish()])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        guard let l10n = L10nUnits(catalog) else { return [] }
        let limits = CopyPolicy.limits(catalog)
        // Per translation file and lesson: the lesson's reading, and its hardest string.
        struct Lesson {
            var grade: Grade
            var reading = SpanishReadability()
            var hardest: (unit: TranslationUnit, grade: Double)?
        }
        var lessons: [String: [String: Lesson]] = [:]
        var order: [(file: String, lesson: String)] = []
        for (file, unit, source) in l10n.translated where Self.isSpanish(file.locale) {
            guard source.field.isReading, case .child(let grade) = source.reader, let item = source.itemID,
                let lessonID = item.split(separator: "/").first.map(String.init)
            else { continue }
            var one = SpanishReadability()
            one.add(unit.value.value)
            if lessons[file.path, default: [:]][lessonID] == nil {
                lessons[file.path, default: [:]][lessonID] = Lesson(grade: grade)
                order.append((file.path, lessonID))
            }
            lessons[file.path]?[lessonID]?.reading.add(one)
            if let g = one.grade, g > (lessons[file.path]?[lessonID]?.hardest?.grade ?? -.infinity) {
                lessons[file.path]?[lessonID]?.hardest = (unit, g)
            }
        }
        var out: [Diagnostic] = []
        for (path, lessonID) in order {
            guard let lesson = lessons[path]?[lessonID], lesson.reading.words >= SpanishReadability.sample,
                let level = lesson.reading.grade, let hardest = lesson.hardest,
                let ceiling = limits.readingLevel[lesson.grade] ?? CopyLimits().readingLevel[lesson.grade],
                level > ceiling
            else { continue }
            let locale = catalog.translations.files.first { $0.path == path }?.locale ?? "es"
            out.append(diagnostic(
                at: hardest.unit.value.location, length: hardest.unit.value.length,
                "\(lessonID) reads at grade \(ReadingLevel.text(level, over: ceiling)) in \(locale); the \(CopyPolicy.gradeName(lesson.grade)) ceiling is \(ReadingLevel.text(ceiling))",
                notes: [.init("this translation reads hardest (grade \(ReadingLevel.text(hardest.grade))): say it in shorter sentences and everyday words")]))
        }
        return out
    }

    static func isSpanish(_ locale: String) -> Bool { locale.lowercased() == "es" || locale.lowercased().hasPrefix("es-") }
}
