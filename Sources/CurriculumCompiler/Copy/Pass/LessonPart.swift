/// A run of a lesson's items that the pass reads as one unit.
struct LessonPart {
    /// Lessons longer than this are read in parts of this many items.
    static let maxItems = 256

    let lesson: Lesson
    let items: Range<Int>
    let index: Int
    let count: Int

    /// The lessons cut into parts, in lesson and item order.
    static func parts(of lessons: [Lesson], maxItems: Int = LessonPart.maxItems) -> [LessonPart] {
        var parts: [LessonPart] = []
        parts.reserveCapacity(lessons.count)
        let size = max(1, maxItems)
        for lesson in lessons {
            let n = lesson.items.count
            let count = n <= size ? 1 : (n - 1) / size + 1
            for index in 0..<count {
                parts.append(LessonPart(lesson: lesson, items: index * n / count..<(index + 1) * n / count, index: index, count: count))
            }
        }
        return parts
    }
}
