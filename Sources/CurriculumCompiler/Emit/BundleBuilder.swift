import CurriculumModel
import Dispatch
import Foundation

/// Lays the catalog out as bundles (DESIGN.md, Bundles): one per grade of the manifest, named
/// `<subject>-kindergarten` and `<subject>-grade1`, plus `<subject>-fluency` when a FactSet
/// expansion yields facts. Building is pure: the same catalog gives the same bytes.
public struct BundleBuilder: Sendable {
    public let catalog: Catalog
    public var spokenForm: any SpokenForm
    public var factSetExpansions: [any FactSetExpansion]

    public init(
        catalog: Catalog, spokenForm: any SpokenForm = SpokenForms.current,
        factSetExpansions: [any FactSetExpansion] = FactSetExpansions.all
    ) {
        self.catalog = catalog
        self.spokenForm = spokenForm
        self.factSetExpansions = factSetExpansions
    }

    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        case noManifest
        case invalidVersion(String)
        /// An id that would become a file or folder name but does not match `BundlePath.pattern`.
        case unsafeID(kind: String, id: String)

        public var description: String {
            switch self {
            case .noManifest: return "the curriculum has no root manifest (kind: Curriculum)"
            case .invalidVersion(let v):
                return "content version '\(v)' is not a semantic version in lower case (like 1.2.0 or 2.0.0-rc.1)"
            case .unsafeID(let kind, let id):
                return "\(kind) id '\(id)' cannot name a bundle file: ids must match \(BundlePath.pattern)"
            }
        }
    }

    public static func bundleID(subject: String, grade: Grade) -> String {
        "\(subject)-\(GradeLevel(grade).bundleSuffix)"
    }

    public func bundles() throws -> [BuiltBundle] {
        guard let manifest = catalog.manifest else { throw Failure.noManifest }
        let version = manifest.version.value
        guard SemanticVersion(version) != nil, BundlePath.isSafeComponent(version) else { throw Failure.invalidVersion(version) }
        guard BundlePath.isSafeComponent(manifest.subject) else { throw Failure.unsafeID(kind: "subject", id: manifest.subject) }
        var out: [BuiltBundle] = []
        var seen = Set<Grade>()
        for grade in manifest.grades where seen.insert(grade).inserted {
            out.append(try gradeBundle(grade, manifest: manifest))
        }
        let factSets = factSetExpansions.flatMap { $0.factSets(in: catalog) }
        if !factSets.isEmpty {
            out.append(finish(
                id: "\(manifest.subject)-fluency", grade: nil, manifest: manifest,
                files: [BundleFile(path: "facts.json", json: factSets.json, schema: .facts)],
                counts: ["facts": factSets.reduce(0) { $0 + $1.facts.count }, "factSets": factSets.count]))
        }
        return out
    }

    // MARK: - Grade bundles

    private func gradeBundle(_ grade: Grade, manifest: Manifest) throws -> BuiltBundle {
        let level = GradeLevel(grade)
        let units = catalog.units.filter { $0.grade == grade }
        let skills = units.flatMap(\.skills)
        let lessons = catalog.lessons.filter { $0.grade == grade }
        for lesson in lessons where !BundlePath.isSafeComponent(lesson.id.value) {
            throw Failure.unsafeID(kind: "lesson", id: lesson.id.value)
        }
        var strings = StringTable(locale: manifest.locale)
        var files: [BundleFile] = []

        // Standards, in the matrix's authored order, each with the skills that teach it.
        var skillsByStandard: [String: [String]] = [:]
        for skill in skills {
            var codes: [String] = []
            for ref in skill.standards {
                codes.append(ref.value)
                codes += catalog.expand(ref.value)
            }
            for code in codes where skillsByStandard[code]?.last != skill.id.value {
                skillsByStandard[code, default: []].append(skill.id.value)
            }
        }
        var standards: [StandardRecord] = []
        for set in catalog.standardSets {
            for s in set.standards where s.grade == grade && catalog.standards[s.code]?.location == s.location {
                var taught = skillsByStandard[s.code] ?? []
                if s.isHeading {
                    let fromParts = Set(s.parts.flatMap { skillsByStandard[$0] ?? [] })
                    taught = skills.map(\.id.value).filter { fromParts.contains($0) || taught.contains($0) }
                }
                standards.append(StandardRecord(
                    code: s.code, uuid: UUIDv5.entity(s.code), grade: level, domain: s.domain, cluster: s.cluster,
                    description: s.description, heading: s.isHeading, parts: s.parts,
                    range: s.range.map { .init(min: $0.lowerBound, max: $0.upperBound) }, skills: taught))
                strings.add(StringKey.standardDescription(s.code), s.description, comment: "Description of standard \(s.code), shown to parents and teachers.")
            }
        }
        files.append(BundleFile(path: "standards.json", json: standards.json, schema: .standards))

        let unitRecords = units.map { u in
            UnitRecord(
                id: u.id.value, uuid: UUIDv5.entity(u.id.value), grade: level, order: u.order, title: u.title,
                standards: u.standards.map(\.value), prerequisites: u.prerequisites.map(\.value),
                remediation: u.remediation.map(Self.remediation), skills: u.skills.map(\.id.value),
                masteryChecks: (catalog.masteryChecks[u.id.value] ?? []).map(\.id.value).sorted())
        }
        for u in units {
            strings.add(StringKey.unitTitle(u.id.value), u.title, comment: "Title of unit \(u.id.value).")
            strings.add(StringKey.unitRemediation(u.id.value), u.remediation?.note, comment: "Advice for a grown-up when unit \(u.id.value) is hard.")
        }
        files.append(BundleFile(path: "units.json", json: unitRecords.json, schema: .units))

        let skillRecords = skills.map { s in
            SkillRecord(
                id: s.id.value, uuid: UUIDv5.entity(s.id.value), unit: s.unitID, grade: level, name: s.name,
                standards: s.standards.map(\.value), prerequisites: s.prerequisites.map(\.value),
                remediation: s.remediation.map(Self.remediation),
                lessons: (catalog.lessonsBySkill[s.id.value] ?? []).map(\.id.value))
        }
        for s in skills {
            strings.add(StringKey.skillName(s.id.value), s.name, comment: "Name of skill \(s.id.value), shown on progress screens.")
            strings.add(StringKey.skillRemediation(s.id.value), s.remediation?.note, comment: "Advice for a grown-up when skill \(s.id.value) is hard.")
        }
        files.append(BundleFile(path: "skills.json", json: skillRecords.json, schema: .skills))

        // Lessons are independent, so their files are built in parallel; results keep lesson order.
        let base = Self.rubric(manifest.rubric, defaults: .standard)
        let built = ConcurrentResults<LessonFiles>(count: lessons.count)
        DispatchQueue.concurrentPerform(iterations: lessons.count) { index in
            built[index] = lessonFiles(lessons[index], grade: level, baseRubric: base)
        }
        for case let lesson? in built.values {
            files += lesson.files
            for (key, value, comment) in lesson.strings { strings.add(key, value, comment: comment) }
        }

        if let analytics = catalog.analytics {
            files.append(BundleFile(path: "analytics.json", json: Self.analytics(analytics).json, schema: .analytics))
        }
        var badgeCount = 0
        if let badgeCatalog = catalog.badges {
            let badges = badgeCatalog.badges.filter { catalog.skills[$0.skill.value]?.grade == grade }.map { b in
                BadgeRecord(
                    id: b.id.value, uuid: UUIDv5.entity(b.id.value), name: b.name.value, skill: b.skill.value,
                    lessons: (catalog.lessonsBySkill[b.skill.value] ?? []).map(\.id.value),
                    levels: b.levels.map { .init(name: $0.name, mastered: $0.mastered) })
            }
            for b in badges {
                strings.add(StringKey.badgeName(b.id), b.name, comment: "Name of a badge earned by mastering skill \(b.skill).")
                for (i, level) in b.levels.enumerated() {
                    strings.add(StringKey.badgeLevel(b.id, i + 1), level.name, comment: "Level \(i + 1) of badge \(b.id), reached after \(level.mastered) mastered lessons.")
                }
            }
            badgeCount = badges.count
            let points = PointsRule(perCorrectAnswer: badgeCatalog.pointsPerCorrect, perHint: badgeCatalog.pointsPerHint)
            files.append(BundleFile(path: "badges.json", json: BadgesDocument(points: points, badges: badges).json, schema: .badges))
        }
        let catalogStrings = strings.catalog
        files.append(BundleFile(path: "strings/Localizable.xcstrings", bytes: catalogStrings.streamed, schema: .strings))

        return finish(
            id: Self.bundleID(subject: manifest.subject, grade: grade), grade: level, manifest: manifest, files: files,
            counts: [
                "standards": standards.count, "units": unitRecords.count, "skills": skillRecords.count,
                "lessons": lessons.count, "items": lessons.reduce(0) { $0 + $1.items.count },
                "badges": badgeCount, "events": catalog.analytics?.events.count ?? 0,
                "strings": catalogStrings.strings.count,
            ])
    }

    private func finish(id: String, grade: GradeLevel?, manifest: Manifest, files: [BundleFile], counts: [String: Int]) -> BuiltBundle {
        let sorted = files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        let entries = ConcurrentResults<BundleManifest.FileEntry>(count: sorted.count)
        DispatchQueue.concurrentPerform(iterations: sorted.count) { entries[$0] = sorted[$0].entry }
        let list = entries.values.compactMap { $0 }
        let bundleManifest = BundleManifest(
            bundleId: id, contentVersion: manifest.version.value, contentHash: BundleManifest.contentHash(of: list),
            curriculumId: manifest.id, title: manifest.title, subject: manifest.subject, grade: grade,
            locale: manifest.locale, counts: counts, files: list)
        return BuiltBundle(manifest: bundleManifest, files: sorted, manifestBytes: bundleManifest.streamed)
    }

    // MARK: - Lessons and items

    struct LessonFiles: Sendable {
        var files: [BundleFile]
        var strings: [(String, String?, String)]
    }

    private func lessonFiles(_ lesson: Lesson, grade: GradeLevel, baseRubric: Rubric) -> LessonFiles {
        let id = lesson.id.value
        var texts: [(String, String?, String)] = []
        texts.append((StringKey.lessonTitle(id), lesson.title.value, "Title of lesson \(id)."))
        var items: [ItemRecord] = []
        items.reserveCapacity(lesson.items.count)
        for item in lesson.items {
            let record = itemRecord(item, in: lesson)
            items.append(record)
            let full = record.fullId
            let what = "\(record.type) item \(full)"
            texts.append((StringKey.prompt(full), record.prompt, "Prompt of \(what): what the child reads and hears."))
            for (n, option) in (record.options ?? []).enumerated() {
                // Numbers, times and symbols read the same in every language; words are translated.
                guard case .string(let text) = option, text.contains(where: \.isLetter) else { continue }
                texts.append((StringKey.option(full, n + 1), text, "Answer choice \(n + 1) of \(what); translate it as the item's answer is translated."))
            }
            for (n, hint) in record.hints.enumerated() {
                texts.append((StringKey.hint(full, n + 1), hint, "Hint \(n + 1) of \(what): helps without giving the answer away."))
            }
            texts.append((StringKey.feedbackCorrect(full), record.feedback.correct, "Feedback after a right answer to \(what)."))
            texts.append((StringKey.feedbackIncorrect(full), record.feedback.incorrect, "Feedback after a wrong answer to \(what): encouraging and specific."))
            texts.append((StringKey.alt(full), record.image?.alt, "Text alternative of the picture in \(what), read by VoiceOver; must not give the answer away."))
        }
        let unit = lesson.unit?.value ?? lesson.skill.flatMap { catalog.skills[$0.value]?.unitID } ?? ""
        var standards = Set<String>()
        for record in items { standards.formUnion(record.standards) }
        let metadata = LessonMetadata(
            id: id, uuid: UUIDv5.entity(id), grade: grade, unit: unit, skill: lesson.skill?.value, title: lesson.title.value,
            order: lesson.order, stage: lesson.stage.flatMap { LessonMetadata.Stage(rawValue: $0.value.rawValue) },
            lessonType: lesson.lessonType.flatMap(LessonMetadata.Kind.init(rawValue:)),
            role: lesson.role.flatMap { LessonMetadata.Role(rawValue: $0.value.rawValue) },
            rubric: Self.rubric(lesson.rubric, defaults: baseRubric), items: items.map(\.id),
            quickCheck: items.filter(\.quickCheck).map(\.id), standards: standards.sorted(),
            itemTypes: Set(items.map(\.type)).sorted())
        return LessonFiles(files: [
            BundleFile(path: "lessons/\(id)/metadata.json", json: metadata.json, schema: .lessonMetadata),
            BundleFile(path: "lessons/\(id)/items.json", bytes: items.streamed, schema: .items),
        ], strings: texts)
    }

    /// Fields every item has; everything else the author wrote is the type's own (`fields`).
    static let commonItemFields: Set<String> = [
        "id", "type", "prompt", "answer", "options", "hints", "feedback", "difficulty", "quickCheck", "image", "skill",
        "standards", "suppress",
    ]

    func itemRecord(_ item: Item, in lesson: Lesson) -> ItemRecord {
        var fields: [String: JSONValue] = [:]
        for pair in item.node.mapping ?? [] {
            guard let key = pair.key.scalar?.text, !Self.commonItemFields.contains(key) else { continue }
            fields[key] = JSONValue(pair.value)
        }
        var standards: [String] = []
        for code in catalog.standards(of: item, in: lesson) where !standards.contains(code) { standards.append(code) }
        let answer = item.answer.map(JSONValue.init).flatMap { $0.isNull ? nil : $0 }
        let options = item.node["options"]?.sequence?.map(JSONValue.init)
        let image = item.image.flatMap { image in
            image.asset.map { ItemRecord.Image(asset: $0.value, alt: image.alt?.value) }
        }
        let prompt = item.prompt?.value ?? ""
        let hints = item.hints.map(\.value)
        let feedback = ItemRecord.Feedback(correct: item.feedbackCorrect?.value, incorrect: item.feedbackIncorrect?.value)
        return ItemRecord(
            id: item.id.value, fullId: item.fullID, uuid: UUIDv5.entity(item.fullID), lesson: lesson.id.value,
            type: item.type.value, skill: catalog.skillID(of: item, in: lesson), standards: standards,
            difficulty: item.difficulty?.value ?? 1, quickCheck: item.quickCheck, prompt: prompt, answer: answer,
            options: options, hints: hints, feedback: feedback, image: image,
            spoken: spoken(prompt: prompt, options: options, hints: hints, feedback: feedback, item: item, lesson: lesson),
            fields: fields)
    }

    /// Spoken forms where the deriver has one; a list is filled with the written text where only
    /// some entries read differently, so it stays parallel to the written list.
    private func spoken(
        prompt: String, options: [JSONValue]?, hints: [String], feedback: ItemRecord.Feedback, item: Item, lesson: Lesson
    ) -> ItemRecord.SpokenText? {
        func say(_ text: String?, _ field: SpokenField) -> String? {
            guard let text, !text.isEmpty else { return nil }
            return spokenForm.spoken(text, field: field, item: item, in: lesson)
        }
        func list(_ texts: [String], _ field: SpokenField) -> [String]? {
            let said = texts.map { say($0, field) }
            guard said.contains(where: { $0 != nil }) else { return nil }
            return zip(texts, said).map { $1 ?? $0 }
        }
        var spoken = ItemRecord.SpokenText()
        spoken.prompt = say(prompt, .prompt)
        spoken.options = options.flatMap { list($0.map { $0.displayText ?? "" }, .option) }
        spoken.hints = list(hints, .hint)
        let correct = say(feedback.correct, .feedbackCorrect), incorrect = say(feedback.incorrect, .feedbackIncorrect)
        if correct != nil || incorrect != nil {
            spoken.feedback = .init(correct: correct ?? feedback.correct, incorrect: incorrect ?? feedback.incorrect)
        }
        return spoken.isEmpty ? nil : spoken
    }

    // MARK: - Supporting records

    static func remediation(_ r: Remediation) -> RemediationRecord {
        RemediationRecord(skill: r.skill?.value, note: r.note)
    }

    static func rubric(_ r: RubricOverrides, defaults: Rubric) -> Rubric {
        Rubric.resolved(
            threshold: r.threshold?.value, window: r.window?.value, sessions: r.sessions?.value,
            hintPenalty: r.hintPenalty?.value, maxDifficulty: r.maxDifficulty?.value,
            reviewIntervals: r.reviewIntervals?.value, defaults: defaults)
    }

    static func analytics(_ a: AnalyticsDictionary) -> AnalyticsDocument {
        var emitters: [String: [String]] = [:]
        for (type, events) in a.emitters { emitters[type.value, default: []] += events.map(\.value) }
        return AnalyticsDocument(
            events: a.events.map { e in
                AnalyticsRecord(
                    name: e.name.value, uuid: UUIDv5.entity(e.name.value), trigger: e.trigger,
                    properties: e.properties.map { .init(name: $0.name, type: $0.type, required: $0.required) })
            },
            emitters: emitters)
    }
}

extension GradeLevel {
    init(_ grade: Grade) { self = grade == .kindergarten ? .kindergarten : .first }
}
