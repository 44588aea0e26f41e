import CurriculumSyntax

/// What rules work out from one lesson, or from the files that are not lessons, kept by a
/// compile session from one compile to the next (docs/design.md#incremental-checking): an edit
/// of one lesson works out that lesson's values again, not the curriculum's.
///
/// A lesson is known by its object, which a session keeps while the lesson's file is unchanged.
/// The session starts a new memo whenever a file that is not a lesson changes, so a value may
/// depend on its lesson and on everything that is not a lesson (standards, units, word lists,
/// translations), never on another lesson.
final class LessonMemo: Sendable {
    /// A kind of value kept: its name keeps two rules' values apart.
    struct Slot<Value: Sendable>: Sendable {
        let name: String
    }

    private struct Entry: Sendable {
        weak var lesson: Lesson?
        var values: [String: any Sendable]
    }

    private struct Store: Sendable {
        var lessons: [ObjectIdentifier: Entry] = [:]
        var shared: [String: any Sendable] = [:]
        /// When to drop the entries of lessons gone: each time the entries double, so a first
        /// compile of many lessons does not sweep them once per lesson.
        var sweepAt = 64
    }

    private let store = Locked(Store())

    init() {}

    /// `slot`'s value for `lesson`, made by `make` the first time it is asked for. Rules run side
    /// by side: two may make the same value at once, and either is kept.
    func value<Value>(_ slot: Slot<Value>, of lesson: Lesson, make: () -> Value) -> Value {
        let id = ObjectIdentifier(lesson)
        if let known = store.withLock({ $0.lessons[id] }), known.lesson === lesson, let value = known.values[slot.name] as? Value {
            return value
        }
        let made = make()
        store.withLock { store in
            var entry = store.lessons[id].flatMap { $0.lesson === lesson ? $0 : nil } ?? Entry(lesson: lesson, values: [:])
            entry.values[slot.name] = made
            store.lessons[id] = entry
            if store.lessons.count >= store.sweepAt {
                // A lesson whose file changed is gone with the compile that had it: let its values go too.
                store.lessons = store.lessons.filter { $0.value.lesson != nil }
                store.sweepAt = max(64, store.lessons.count * 2)
            }
        }
        return made
    }

    /// `slot`'s value, which depends on no lesson, made by `make` the first time it is asked for.
    func value<Value>(_ slot: Slot<Value>, make: () -> Value) -> Value {
        if let known = store.withLock({ $0.shared[slot.name] }) as? Value { return known }
        let made = make()
        store.withLock { $0.shared[slot.name] = made }
        return made
    }
}

extension Catalog {
    /// `slot`'s value for `lesson`, from the compile session's memo when there is one.
    func remembered<Value>(_ slot: LessonMemo.Slot<Value>, of lesson: Lesson, make: () -> Value) -> Value {
        lessonMemo?.value(slot, of: lesson, make: make) ?? make()
    }

    /// `slot`'s value, which depends on no lesson, from the compile session's memo when there is one.
    func remembered<Value>(_ slot: LessonMemo.Slot<Value>, make: () -> Value) -> Value {
        lessonMemo?.value(slot, make: make) ?? make()
    }
}
