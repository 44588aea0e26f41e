/// Which translation units' keys name no string of the curriculum, asked by L10N-UNKNOWN-KEY
/// on every compile. The same answer as looking each key up in `SourceStrings`, without listing
/// the curriculum's strings or reading every key on each compile: a key of a lesson
/// (`<lesson>/<item>.prompt`, `<lesson>.title`) is looked for among that lesson's strings
/// alone, any other among the strings that are no lesson's. A compile session keeps the units
/// grouped by lesson while the translation files are unchanged, and each lesson's unknown units
/// while the lesson is, so an edit of one lesson looks up that lesson's keys again.
enum KnownStringKeys {
    /// The units whose keys name no string, in file order.
    static func unknownUnits(in catalog: Catalog) -> [Position] {
        let units = TranslationUnitsByLesson.of(catalog)
        let otherKeys = catalog.remembered(otherKeysSlot) { Set(SourceStrings(catalog, lessons: false).strings.map(\.key)) }
        func knows(_ position: Position, lessonKeys: Set<String>) -> Bool {
            let key = catalog.translations.files[position.file].units[position.unit].key.value
            return otherKeys.contains(key) || lessonKeys.contains(key)
        }
        let grades = Set(SourceStrings.grades(catalog))
        var lessons: [String: Lesson] = [:]
        for lesson in catalog.lessons where grades.contains(lesson.grade) && lessons[lesson.id.value] == nil {
            lessons[lesson.id.value] = lesson
        }
        var unknown: [Position] = []
        for (id, positions) in units.byLesson {
            if let lesson = lessons[id] {
                unknown += catalog.remembered(lessonSlot, of: lesson) {
                    let keys = SourceStrings.strings(of: lesson, in: catalog, limits: CopyPolicy.limits(catalog)).keys
                    return positions.filter { !knows($0, lessonKeys: keys) }
                }
            } else {
                unknown += positions.filter { !knows($0, lessonKeys: []) }
            }
        }
        unknown += units.ofNoLesson.filter { !knows($0, lessonKeys: []) }
        return unknown.sorted()
    }

    typealias Position = TranslationUnitsByLesson.Position

    /// The keys of the strings that are no lesson's.
    private static let otherKeysSlot = LessonMemo.Slot<Set<String>>(name: "keys of no lesson's strings")
    /// A lesson's units (by `TranslationUnitsByLesson`) that name none of its strings.
    private static let lessonSlot = LessonMemo.Slot<[Position]>(name: "L10N-UNKNOWN-KEY unknown units")
}
