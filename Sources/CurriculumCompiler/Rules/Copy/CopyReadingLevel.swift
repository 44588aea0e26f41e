public enum CopyReadingLevel: CopyLessonRule {
    public static let description = RuleDescription(
        id: "COPY-READING-LEVEL", severity: .warning,
        summary: "a lesson's copy reads above its grade's reading-level ceiling",
        rationale: """
            A Spache-style estimate (revised Spache, 1974: grade = 0.121 × average sentence length \
            + 0.082 × percentage of unfamiliar words + 0.659), the readability formula made for \
            primary-grade text, over a lesson's prompts, hints and feedback. Unfamiliar words are \
            those COPY-WORD-LIST would report, each counted once. The ceiling per grade is the \
            manifest's `copy.<grade>.readingLevel` (Kindergarten 1.9, Grade 1 2.5): seed 003 asks \
            for copy at the child's level, and children who are just learning to read need text \
            below the grade they are in. A note names the hardest prompt.
            """,
        triggering: [.lesson("""
              - id: i1
                type: counting
                prompt: Estimate the approximate quantity of spherical objects illustrated in the picture.
                objects: {name: ball, count: 7, arrangement: scattered}
                answer: 7
                hints:
                  - Enumerate the objects systematically, indicating each individually.
                feedback:
                  incorrect: Recount carefully, indicating every object individually.

            """)],
        nonTriggering: [.lesson("""
              - id: i1
                type: counting
                prompt: How many balls can you see?
                objects: {name: ball, count: 7, arrangement: scattered}
                answer: 7
                hints: [Touch each ball as you count.]
                feedback: {incorrect: Count again. Touch each ball one time.}

            """)])

    public static func check(_ catalog: Catalog) -> [Diagnostic] { CopyPass.diagnostics(self, in: catalog) }

    static func inspect(_ lesson: LessonCopy, _ context: CopyPassContext, _ out: inout [Diagnostic]) {
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
                "\(format(analysis.averageSentenceLength)) words a sentence, \(format(analysis.percentUnfamiliar)) % unfamiliar words")]
            if !analysis.unfamiliarWords.isEmpty {
                let shown = analysis.unfamiliarWords.prefix(8).joined(separator: ", ")
                notes.append(.init("unfamiliar: \(shown)\(analysis.unfamiliarWords.count > 8 ? ", …" : "")"))
            }
            let graded = prompts.map { ($0.tally.analysis(names: names).grade, $0.copy) }
            if let hardest = graded.max(by: { $0.0 < $1.0 }) {
                notes.append(.init("the hardest prompt reads at grade \(format(hardest.0))", at: hardest.1.location))
            }
            let id = lesson.id
            return [diagnostic(
                at: id.location, length: id.length,
                "lesson reads at grade \(format(analysis.grade)); the \(CopyPolicy.gradeName(lesson.grade)) ceiling is \(format(ceiling))",
                notes: notes)]
        }
    }

    /// One decimal, as reading levels are quoted.
    static func format(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(abs(tenths % 10))"
    }
}
