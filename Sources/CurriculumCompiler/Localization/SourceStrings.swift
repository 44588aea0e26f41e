import CurriculumSyntax
import CurriculumModel

/// Every user-facing string of the catalog, under the `StringKey` a bundle's String Catalog files
/// it under, with the English text, where it was written and what a translator needs to know
/// (docs/localization.md). The same strings and the same keys as `BundleBuilder` gathers for the
/// bundles: lesson titles, unit titles and remediation, skill names and remediation, badge names
/// and levels, standard descriptions, and each item's prompt, worded options, hints, feedback and
/// picture description. Empty strings are left out and a key written twice keeps its first text.
package struct SourceStrings: Sendable {
    /// In the order a bundle gathers them: per grade standards, units, skills, lessons, badges.
    package private(set) var strings: [SourceString] = []
    private var index: [String: Int] = [:]

    /// The catalog's strings; without `lessons`, only those that are no lesson's (standards,
    /// units, skills, badges); without `others`, only the lessons'.
    package init(_ catalog: Catalog, lessons: Bool = true, others: Bool = true) {
        let limits = CopyPolicy.limits(catalog)
        withLessons = lessons
        withOthers = others
        for grade in Self.grades(catalog) { add(grade: grade, of: catalog, limits: limits) }
    }

    /// The grades whose strings the catalog has: the manifest's, in its order.
    static func grades(_ catalog: Catalog) -> [Grade] {
        var grades: [Grade] = []
        for grade in catalog.manifest?.grades ?? Grade.allCases where !grades.contains(grade) { grades.append(grade) }
        return grades
    }

    private var withLessons = true
    private var withOthers = true

    package subscript(key: String) -> SourceString? { index[key].map { strings[$0] } }
    /// Where the string of `key` is in `strings`.
    func position(ofKey key: String) -> Int? { index[key] }
    package var keys: some Collection<String> { index.keys }
    package var count: Int { strings.count }

    /// The grade whose strings are being added: each string belongs to one grade's bundle.
    private var grade: Grade?

    private mutating func add(_ string: SourceString) {
        guard !string.text.isEmpty, index[string.key] == nil else { return }
        var string = string
        string.grade = grade
        index[string.key] = strings.count
        strings.append(string)
    }

    private mutating func add(grade: Grade, of catalog: Catalog, limits: CopyLimits) {
        self.grade = grade
        let child = SourceString.Reader.child(grade)
        for set in catalog.standardSets where withOthers {
            for s in set.standards where s.grade == grade && catalog.standards[s.code]?.location == s.location {
                add(SourceString(
                    key: StringKey.standardDescription(s.code), field: .standardDescription, text: s.description, at: s.location,
                    comment: "Description of a standard, shown to parents and teachers.", reader: .grownUp, standards: [s.code]))
            }
        }
        let units = withOthers ? catalog.units.filter { $0.grade == grade } : []
        for u in units {
            add(SourceString(
                key: StringKey.unitTitle(u.id.value), field: .unitTitle, text: u.title, at: u.id.location,
                comment: "Title of a unit.", reader: child, uiLimit: .unitTitle))
            if let r = u.remediation {
                add(SourceString(
                    key: StringKey.unitRemediation(u.id.value), field: .unitRemediation, text: r.note, at: r.location,
                    comment: "Advice for a grown-up when the unit is hard.", reader: .grownUp))
            }
        }
        for s in units.flatMap(\.skills) {
            add(SourceString(
                key: StringKey.skillName(s.id.value), field: .skillName, text: s.name, at: s.id.location,
                comment: "Name of a skill, shown on progress screens.", reader: child, uiLimit: .skillName,
                standards: s.standards.map(\.value)))
            if let r = s.remediation {
                add(SourceString(
                    key: StringKey.skillRemediation(s.id.value), field: .skillRemediation, text: r.note, at: r.location,
                    comment: "Advice for a grown-up when the skill is hard.", reader: .grownUp))
            }
        }
        for lesson in catalog.lessons where withLessons && lesson.grade == grade {
            for string in Self.strings(of: lesson, in: catalog, limits: limits).strings { add(string) }
        }
        for b in catalog.badges?.badges ?? [] where withOthers && catalog.skills[b.skill.value]?.grade == grade {
            add(SourceString(
                key: StringKey.badgeName(b.id.value), field: .badgeName, text: b.name.value, at: b.name.location,
                length: b.name.length, comment: "Name of a badge, earned by mastering every lesson of a skill.", reader: child,
                uiLimit: .badgeName))
            for (i, level) in b.levels.enumerated() {
                add(SourceString(
                    key: StringKey.badgeLevel(b.id.value, i + 1), field: .badgeLevel, text: level.name, at: b.location,
                    comment: "Name of level \(i + 1) of a badge, reached after \(level.mastered) mastered lessons.", reader: child))
            }
        }
    }

    /// One lesson's strings, and the keys of those with text: those `SourceStrings` lists.
    struct LessonStrings: Sendable {
        var strings: [SourceString]
        var keys: Set<String>

        init(_ strings: [SourceString]) {
            self.strings = strings
            keys = Set(strings.lazy.filter { !$0.text.isEmpty }.map(\.key))
        }
    }

    private static let lessonStrings = LessonMemo.Slot<LessonStrings>(name: "source strings")

    /// A lesson's strings, from the compile session's memo when it has them.
    static func strings(of lesson: Lesson, in catalog: Catalog, limits: CopyLimits) -> LessonStrings {
        catalog.remembered(lessonStrings, of: lesson) {
            LessonStrings(Self.strings(
                of: lesson, catalog: catalog, reader: .child(lesson.grade),
                words: limits.wordsPerSentence[lesson.grade] ?? CopyLimits().wordsPerSentence[lesson.grade]))
        }
    }

    /// A lesson's strings: a function of the lesson and of what is not a lesson (its skill's
    /// standards, its grade's reader and limits), so a compile session keeps them while both stay.
    private static func strings(of lesson: Lesson, catalog: Catalog, reader: SourceString.Reader, words: Int?) -> [SourceString] {
        var out: [SourceString] = []
        out.append(SourceString(
            key: StringKey.lessonTitle(lesson.id.value), field: .lessonTitle, text: lesson.title.value, at: lesson.title.location,
            length: lesson.title.length, comment: "Title of a lesson.", reader: reader, uiLimit: .lessonTitle))
        let templates = Dictionary(lesson.templates.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        for listed in lesson.items {
            // A template's variants are translated once, as the template's own text with its
            // placeholders (TemplateStrings), under the template's keys; only the strings its
            // variants have, so an option that is a number in every variant is not asked for.
            var item = listed, only: Set<TemplateStrings.Field>?
            if let variant = listed.variant {
                guard variant.index == 1, let template = templates[variant.templateID] else { continue }
                item = template.authored(lessonID: lesson.id.value)
                only = Set(TemplateStrings.strings(of: listed).map(\.0))
            }
            let full = item.fullID, type = item.type.value
            var standards: [String] = []
            for code in catalog.standards(of: item, in: lesson) where !standards.contains(code) { standards.append(code) }
            func add(_ key: String, _ field: SourceString.Field, _ copy: Copy?, _ comment: String, option: Int? = nil, isAnswer: Bool = false) {
                guard let copy else { return }
                if let only, !only.contains(where: { $0.key(full) == key }) { return }
                let comment = only == nil ? comment : comment + Self.templateNote
                out.append(SourceString(
                    key: key, field: field, text: copy.value, at: copy.location, length: copy.length, comment: comment,
                    reader: reader, wordsPerSentence: field.isReading ? words : nil, itemID: full, itemType: type,
                    standards: standards, option: option, isAnswer: isAnswer))
            }
            add(StringKey.prompt(full), .prompt, item.prompt, "Prompt of a \(type) item: what the child reads and hears.")
            let answer = item.answer?.scalar?.text
            for (n, node) in (item.options?.value ?? []).enumerated() {
                // As the bundle: numbers, times and symbols read the same in every language; words are translated.
                guard case .string(let text) = CurriculumModel.JSONValue(node), text.contains(where: \.isLetter) else { continue }
                add(StringKey.option(full, n + 1), .option, Located(text, at: SourceLocation(path: item.path, line: Int(node.mark.line), column: Int(node.mark.column)), length: node.span),
                    "An answer choice of a \(type) item; translate it as the item's answer is translated.", option: n + 1,
                    isAnswer: answer == text)
            }
            for (n, hint) in item.hints.enumerated() {
                add(StringKey.hint(full, n + 1), .hint, hint, "Hint \(n + 1) of a \(type) item: helps without giving the answer away.")
            }
            add(StringKey.feedbackCorrect(full), .feedbackCorrect, item.feedbackCorrect, "Feedback after a right answer to a \(type) item.")
            add(StringKey.feedbackIncorrect(full), .feedbackIncorrect, item.feedbackIncorrect,
                "Feedback after a wrong answer to a \(type) item: encouraging and specific.")
            add(StringKey.alt(full), .alt, item.image?.alt,
                "Text alternative of the picture in a \(type) item, read by VoiceOver; must not give the answer away.")
            // As the bundle: each label with words in it once, keyed by its text (`ItemLabels`).
            for field in ItemLabels.fieldsByType[type] ?? [] {
                for (text, node) in item.labelStrings(in: [field]) where !text.isEmpty && ItemLabels.isTranslated(text) {
                    add(StringKey.label(full, text), .label,
                        Located(text, at: SourceLocation(path: item.path, line: Int(node.mark.line), column: Int(node.mark.column)), length: node.span),
                        StringTable.labelComment(itemType: type))
                }
            }
        }
        return out
    }
}

extension SourceStrings {
    /// What a translator of a template's text is told besides the string's own note.
    static let templateNote = " The text of an item template: keep each {…} placeholder as written; it is filled in for every variant, in Spanish too ({a|words} says the number in words, {manzana|plural a} makes the noun agree with a)."
}

/// One user-facing string: its key, English text and location, and the translator's context.
package struct SourceString: Sendable {
    /// The kinds of keyed strings bundles and the app share.
    package typealias Field = BundleString.Kind

    /// Who reads the string.
    package enum Reader: Sendable, Equatable {
        /// A child of the grade, who hears it read aloud as well.
        case child(Grade)
        /// A parent or teacher.
        case grownUp

        package var description: String {
            switch self {
            case .child(.kindergarten): "a five-year-old in Kindergarten, who also hears it read aloud"
            case .child(.first): "a six-year-old in Grade 1, who also hears it read aloud"
            case .grownUp: "a parent or teacher"
            }
        }
    }

    package var key: String
    package var field: Field
    /// The grade whose bundle carries it: `strings.filter { $0.grade == g }` is that bundle's table.
    package var grade: Grade?
    /// The English text.
    package var text: String
    /// Where the text was written in the curriculum (for unit titles, skill names and badge
    /// levels, which are decoded without their own location, the entry they belong to).
    package var location: SourceLocation
    package var length: Int
    /// What kind of text this is, as the bundle's String Catalog comments say.
    package var comment: String
    package var reader: Reader
    /// Words a sentence may have, for the copy a child reads (the manifest's `copy.<grade>.wordsPerSentence`).
    package var wordsPerSentence: Int?
    /// The room the app gives it, for UI strings (`UIStringLimits`).
    package var uiLimit: UIStringLimits.Kind?
    /// The full id of the item it belongs to, and the item's type.
    package var itemID: String?
    package var itemType: String?
    package var standards: [String]
    /// An option's 1-based position, and whether it is the item's answer.
    package var option: Int?
    package var isAnswer: Bool

    init(
        key: String, field: Field, text: String, at location: SourceLocation, length: Int = 1, comment: String, reader: Reader,
        wordsPerSentence: Int? = nil, uiLimit: UIStringLimits.Kind? = nil, itemID: String? = nil, itemType: String? = nil,
        standards: [String] = [], option: Int? = nil, isAnswer: Bool = false
    ) {
        self.key = key
        self.field = field
        self.text = text
        self.location = location
        self.length = length
        self.comment = comment
        self.reader = reader
        self.wordsPerSentence = wordsPerSentence
        self.uiLimit = uiLimit
        self.itemID = itemID
        self.itemType = itemType
        self.standards = standards
        self.option = option
        self.isAnswer = isAnswer
    }

    /// The numbers and math symbols the translation must keep.
    package var preserved: [MathToken] { MathTokens.extract(text, language: "en") }

    /// The characters the translation may take on screen, for UI strings.
    package var uiSpace: Int? { uiLimit.map(UIStringLimits.space(for:)) }

    /// Everything a translator needs beside the text, in sentences: the kind of text, who reads
    /// it, the limits that apply, what must survive, and the item it belongs to.
    package var note: String {
        var parts = [comment, "Reader: \(reader.description)."]
        if let words = wordsPerSentence { parts.append("At most \(words) words in a sentence.") }
        if let uiLimit, let space = uiSpace { parts.append("At most \(space) characters: the \(uiLimit.rawValue) has no more room.") }
        let keep = preserved
        if !keep.isEmpty {
            parts.append("Keep these numbers and symbols: \(keep.map(\.text).joined(separator: " ")) (a number may be written in words).")
        }
        if field == .option { parts.append("Options of an item must stay different from each other.") }
        if !standards.isEmpty { parts.append("Standards: \(standards.joined(separator: ", ")).") }
        return parts.joined(separator: " ")
    }
}

extension BundleString.Kind {
    /// Copy the child reads sentence by sentence: what COPY-SENTENCE-LENGTH counts.
    package var isReading: Bool { [.prompt, .hint, .feedbackCorrect, .feedbackIncorrect].contains(self) }
}
