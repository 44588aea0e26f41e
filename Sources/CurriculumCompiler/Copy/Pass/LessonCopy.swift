/// One lesson's copy, or one part of it: its title (in the first part) and its items.
struct LessonCopy {
    let lesson: Lesson
    let title: AnalyzedCopy?
    let items: [ItemCopy]
    /// Which part of the lesson this is. A lesson of many items is read in parts, so that its
    /// items are read on every core and only one part's tokens are held at a time.
    let part: LessonPart

    init(_ lesson: Lesson, table: WordTable, lexicon: Lexicon) {
        self.init(LessonPart(lesson: lesson, items: lesson.items.indices, index: 0, count: 1), table: table, lexicon: lexicon)
    }

    init(_ part: LessonPart, table: WordTable, lexicon: Lexicon) {
        let lesson = part.lesson
        self.lesson = lesson
        self.part = part
        title = part.index > 0 || lesson.title.value == lesson.id.value || CopyPlaceholder.marks(lesson.title.value)
            ? nil : AnalyzedCopy(CopyString(lesson.title, field: .lessonTitle), table: table)
        items = lesson.items[part.items].map { ItemCopy($0, table: table, lexicon: lexicon) }
    }

    /// True when this is the whole lesson; a rule that judges a lesson as a whole hands the pass
    /// a `LessonPiece` for each part instead of deciding.
    var isWhole: Bool { part.count == 1 }

    /// Calls `body` with every piece of copy in the lesson, the title first.
    func forEachCopy(_ body: (AnalyzedCopy) -> Void) {
        if let title { body(title) }
        for item in items {
            for copy in item.strings { body(copy) }
        }
    }
}
