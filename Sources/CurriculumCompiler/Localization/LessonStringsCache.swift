import CurriculumSyntax

/// Each lesson's source strings (`SourceStrings`), kept by a compile session from one compile
/// to the next: an edit of one lesson lists that lesson's strings again, not the curriculum's.
/// A lesson is known by its object, which a session keeps while the lesson's file is unchanged;
/// the session starts a new cache when a file that is not a lesson changes, since the strings
/// also carry their skill's standards and their grade's reader and limits.
final class LessonStringsCache: Sendable {
    struct Strings: Sendable {
        var strings: [SourceString]
        /// The keys of the strings with text: those `SourceStrings` lists.
        var keys: Set<String>

        init(_ strings: [SourceString]) {
            self.strings = strings
            keys = Set(strings.lazy.filter { !$0.text.isEmpty }.map(\.key))
        }
    }

    private struct Entry {
        weak var lesson: Lesson?
        var strings: Strings
    }

    private let entries = Locked<[ObjectIdentifier: Entry]>([:])

    init() {}

    /// The strings of `lesson`, made by `make` the first time they are asked for.
    func strings(of lesson: Lesson, make: () -> [SourceString]) -> Strings {
        let id = ObjectIdentifier(lesson)
        if let known = entries.withLock({ $0[id] }), known.lesson === lesson { return known.strings }
        let made = Strings(make())
        entries.withLock { entries in
            // A lesson whose file changed is gone with the compile that had it: let its strings go too.
            entries = entries.filter { $0.value.lesson != nil }
            entries[id] = Entry(lesson: lesson, strings: made)
        }
        return made
    }
}
