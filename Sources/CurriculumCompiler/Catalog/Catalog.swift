import CurriculumSyntax

/// The whole curriculum, linked: every entity by id and in teaching order. Rules run over this
/// and never reread files, so checking is linear in the catalog's size.
package struct Catalog: Sendable {
    package var manifest: Manifest? { didSet { lessonMemo = nil } }
    package var standardSets: [StandardSet] = [] { didSet { lessonMemo = nil } }
    package var standards: [String: Standard] = [:] { didSet { lessonMemo = nil } }
    /// Units by grade, then order.
    package var units: [Unit] = [] { didSet { lessonMemo = nil } }
    package var unitsByID: [String: Unit] = [:] { didSet { lessonMemo = nil } }
    package var skills: [String: Skill] = [:] { didSet { lessonMemo = nil } }
    /// Skill ids in teaching order across both grades.
    package var skillSequence: [String] = []
    /// A skill's position in `skillSequence`.
    package var sequenceIndex: [String: Int] = [:]
    /// Lessons in teaching order (unit, skill, lesson order; mastery checks close their unit).
    package var lessons: [Lesson] = []
    package var lessonsBySkill: [String: [Lesson]] = [:]
    package var masteryChecks: [String: [Lesson]] = [:]
    package var analytics: AnalyticsDictionary? { didSet { lessonMemo = nil } }
    package var badges: BadgeCatalog? { didSet { lessonMemo = nil } }
    package var wordLists: [WordList.Purpose: WordList] = [:] { didSet { lessonMemo = nil } }
    /// Fluency fact sets as authored; `FactSetExpansion.expand(_:)` makes their facts.
    package var factSets: [FactSet] = [] { didSet { lessonMemo = nil } }
    /// The translation files, one per locale (docs/localization.md).
    package var translations = Translations() { didSet { lessonMemo = nil } }
    /// The review files' approvals (`reviews/`, docs/reviews.md).
    package var reviews = Reviews() { didSet { lessonMemo = nil } }
    /// curriculum/assets/catalog.yaml: the pictures and recordings items name.
    package var assets: AssetCatalog? { didSet { lessonMemo = nil } }
    /// What each asset file with a catalog entry holds, by asset id, read when the curriculum
    /// is compiled from a folder (`AssetProbe`); rules read this, never the files.
    package var assetFiles: [String: AssetFileInfo] = [:] { didSet { lessonMemo = nil } }
    /// Every item's solution, filled in after linking (see SolutionTable).
    package var solutions = SolutionTable()
    /// Ids written more than once: the later definition, and where the first one is.
    package var duplicates: [(id: Located<String>, first: SourceLocation)] = []
    /// What the catalog knows it holds incomplete or broken, and why; rules that judge a whole
    /// ask it before they report (see `Damage`).
    package var damage = Damage()
    /// Every file that was read, by kind, for the coverage report and bundle counts.
    package var filesByKind: [String: [String]] = [:]
    /// The COPY rules' shared reading of this catalog. A compile session hands each catalog it
    /// links the same cache, so lessons an edit did not touch are not read again.
    var copyPassCache = CopyPassCache()
    /// L10N-NUMBER-LOST's readings of translations, handed on by a compile session likewise.
    var numberCheckMemo = NumberCheckMemo()
    /// In a catalog restricted to some lessons, the ids of the others: their strings' findings
    /// are theirs (FindingOwners), so the L10N rules need not list their translations.
    var lessonsLeftOut: Set<String> = []
    /// In a catalog restricted to some lessons, whether rules may leave out findings that are no
    /// lesson's: the L10N rules then read only those lessons' translation units.
    var leavesOutUnowned = false
    /// What rules work out per lesson, kept by a compile session between compiles; nil outside one.
    /// It holds for the catalog as the session linked it: changing anything that is not a lesson
    /// (each such property drops it when set) makes another catalog, which works its values out
    /// afresh. Lessons may be left out (`restricted`): a value depends on its own lesson alone.
    var lessonMemo: LessonMemo?
    /// The L10N rules' shared list of source strings, made once per catalog by the first rule that asks.
    var sourceStringsOnce = Locked<SourceStrings?>(nil)
    /// The L10N rules' shared list of translation units, made once per catalog likewise.
    var l10nUnitsOnce = Locked<L10nUnits?>(nil)

    package init() {}

    package var items: some Sequence<(lesson: Lesson, item: Item)> {
        lessons.lazy.flatMap { lesson in lesson.items.lazy.map { (lesson, $0) } }
    }

    /// A standard code with headings expanded to their lettered parts.
    package func expand(_ code: String) -> [String] {
        guard let s = standards[code], s.isHeading else { return [code] }
        return s.parts
    }

    /// The standards an item is written for: its own, else its skill's, headings expanded.
    package func standards(of item: Item, in lesson: Lesson) -> [String] {
        var codes = item.standards.map(\.value)
        if codes.isEmpty, let skillID = item.skill?.value ?? lesson.skill?.value, let skill = skills[skillID] {
            codes = skill.standards.map(\.value)
        }
        return codes.flatMap(expand)
    }

    /// The skill an item assesses: its own (mastery checks) or its lesson's.
    package func skillID(of item: Item, in lesson: Lesson) -> String? {
        item.skill?.value ?? lesson.skill?.value
    }
}
