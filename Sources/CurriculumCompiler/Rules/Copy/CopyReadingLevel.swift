import CurriculumSyntax

package enum CopyReadingLevel: CopyLessonRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "COPY-READING-LEVEL", severity: .warning,
        summary: "a lesson's copy reads above its grade's reading-level ceiling",
        rationale: """
            English only: Spache's formula and word list are English, and translations are checked by the L10N rules (docs/localization.md#rules). The revised Spache readability formula (Spache, 1974), made for primary-grade text, estimates a lesson's reading level from its prompts, hints and feedback: grade = 0.121 × average sentence length + 0.082 × percentage of unfamiliar words + 0.659. Unfamiliar words are those COPY-WORD-LIST would report, each counted once. Children who are just learning to read need text below the grade they are in, so the ceiling is the manifest's `copy.<grade>.readingLevel`: Kindergarten 1.9, Grade 1 2.5 (docs/design.md#early-reader-copy). A note names the hardest prompt.
            """,
        triggering: [.item("i2", in: "k/01-counting/count-objects-l1.yaml", """
            - id: i2
              type: counting
              difficulty: 1
              standards: [NY-K.CC.4a, NY-K.CC.5a]
              prompt: Estimate the approximate quantity of aquatic waterfowl congregating tranquilly on the reflective freshwater pond.
              objects: {name: duck, count: 6, arrangement: line}
              answer: 6
              hints:
                - Enumerate the waterfowl systematically, indicating each individually.
                - Utilize your forefinger to designate each aquatic creature sequentially.
                - Subsequently, verify your enumeration by recounting methodically.
              feedback:
                correct: Precisely! You enumerated the waterfowl impeccably.
                incorrect: Recount meticulously, designating every specimen individually and systematically.
            """).reports("lesson reads at grade 2.0; the kindergarten ceiling is 1.9", atLine: "id: ↓k.counting.count-objects.l1", in: "k/01-counting/count-objects-l1.yaml")],
        nonTriggering: [.item("i2", in: "k/01-counting/count-objects-l1.yaml", RuleExample.pondDucks)])

    package static func check(_ catalog: Catalog) -> [Diagnostic] { CopyPass.diagnostics(self, in: catalog) }

    static func inspect(_ lesson: LessonCopy, _ context: CopySliceContext, _ out: inout [Diagnostic]) {
        let grade = lesson.lesson.grade
        guard !context.lexicon.isEmpty, let ceiling = context.limits.readingLevel[grade] ?? CopyLimits().readingLevel[grade] else { return }
        let reading = Reading(lesson: lesson.lesson, ceiling: ceiling)
        for item in lesson.items {
            for (s, copy) in item.strings.enumerated() where copy.field.isReading {
                reading.tally.add(copy.tokens, familiarity: item.familiarity[s])
                if copy.field == .prompt {
                    var one = ReadingLevel.Tally()
                    one.add(copy.tokens, familiarity: item.familiarity[s])
                    reading.prompts.append((one, copy.copy))
                }
            }
        }
        // Decided now, once the story names are known if a word's familiarity waits on them,
        // or, for a lesson read in parts, once every part has been read.
        if !lesson.isWhole {
            context.later.add(self, reading, of: lesson)
        } else if reading.tally.hasPending {
            context.later.add(self, reading.decide)
        } else {
            out += reading.decide([])
        }
    }

    /// A lesson's reading so far: the tally of everything the child reads, and each prompt's own.
    final class Reading: LessonPiece {
        let lesson: Lesson
        let ceiling: Double
        var tally = ReadingLevel.Tally()
        var prompts: [(tally: ReadingLevel.Tally, copy: CopyString)] = []

        init(lesson: Lesson, ceiling: Double) {
            self.lesson = lesson
            self.ceiling = ceiling
        }

        func join(_ next: any LessonPiece) {
            guard let next = next as? Reading else { return }
            tally.join(next.tally)
            prompts += next.prompts
        }

        func decide(_ names: Set<String>) -> [Diagnostic] {
            let analysis = tally.analysis(names: names)
            guard analysis.words > 0, analysis.grade > ceiling + 1e-9 else { return [] }
            var notes: [Diagnostic.Note] = [.init(
                "\(ReadingLevel.text(analysis.averageSentenceLength)) words a sentence, \(ReadingLevel.text(analysis.percentUnfamiliar)) % unfamiliar words")]
            if !analysis.unfamiliarWords.isEmpty {
                let shown = analysis.unfamiliarWords.prefix(8).joined(separator: ", ")
                notes.append(.init("unfamiliar: \(shown)\(analysis.unfamiliarWords.count > 8 ? ", …" : "")"))
            }
            let graded = prompts.map { ($0.tally.analysis(names: names).grade, $0.copy) }
            if let hardest = graded.max(by: { $0.0 < $1.0 }) {
                notes.append(.init("the hardest prompt reads at grade \(ReadingLevel.text(hardest.0))", at: hardest.1.location))
            }
            let id = lesson.id
            return [diagnostic(
                at: id.location, length: id.length,
                "lesson reads at grade \(ReadingLevel.text(analysis.grade, over: ceiling)); the \(CopyPolicy.gradeName(lesson.grade)) ceiling is \(ReadingLevel.text(ceiling))",
                notes: notes)]
        }
    }
}
