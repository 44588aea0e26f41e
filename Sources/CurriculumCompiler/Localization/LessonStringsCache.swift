import CurriculumSyntax

/// Each lesson's source strings (`SourceStrings`), kept by a compile session from one compile
/// to the next: an edit of one lesson lists that lesson's strings again, not the curriculum's.
/// A lesson is known by its object, which a session keeps while the lesson's file is unchanged;
/// the session starts a new cache when a file that is not a lesson changes, since the strings
/// also carry their skill's standards and their grade's reader and limits.
final class LessonStringsCache: Sendable {
    private struct Entry {
        weak var lesson: Lesson?
        var strings: [SourceString]
    }

    private let entries = Locked<[ObjectIdentifier: Entry]>([:])

    init() {}

    /// The strings of `lesson`, made by `make` the first time it is asked for.
    func strings(of lesson: Lesson, make: () -> [SourceString]) -> [SourceString] {
        let id = ObjectIdentifier(lesson)
        if let known = entries.withLock({ $0[id] }), known.lesson === lesson { return known.strings }
        let made = make()
        entries.withLock { entries in
            // A lesson whose file changed is gone with the compile that had it: let its strings go too.
            entries = entries.filter { $0.value.lesson != nil }
            entries[id] = Entry(lesson: lesson, strings: made)
        }
        return made
    }
}
