/// The translation files' units grouped by the lesson their key names (`FindingOwners`), so a
/// check of a few lessons' translations reads those lessons' units, not every file's. Depends
/// on the translation files alone: a compile session keeps it while they are unchanged.
struct TranslationUnitsByLesson: Sendable {
    /// A unit, by its file's and its own position in `catalog.translations.files`.
    struct Position: Comparable, Sendable {
        var file: Int
        var unit: Int
        static func < (a: Self, b: Self) -> Bool { (a.file, a.unit) < (b.file, b.unit) }
    }

    /// Units by the lesson id their key names; whether it is a lesson is for the reader to say.
    private(set) var byLesson: [String: [Position]] = [:]
    /// Units whose key names no lesson at all.
    private(set) var ofNoLesson: [Position] = []

    private init(_ catalog: Catalog) {
        for (f, file) in catalog.translations.files.enumerated() {
            for (u, unit) in file.units.enumerated() {
                let position = Position(file: f, unit: u)
                if let lesson = FindingOwners.lesson(ofKey: unit.key.value) {
                    byLesson[lesson, default: []].append(position)
                } else {
                    ofNoLesson.append(position)
                }
            }
        }
    }

    private static let slot = LessonMemo.Slot<TranslationUnitsByLesson>(name: "translation units by lesson")

    /// The grouping of `catalog`'s translation files, kept by its compile session.
    static func of(_ catalog: Catalog) -> TranslationUnitsByLesson {
        catalog.remembered(slot) { TranslationUnitsByLesson(catalog) }
    }

    /// The units of the lessons `ids`, in file order.
    func units(of ids: some Sequence<String>) -> [Position] {
        var kept: [Position] = []
        for id in Set(ids) { kept += byLesson[id] ?? [] }
        return kept.sorted()
    }

    /// The units of every lesson but those in `leftOut`, and those of no lesson, in file order.
    func units(leavingOut leftOut: Set<String>) -> [Position] {
        var kept = ofNoLesson
        for (lesson, positions) in byLesson where !leftOut.contains(lesson) { kept += positions }
        return kept.sorted()
    }
}
