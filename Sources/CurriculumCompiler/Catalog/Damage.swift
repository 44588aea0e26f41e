import CurriculumSyntax

/// What the catalog knows it holds incomplete or broken, and which finding says so.
///
/// Linking drops what it cannot keep (the second definition of an id), a lesson whose skill is
/// misspelt sits outside its skill, and a file that failed to parse or failed its schema brings
/// less, or less trustworthy, content than its author wrote. A rule that judges a whole — a
/// lesson's items, a skill's lessons, a unit's mastery check, a grade's totals, a standard's
/// coverage, whether an id is defined — asks here first; when its input is known to be broken
/// it marks its finding as following from the finding that reports the breakage
/// (`Diagnostic.following(_:)`), and `Cascade` folds it into that finding's notes. A finding
/// about the very text that is broken is caught without asking: it points where the cause does.
package struct Damage: Sendable {
    /// Lesson id → why its items or fields are incomplete or untrustworthy.
    var lessonContent: [String: Diagnostic.Cause] = [:]
    /// Skill id → why a lesson written for it is missing from `Catalog.lessonsBySkill`.
    var skillLessons: [String: Diagnostic.Cause] = [:]
    /// Unit id → why a mastery check written for it is missing from `Catalog.masteryChecks`.
    var unitMasteryChecks: [String: Diagnostic.Cause] = [:]
    /// Grade → why a lesson or item of it is missing from the catalog.
    var gradeContent: [Grade: Diagnostic.Cause] = [:]
    /// Standard code → why content written for it is missing or broken.
    var standardCoverage: [String: Diagnostic.Cause] = [:]
    /// Standard code, as written → why its entry in a standards matrix is broken.
    var standardEntries: [String: Diagnostic.Cause] = [:]
    /// Id or code, as written → why its definition is missing (dropped as a duplicate, or in a
    /// file or entry that failed) or broken.
    var definitions: [String: Diagnostic.Cause] = [:]

    package init() {}

    package var isEmpty: Bool {
        lessonContent.isEmpty && skillLessons.isEmpty && unitMasteryChecks.isEmpty && gradeContent.isEmpty
            && standardCoverage.isEmpty && standardEntries.isEmpty && definitions.isEmpty
    }

    // MARK: Questions rules ask

    /// Why the lesson's own items or fields cannot be judged as a whole, if they cannot.
    package func lesson(_ id: String) -> Diagnostic.Cause? { lessonContent[id] }

    /// Why the lessons the catalog lists for a skill are not all its author wrote, if they are not.
    package func lessons(ofSkill id: String) -> Diagnostic.Cause? { skillLessons[id] }

    /// Why a mastery check written for the unit is missing, if one is.
    package func masteryChecks(ofUnit id: String) -> Diagnostic.Cause? { unitMasteryChecks[id] }

    /// Why the grade's lessons and items are not all in the catalog, if they are not.
    package func grade(_ grade: Grade) -> Diagnostic.Cause? { gradeContent[grade] }

    /// Why the standards matrix entry written `code` is broken, if it is.
    package func standardEntry(_ code: String) -> Diagnostic.Cause? { standardEntries[code] }

    /// Why content that may teach `code` is missing or broken: its own entry, or the skills,
    /// lessons and items written for it.
    package func coverage(of code: String) -> Diagnostic.Cause? {
        standardCoverage[code] ?? standardEntries[code]
    }

    /// Why an id nothing defines may be defined after all, by a definition that was dropped or
    /// that failed: the same id, the same id up to case and punctuation (`NY-K.OA6` for
    /// `NY-K.OA.6`), or a broken definition that is the one nearest to it of all (`defined` and
    /// broken alike).
    package func definition(of id: String, defined: some Sequence<String>) -> Diagnostic.Cause? {
        guard !definitions.isEmpty else { return nil }
        if let cause = definitions[id] { return cause }
        let key = Self.letters(id)
        if let match = definitions.keys.sorted().first(where: { Self.letters($0) == key }) { return definitions[match] }
        if let near = EditDistance.closest(to: id, in: Array(defined) + definitions.keys.sorted()) { return definitions[near] }
        return nil
    }

    /// Why the string a translation key names may be missing: the lesson, unit, skill, badge or
    /// standard it belongs to failed or was dropped, or a file of its grade did not load. A
    /// translation of a lesson that does not parse names nothing until it parses again.
    package func owner(ofTranslationKey key: String) -> Diagnostic.Cause? {
        guard !isEmpty else { return nil }
        let base = key.split(separator: "/", maxSplits: 1).first.map(String.init) ?? key
        var parts = base.split(separator: ".").map(String.init)
        while !parts.isEmpty {
            let id = parts.joined(separator: ".")
            if let cause = lessonContent[id] ?? definitions[id] ?? standardEntries[id] ?? standardCoverage[id] ?? skillLessons[id] ?? unitMasteryChecks[id] {
                return cause
            }
            // A code broken in its matrix is recorded as written (`NY-K.OA6`), its strings keyed as meant.
            let letters = Self.letters(id)
            if let written = (standardEntries.keys.sorted() + definitions.keys.sorted()).first(where: { Self.letters($0) == letters }) {
                return standardEntries[written] ?? definitions[written]
            }
            parts.removeLast()
        }
        return Grade(idPrefixOf: key).flatMap { gradeContent[$0] }
    }

    /// Letters and digits only, lower-cased: what a near-miss id keeps of the one meant.
    static func letters(_ id: String) -> String {
        String(String.UnicodeScalarView(id.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }))
    }

    // MARK: Recording (the Linker)

    /// Records `cause` for `key` unless an earlier cause is recorded: the first breakage is the
    /// one to fix first.
    mutating func record<Key: Hashable>(_ map: WritableKeyPath<Damage, [Key: Diagnostic.Cause]>, _ key: Key?, _ cause: Diagnostic.Cause) {
        guard let key, self[keyPath: map][key] == nil else { return }
        self[keyPath: map][key] = cause
    }
}

/// What a file with an error was meant to add to the catalog, read as far as it can be: the
/// decoder reports it, the Linker turns it into `Damage` once every id is known.
struct BrokenInput: Sendable {
    enum Part: Sendable {
        /// A lesson file with an error. `decoded` when the lesson still made it into the catalog.
        case lesson(LessonSketch)
        /// A unit that could not be decoded: the skills it defines, with their standards, are lost.
        case unit(id: String?, skills: [(id: String, standards: [String])])
        /// A skill entry of a unit, with an error inside it.
        case skill(id: String, standards: [String])
        /// A standards matrix entry, with an error inside it.
        case standard(code: String)
    }

    struct LessonSketch: Sendable {
        var id: String?
        var skill: String?
        var unit: String?
        var masteryCheck: Bool
        var decoded: Bool
        var itemStandards: [String] = []
    }

    var part: Part
    var cause: Diagnostic.Cause
}
