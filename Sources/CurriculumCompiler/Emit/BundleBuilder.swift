import CurriculumModel
import CurriculumSchema
import CurriculumSyntax
import Dispatch
import Foundation

/// Lays the catalog out as bundles (docs/design.md#bundles): one per grade of the manifest, named
/// `<subject>-kindergarten` and `<subject>-grade1`, plus `<subject>-fluency` when a FactSet
/// expansion yields facts. Building is pure: the same catalog gives the same bytes.
package struct BundleBuilder: Sendable {
    package let catalog: Catalog
    package var spokenForm: any SpokenForm
    package var factSetExpansions: [any FactSetSource]
    /// The locales whose translations grade bundles carry; nil for every locale the curriculum
    /// has a translation file for.
    package var locales: [String]?
    /// Adds the `en-XA` pseudo-locale, every string accented and 40 % longer (fixtures).
    package var pseudoLocale = false

    package init(
        catalog: Catalog, spokenForm: any SpokenForm = SpokenForms.current,
        factSetExpansions: [any FactSetSource] = FactSetExpansions.all
    ) {
        self.catalog = catalog
        self.spokenForm = spokenForm
        self.factSetExpansions = factSetExpansions
    }

    package enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        case noManifest
        case invalidVersion(String)
        /// An id that would become a file or folder name but does not match `BundlePath.pattern`.
        case unsafeID(kind: String, id: String)
        /// A file or folder name made from an id or the version that is longer than a file
        /// name can be (`FileNameLimit.maxBytes`): the bundle format names it, so it cannot be cut.
        case nameTooLong(kind: String, name: String)

        package var description: String {
            switch self {
            case .noManifest: return "the curriculum has no root manifest (kind: Curriculum)"
            case .invalidVersion(let v):
                return "content version '\(v)' is not a semantic version in lower case (like 1.2.0 or 2.0.0-rc.1)"
                    + (ContentVersion.problem(v).map { ": " + $0 } ?? "")
            case .unsafeID(let kind, let id):
                return "\(kind) id '\(id)' cannot name a bundle file: ids must match \(BundlePath.pattern)"
            case .nameTooLong(let kind, let name):
                return "\(kind) '\(name.prefix(60))…' is \(name.utf8.count) bytes long, but it names a folder in the bundles and a file name has at most \(FileNameLimit.maxBytes) bytes: shorten it"
            }
        }
    }

    package static func bundleID(subject: String, grade: Grade) -> String {
        "\(subject)-\(GradeLevel(grade).bundleSuffix)"
    }

    /// One bundle to build: a grade's, or the fluency facts'.
    package struct Spec: Sendable {
        package var id: String
        package var version: String
        /// Nil for the fluency bundle.
        package var grade: Grade?
        var factSets: [FactSetRecord] = []
        package var directoryName: String { "\(id)-\(version)" }
    }

    /// The bundles this catalog makes, after checking that every name they need is safe.
    package func specs() throws -> [Spec] {
        guard let manifest = catalog.manifest else { throw Failure.noManifest }
        let version = manifest.version.value
        // The same parser the schema stage checks `version` with, so lint and build agree.
        guard ContentVersion.problem(version) == nil else { throw Failure.invalidVersion(version) }
        guard BundlePath.isSafeComponent(manifest.subject) else { throw Failure.unsafeID(kind: "subject", id: manifest.subject) }
        for lesson in catalog.lessons where manifest.grades.contains(lesson.grade) {
            guard BundlePath.isSafeComponent(lesson.id.value) else { throw Failure.unsafeID(kind: "lesson", id: lesson.id.value) }
            // `lessons/<lesson id>/`: the app finds a lesson's files by its id.
            guard lesson.id.value.utf8.count <= FileNameLimit.maxBytes else { throw Failure.nameTooLong(kind: "lesson id", name: lesson.id.value) }
        }
        var out: [Spec] = []
        var seen = Set<Grade>()
        for grade in manifest.grades where seen.insert(grade).inserted {
            out.append(Spec(id: Self.bundleID(subject: manifest.subject, grade: grade), version: version, grade: grade))
        }
        let factSets = factSetExpansions.flatMap { $0.factSets(in: catalog) }
        if !factSets.isEmpty {
            out.append(Spec(id: "\(manifest.subject)-fluency", version: version, grade: nil, factSets: factSets))
        }
        for spec in out where spec.directoryName.utf8.count > FileNameLimit.maxBytes {
            throw Failure.nameTooLong(kind: "bundle folder", name: spec.directoryName)
        }
        return out
    }

    /// Builds one bundle into `sink`, its manifest last, and returns the manifest.
    package func build(_ spec: Spec, into sink: any BundleSink) throws -> BundleManifest {
        var strings = StringTable(locale: catalog.manifest?.locale ?? "en")
        return try build(spec, into: sink, strings: &strings)
    }

    /// Builds one bundle and adds its user-facing strings to `strings`, for the translators'
    /// String Catalog the build writes beside the bundles.
    func build(_ spec: Spec, into sink: any BundleSink, strings: inout StringTable) throws -> BundleManifest {
        guard let manifest = catalog.manifest else { throw Failure.noManifest }
        var emitter = Emitter(sink: sink)
        let counts: [String: Int]
        var locales: [BundleManifest.LocaleEntry]?
        if let grade = spec.grade {
            var table = StringTable(locale: manifest.locale)
            counts = try gradeBundle(grade, manifest: manifest, into: &emitter, strings: &table, locales: &locales)
            // The bundle carries each variant's strings; translators get a template's text once,
            // under its own keys.
            strings.append(table.templatesOnce(TemplateStrings(catalog)))
        } else {
            try emitter.add("facts.json", spec.factSets, .facts)
            counts = [String: Int](counting: [.facts: spec.factSets.reduce(0) { $0 + $1.facts.count }, .factSets: spec.factSets.count])
        }
        let entries = emitter.entries.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        let bundleManifest = BundleManifest(
            bundleId: spec.id, contentVersion: spec.version, contentHash: BundleManifest.contentHash(of: entries),
            curriculumId: manifest.id, title: manifest.title, subject: manifest.subject, grade: spec.grade.map(GradeLevel.init),
            locale: manifest.locale, counts: counts, files: entries, locales: locales)
        try sink.store("manifest.json", bytes: JSONWriter.bytes(bundleManifest, capacity: entries.count * 200 + 1024))
        return bundleManifest
    }

    /// Hands each file to the sink and remembers its manifest entry.
    struct Emitter {
        let sink: any BundleSink
        var entries: [BundleManifest.FileEntry] = []

        mutating func add(_ path: String, _ record: some JSONWritable, _ schema: BundleSchema) throws {
            entries.append(try Self.store(path, JSONWriter.bytes(record), schema, in: sink))
        }

        static func store(_ path: String, _ bytes: [UInt8], _ schema: BundleSchema, in sink: any BundleSink) throws -> BundleManifest.FileEntry {
            try sink.store(path, bytes: bytes)
            return BundleManifest.FileEntry(path: path, sha256: SHA256.hex(SHA256.hash(bytes)), size: bytes.count, schema: schema.path)
        }
    }

    // MARK: - Grade bundles

    private func gradeBundle(
        _ grade: Grade, manifest: Manifest, into emitter: inout Emitter, strings: inout StringTable,
        locales: inout [BundleManifest.LocaleEntry]?
    ) throws -> [String: Int] {
        let level = GradeLevel(grade)
        let units = catalog.units.filter { $0.grade == grade }
        let skills = units.flatMap(\.skills)
        let lessons = catalog.lessons.filter { $0.grade == grade }

        // Lessons are independent, so they are built and written in parallel; their strings are
        // added in lesson order afterwards.
        let base = catalog.defaultRubric
        let sink = emitter.sink
        let built = ConcurrentResults<Result<LessonOutput, any Error>>(count: lessons.count)
        DispatchQueue.concurrentPerform(iterations: lessons.count) { index in
            built[index] = Result { try lessonFiles(lessons[index], grade: level, baseRubric: base, into: sink) }
        }
        // The pictures the grade's items show, beside their lessons.
        for file in try BundleAssets(catalog: catalog).files(for: lessons) {
            emitter.entries.append(try Emitter.store(file.path, file.bytes, .asset, in: sink))
        }
        var lessonStrings: [[(BundleString, String)]] = []
        var lessonSaid: [[BundleString]] = []
        lessonStrings.reserveCapacity(lessons.count)
        for case let result? in built.values {
            let lesson = try result.get()
            emitter.entries += lesson.entries
            lessonStrings.append(lesson.strings)
            lessonSaid.append(lesson.said)
        }

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
            }
        }
        for record in standards { strings.add(record.localizableStrings) }
        try emitter.add("standards.json", standards, .standards)

        let unitRecords = units.map { u in
            UnitRecord(
                id: u.id.value, uuid: UUIDv5.entity(u.id.value), grade: level, order: u.order, title: u.title,
                standards: u.standards.map(\.value), prerequisites: u.prerequisites.map(\.value),
                remediation: u.remediation.map(Self.remediation), skills: u.skills.map(\.id.value),
                masteryChecks: (catalog.masteryChecks[u.id.value] ?? []).map(\.id.value).sorted())
        }
        for record in unitRecords { strings.add(record.localizableStrings) }
        try emitter.add("units.json", unitRecords, .units)

        let skillRecords = skills.map { s in
            SkillRecord(
                id: s.id.value, uuid: UUIDv5.entity(s.id.value), unit: s.unitID, grade: level, name: s.name,
                standards: s.standards.map(\.value), prerequisites: s.prerequisites.map(\.value),
                remediation: s.remediation.map(Self.remediation),
                lessons: (catalog.lessonsBySkill[s.id.value] ?? []).map(\.id.value))
        }
        for record in skillRecords { strings.add(record.localizableStrings) }
        try emitter.add("skills.json", skillRecords, .skills)

        for texts in lessonStrings { strings.add(texts) }
        let lessonTexts = lessonStrings.map { $0.map(\.0) }
        lessonStrings = []
        var otherTexts = standards.flatMap(\.localizableStrings) + unitRecords.flatMap(\.localizableStrings)
        otherTexts += skillRecords.flatMap(\.localizableStrings)

        if let analytics = catalog.analytics {
            try emitter.add("analytics.json", Self.analytics(analytics), .analytics)
        }
        var badgeCount = 0
        if let badgeCatalog = catalog.badges {
            let badges = badgeCatalog.badges.filter { catalog.skills[$0.skill.value]?.grade == grade }.map { b in
                BadgeRecord(
                    id: b.id.value, uuid: UUIDv5.entity(b.id.value), name: b.name.value, skill: b.skill.value,
                    lessons: (catalog.lessonsBySkill[b.skill.value] ?? []).map(\.id.value),
                    levels: b.levels.map { .init(name: $0.name, mastered: $0.mastered) })
            }
            for b in badges { strings.add(b.localizableStrings) }
            otherTexts += badges.flatMap(\.localizableStrings)
            badgeCount = badges.count
            let points = PointsRule(perCorrectAnswer: badgeCatalog.pointsPerCorrect, perHint: badgeCatalog.pointsPerHint)
            try emitter.add("badges.json", BadgesDocument(points: points, badges: badges), .badges)
        }

        locales = try localeFiles(lessons: lessonTexts, said: lessonSaid, others: otherTexts, into: &emitter)
        let stringCount = strings.count
        return [String: Int](counting: [
            .standards: standards.count, .units: unitRecords.count, .skills: skillRecords.count,
            .lessons: lessons.count, .items: lessons.reduce(0) { $0 + $1.items.count },
            .badges: badgeCount, .events: catalog.analytics?.events.count ?? 0, .strings: stringCount,
        ])
    }

    // MARK: - Lessons and items

    struct LessonOutput: Sendable {
        var entries: [BundleManifest.FileEntry]
        /// The lesson's strings, each with its comment for translators.
        var strings: [(BundleString, String)]
        /// What its items show and say that is never translated: numbers, times, equations.
        var said: [BundleString]
    }

    private func lessonFiles(_ lesson: Lesson, grade: GradeLevel, baseRubric: Rubric, into sink: any BundleSink) throws -> LessonOutput {
        let id = lesson.id.value
        var items: [ItemRecord] = []
        items.reserveCapacity(lesson.items.count)
        for item in lesson.items { items.append(itemRecord(item, in: lesson)) }
        let unit = lesson.unit?.value ?? lesson.skill.flatMap { catalog.skills[$0.value]?.unitID } ?? ""
        var standards = Set<String>()
        for record in items { standards.formUnion(record.standards) }
        let metadata = LessonMetadata(
            id: id, uuid: UUIDv5.entity(id), grade: grade, unit: unit, skill: lesson.skill?.value, title: lesson.title.value,
            order: lesson.order, stage: lesson.stage.flatMap { LessonMetadata.Stage(rawValue: $0.value.rawValue) },
            lessonType: lesson.lessonType.flatMap(LessonMetadata.Kind.init(rawValue:)),
            role: lesson.role.flatMap { LessonMetadata.Role(rawValue: $0.value.rawValue) },
            rubric: lesson.rubric.applied(to: baseRubric), items: items.map(\.id),
            quickCheck: items.filter(\.quickCheck).map(\.id), standards: standards.sorted(),
            itemTypes: Set(items.map(\.type)).sorted())
        // Comments say what kind of text a string is and in which item type, not which item (the
        // key does), so strings of a kind share one comment.
        var comments: [String: String] = [:]
        var texts = metadata.localizableStrings.map { ($0, StringTable.comment(for: $0.kind)) }
        for record in items {
            for string in record.localizableStrings {
                let key = string.kind.rawValue + "\u{0}" + record.type
                let comment = comments[key] ?? StringTable.comment(for: string.kind, itemType: record.type)
                comments[key] = comment
                texts.append((string, comment))
            }
        }
        return LessonOutput(entries: [
            try Emitter.store("lessons/\(id)/metadata.json", JSONWriter.bytes(metadata), .lessonMetadata, in: sink),
            try Emitter.store("lessons/\(id)/items.json", JSONWriter.bytes(items, capacity: items.count * 1536), .items, in: sink),
        ], strings: texts, said: items.flatMap(Self.untranslatedSpeech))
    }

    /// Fields every item has; everything else the author wrote is the type's own (`fields`).
    static let commonItemFields: Set<String> = [
        "id", "type", "prompt", "answer", "options", "hints", "feedback", "difficulty", "quickCheck", "image", "skill",
        "standards", "suppress",
    ]

    func itemRecord(_ item: Item, in lesson: Lesson) -> ItemRecord {
        var fields: [String: CurriculumModel.JSONValue] = [:]
        for pair in item.node.mapping ?? [] {
            guard let key = pair.key.scalar?.text, !Self.commonItemFields.contains(key) else { continue }
            fields[key] = CurriculumModel.JSONValue(pair.value)
        }
        var standards: [String] = []
        for code in catalog.standards(of: item, in: lesson) where !standards.contains(code) { standards.append(code) }
        let answer = item.answer.map(CurriculumModel.JSONValue.init).flatMap { $0.isNull ? nil : $0 }
        let options = item.options?.value.map(CurriculumModel.JSONValue.init)
        let image = item.image.flatMap { image in
            image.asset.map { asset in
                // Drawn art is in the bundle; a picture with no art yet is marked a placeholder.
                let picture = BundleAssets(catalog: catalog).picture(asset.value)
                return ItemRecord.Image(
                    asset: asset.value, alt: image.alt?.value, file: picture.file, placeholder: picture.isPlaceholder ? true : nil)
            }
        }
        let prompt = item.prompt?.value ?? ""
        let hints = item.hints.map(\.value)
        let feedback = ItemRecord.Feedback(correct: item.feedbackCorrect?.value, incorrect: item.feedbackIncorrect?.value)
        return ItemRecord(
            id: item.id.value, fullId: item.fullID, uuid: UUIDv5.entity(item.variant?.uuidName(lessonID: item.lessonID) ?? item.fullID), lesson: lesson.id.value,
            type: item.type.value, skill: catalog.skillID(of: item, in: lesson), standards: standards,
            difficulty: item.difficulty?.value ?? 1, quickCheck: item.quickCheck, prompt: prompt, answer: answer,
            options: options, hints: hints, feedback: feedback, image: image,
            spoken: spoken(prompt: prompt, options: options, hints: hints, feedback: feedback, item: item, lesson: lesson),
            fields: fields)
    }

    /// Spoken forms where the deriver has one; a list is filled with the written text where only
    /// some entries read differently, so it stays parallel to the written list.
    private func spoken(
        prompt: String, options: [CurriculumModel.JSONValue]?, hints: [String], feedback: ItemRecord.Feedback, item: Item, lesson: Lesson
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
        // Tiles, categories and shown equations: a child who cannot read hears them too.
        var labels: [String: String] = [:]
        for (text, _) in ItemData.shownText(of: item) where labels[text] == nil {
            if let said = say(text, .label) { labels[text] = said }
        }
        if !labels.isEmpty { spoken.labels = labels }
        return spoken.isEmpty ? nil : spoken
    }

    // MARK: - Supporting records

    static func remediation(_ r: Remediation) -> RemediationRecord {
        RemediationRecord(skill: r.skill?.value, note: r.note)
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
