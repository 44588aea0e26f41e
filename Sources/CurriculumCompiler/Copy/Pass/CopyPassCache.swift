import CurriculumSyntax

/// The COPY pass of the catalog being checked, and the lessons it read, kept for the next
/// catalog of the same compile session. A catalog made without a session gets its own, so
/// nothing is shared between unrelated catalogs and nothing outlives its owner.
final class CopyPassCache: Sendable {
    /// The pass of the last catalog asked about, with what it was made for.
    private let last = Locked<(key: Key, job: CopyPass.Job)?>(nil)
    /// Readings to start from: those of the catalog a restricted one was cut from.
    private let seed: CopyPass.Job?

    init() { seed = nil }

    /// A cache for a catalog cut from `whole`'s (`Catalog.restricted`): its first pass reuses the
    /// readings `whole`'s last pass kept of the lessons they share, so the lesson rules of an
    /// edit do not read the edited lesson a second time.
    init(startingFrom whole: CopyPassCache) {
        seed = whole.last.withLock { $0?.job }
    }

    func job(for catalog: Catalog) -> CopyPass.Job {
        last.withLock { last in
            if let hit = last, hit.key.matches(catalog) { return hit.job }
            // Readings of unchanged lessons carry over while the word lists and limits are the same.
            let reusing = last.map { $0.key.sameContext(catalog) ? $0.job.kept : [:] } ?? seed?.kept ?? [:]
            let context = last.flatMap { $0.key.sameContext(catalog) ? $0.key.context : nil } ?? Key.Context(catalog)
            let job = CopyPass.Job(catalog, reusing: reusing)
            last = (Key(catalog, context: context), job)
            return job
        }
    }

    private struct Key {
        struct WeakLesson { weak var lesson: Lesson? }
        /// What every lesson's reading depends on besides the lesson.
        struct Context: Equatable {
            let wordLists: [WordList.Purpose: [String]]
            let limits: [String]
            let pictures: [String: String]

            init(_ catalog: Catalog) {
                wordLists = catalog.wordLists.mapValues(\.words)
                let l = CopyPolicy.limits(catalog)
                let grades = Grade.allCases.map { "\($0.rawValue):\(l.wordsPerSentence[$0] ?? -1):\(l.readingLevel[$0] ?? -1)" }
                limits = grades + ["\(l.promptWords)", "\(l.wordProblemWords)"]
                pictures = CopyResources.pictureTexts(catalog)
            }
        }
        let lessons: [WeakLesson]
        let context: Context
        /// The compile session's memo the catalog had: while it is the same, so is the context.
        weak var memo: LessonMemo?

        init(_ catalog: Catalog, context: Context) {
            lessons = catalog.lessons.map { WeakLesson(lesson: $0) }
            self.context = context
            memo = catalog.lessonMemo
        }

        func matches(_ catalog: Catalog) -> Bool {
            guard lessons.count == catalog.lessons.count else { return false }
            for (weak, lesson) in zip(lessons, catalog.lessons) where weak.lesson !== lesson { return false }
            return sameContext(catalog)
        }

        func sameContext(_ catalog: Catalog) -> Bool {
            if let memo, memo === catalog.lessonMemo { return true }
            return context == Context(catalog)
        }
    }
}
