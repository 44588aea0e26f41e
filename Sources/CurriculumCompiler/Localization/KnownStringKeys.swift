/// Whether a key names a string of the curriculum, asked of every translation unit by
/// L10N-UNKNOWN-KEY on every compile. The same answer as looking the key up in `SourceStrings`,
/// without listing the curriculum's strings: a key of a lesson (`<lesson>/<item>.prompt`,
/// `<lesson>.title`) is looked for among that lesson's strings alone, which a compile session
/// keeps while the lesson is unchanged; any other among the strings that are no lesson's.
struct KnownStringKeys {
    private let catalog: Catalog
    private let limits: CopyLimits
    private let lessons: [Substring: Lesson]
    private let others: Set<String>
    /// Each lesson's keys, once asked for: units come grouped by key, so by lesson.
    private var lessonKeys: [String: Set<String>] = [:]
    private var lastLesson: (id: String, keys: Set<String>)?

    init(_ catalog: Catalog) {
        self.catalog = catalog
        limits = CopyPolicy.limits(catalog)
        let grades = Set(SourceStrings.grades(catalog))
        var lessons: [Substring: Lesson] = [:]
        for lesson in catalog.lessons where grades.contains(lesson.grade) { lessons[Substring(lesson.id.value)] = lessons[Substring(lesson.id.value)] ?? lesson }
        self.lessons = lessons
        others = Set(SourceStrings(catalog, lessons: false).strings.map(\.key))
    }

    mutating func contains(_ key: String) -> Bool {
        // Units come sorted by key, so most share the lesson of the one before.
        if let last = lastLesson, key.count > last.id.count, key.hasPrefix(last.id),
            let next = key.utf8.dropFirst(last.id.utf8.count).first, next == UInt8(ascii: "/") || next == UInt8(ascii: ".")
        {
            if last.keys.contains(key) { return true }
        }
        if others.contains(key) { return true }
        guard let part = FindingOwners.lessonPart(ofKey: key), let lesson = lessons[part] else { return false }
        let id = lesson.id.value
        let keys = lessonKeys[id] ?? SourceStrings.strings(of: lesson, in: catalog, limits: limits).keys
        lessonKeys[id] = keys
        lastLesson = (id, keys)
        return keys.contains(key)
    }
}
