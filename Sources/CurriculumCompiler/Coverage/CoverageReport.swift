import CurriculumModel

/// What the content covers (docs/design.md#coverage-report): per standard, per grade against the
/// manifest's targets, the item-type mix, hints, feedback and alt text, reading levels, and
/// analytics. Computed once from the catalog in one pass over the items. Grades are always in
/// school order (Kindergarten, then Grade 1).
package struct CoverageReport: Sendable {
    package enum Status: String, Sendable, CaseIterable {
        case uncovered, thin, covered

        /// covered ≥ 3 items, thin 1–2, uncovered 0.
        init(items: Int) { self = items >= 3 ? .covered : items > 0 ? .thin : .uncovered }
    }

    /// A count out of a total, with its share rounded to one decimal.
    package struct Share: Sendable, Equatable {
        package var count: Int
        package var total: Int
        package var percent: Double { total == 0 ? 0 : (Double(count) * 1000 / Double(total)).rounded() / 10 }
        package var text: String { "\(count) / \(total) (\(Self.format(percent)) %)" }

        package static func format(_ p: Double) -> String {
            let tenths = Int((p * 10).rounded())
            return "\(tenths / 10).\(abs(tenths % 10))"
        }
    }

    package struct StandardRow: Sendable {
        package var code: String
        package var grade: Grade
        package var description: String
        package var skills: [String]
        package var lessons: Int
        package var items: Int
        /// Items by type, most first.
        package var itemTypes: [(type: String, items: Int)]
        package var status: Status
    }

    package struct GradeRow: Sendable {
        package var grade: Grade
        package var units: Int
        package var skills: Int
        package var lessons: Int
        package var items: Int
        package var targets: ContentTargets?
        package var lessonsShare: Share? { targets.map { Share(count: lessons, total: $0.lessons) } }
        package var itemsShare: Share? { targets.map { Share(count: items, total: $0.items) } }
        /// Skills whose lesson count is outside the target range, and lessons whose item count is.
        package var skillsOffTarget: [String]
        package var lessonsOffTarget: [String]
        package var standards: [Status: Int]
        package var itemTypes: [(type: String, items: Int)]
    }

    package struct ReadingBucket: Sendable, Equatable {
        /// `1.0–1.4`, `below 1.0`, `3.0 and up`
        package var label: String
        package var lower: Double
        package var counts: [Grade: Int]
        package var total: Int { counts.values.reduce(0, +) }
    }

    package struct Analytics: Sendable {
        package var defined: [String]
        /// Defined events that some item type in use emits.
        package var emitted: [String]
        package var notEmitted: [String]
        /// Events an emitter names that the dictionary does not define.
        package var undefined: [String]
        /// Item types in use → the events they emit.
        package var byItemType: [(type: String, events: [String])]
        package var share: Share { Share(count: emitted.count, total: defined.count) }
    }

    package var title: String
    package var version: String
    package var locale: String
    /// Uncovered first, then thin, then covered; within each, Kindergarten before Grade 1 and codes
    /// in reading order.
    package var standards: [StandardRow]
    /// Kindergarten, then Grade 1, whatever order the manifest lists them in.
    package var grades: [GradeRow]
    package var itemTypes: [(type: String, items: Int)]
    package var items: Int
    /// Items with a hint, out of every item: COPY-HINT-MISSING asks every item for one.
    package var hints: Share
    /// Items with incorrect-answer feedback, out of every item.
    package var feedbackIncorrect: Share
    /// The same two out of the auto-scored items only. COPY-FEEDBACK-MISSING requires incorrect
    /// feedback of these alone; the other items are unscored (open responses and drawings).
    package var hintsAutoScored: Share
    package var feedbackIncorrectAutoScored: Share
    /// Unscored item types in use, most items first.
    package var unscoredTypes: [(type: String, items: Int)]
    package var unscoredItems: Int { items - hintsAutoScored.total }
    package var feedbackCorrect: Share
    /// Items with a picture whose picture has alt text.
    package var alt: Share
    /// Nil when the reading-level estimator gave no estimate at all.
    package var readingLevels: [ReadingBucket]?
    package var readingLimits: [Grade: Double]
    package var analytics: Analytics?
    /// Pictures per grade: ready, placeholder, missing; empty when no item shows one.
    package var assets: [AssetCoverage]
    /// Translation completeness per locale; empty when the curriculum has no translation file.
    package var locales: [LocaleCoverage]
    /// Review progress per kind of review; empty when the curriculum has no review file.
    package var reviews: [ReviewCoverage]

    package var coveredShare: Share {
        Share(count: standards.filter { $0.status == .covered }.count, total: standards.count)
    }

    package func count(_ status: Status) -> Int { standards.filter { $0.status == status }.count }

    package var summaryLine: String {
        "\(count(.covered)) of \(standards.count) standards covered (\(Share.format(coveredShare.percent)) %), \(count(.thin)) thin, \(count(.uncovered)) uncovered"
    }

    static let readingBuckets: [(String, Double)] = [
        ("below 1.0", -Double.infinity), ("1.0–1.4", 1.0), ("1.5–1.9", 1.5), ("2.0–2.4", 2.0), ("2.5–2.9", 2.5),
        ("3.0 and up", 3.0),
    ]

    package init(catalog: Catalog, readingLevel: (any ReadingLevelEstimator)? = nil) {
        let readingLevel = readingLevel ?? SpacheEstimator(catalog: catalog)
        let manifest = catalog.manifest
        title = manifest?.title ?? "Curriculum"
        version = manifest?.version.value ?? "0.0.0"
        locale = manifest?.locale ?? "en-US"
        let grades = (manifest?.grades ?? Grade.allCases).sorted()
        readingLimits = manifest?.copyLimits.readingLevel ?? [:]

        // Per standard: items, lessons, types. Headings stand for their parts.
        var itemCount: [String: Int] = [:]
        var lessonSet: [String: Set<String>] = [:]
        var typeCount: [String: [String: Int]] = [:]
        var allTypes: [String: Int] = [:]
        var gradeTypes: [Grade: [String: Int]] = [:]
        var hintCount = 0, incorrect = 0, correct = 0, images = 0, alts = 0, total = 0
        var scored = 0, scoredHints = 0, scoredIncorrect = 0
        var buckets = Array(repeating: [Grade: Int](), count: Self.readingBuckets.count)
        var anyReading = false
        for lesson in catalog.lessons {
            for item in lesson.items {
                total += 1
                let type = item.type.value
                allTypes[type, default: 0] += 1
                gradeTypes[lesson.grade, default: [:]][type, default: 0] += 1
                for code in Set(catalog.standards(of: item, in: lesson)) {
                    itemCount[code, default: 0] += 1
                    lessonSet[code, default: []].insert(lesson.id.value)
                    typeCount[code, default: [:]][type, default: 0] += 1
                }
                let autoScored = ItemTypes.isAutoScored(item)
                if autoScored { scored += 1 }
                if !item.hints.isEmpty {
                    hintCount += 1
                    if autoScored { scoredHints += 1 }
                }
                if item.feedbackIncorrect != nil {
                    incorrect += 1
                    if autoScored { scoredIncorrect += 1 }
                }
                if item.feedbackCorrect != nil { correct += 1 }
                if let image = item.image {
                    images += 1
                    if let alt = image.alt?.value, !alt.isEmpty { alts += 1 }
                }
                if let prompt = item.prompt?.value, let level = readingLevel.gradeLevel(of: prompt, grade: lesson.grade), level.isFinite {
                    anyReading = true
                    let index = Self.readingBuckets.lastIndex { level >= $0.1 } ?? 0
                    buckets[index][lesson.grade, default: 0] += 1
                }
            }
        }
        var skillsByStandard: [String: [String]] = [:]
        for id in catalog.skillSequence {
            guard let skill = catalog.skills[id] else { continue }
            for code in Set(skill.standards.flatMap { catalog.expand($0.value) + [$0.value] }) {
                skillsByStandard[code, default: []].append(id)
            }
        }

        var rows: [StandardRow] = []
        for set in catalog.standardSets {
            for s in set.standards where !s.isHeading && grades.contains(s.grade) && catalog.standards[s.code]?.location == s.location {
                let n = itemCount[s.code] ?? 0
                rows.append(StandardRow(
                    code: s.code, grade: s.grade, description: s.description, skills: skillsByStandard[s.code] ?? [],
                    lessons: lessonSet[s.code]?.count ?? 0, items: n, itemTypes: Self.ranked(typeCount[s.code] ?? [:]),
                    status: Status(items: n)))
            }
        }
        let rank: [Status: Int] = [.uncovered: 0, .thin: 1, .covered: 2]
        standards = rows.sorted { a, b in
            if rank[a.status]! != rank[b.status]! { return rank[a.status]! < rank[b.status]! }
            if a.grade != b.grade { return a.grade < b.grade }
            return NaturalOrder.less(a.code, b.code)
        }

        self.grades = grades.map { grade in
            let units = catalog.units.filter { $0.grade == grade }
            let skills = units.flatMap(\.skills)
            let lessons = catalog.lessons.filter { $0.grade == grade }
            let targets = manifest?.targets[grade]
            var statuses: [Status: Int] = [:]
            for row in rows where row.grade == grade { statuses[row.status, default: 0] += 1 }
            return GradeRow(
                grade: grade, units: units.count, skills: skills.count, lessons: lessons.count,
                items: lessons.reduce(0) { $0 + $1.items.count }, targets: targets,
                skillsOffTarget: targets.map { t in
                    skills.map(\.id.value).filter { !t.lessonsPerSkill.contains(catalog.lessonsBySkill[$0]?.count ?? 0) }
                } ?? [],
                lessonsOffTarget: targets.map { t in
                    lessons.filter { $0.skill != nil && !t.itemsPerLesson.contains($0.items.count) }.map(\.id.value)
                } ?? [],
                standards: statuses, itemTypes: Self.ranked(gradeTypes[grade] ?? [:]))
        }
        itemTypes = Self.ranked(allTypes)
        items = total
        hints = Share(count: hintCount, total: total)
        feedbackIncorrect = Share(count: incorrect, total: total)
        hintsAutoScored = Share(count: scoredHints, total: scored)
        feedbackIncorrectAutoScored = Share(count: scoredIncorrect, total: scored)
        unscoredTypes = Self.ranked(allTypes.filter { ItemTypes.byName[$0.key]?.isAutoScored == false })
        feedbackCorrect = Share(count: correct, total: total)
        alt = Share(count: alts, total: images)
        assets = AssetCoverage.rows(catalog, grades: grades)
        locales = LocaleCoverage.rows(catalog)
        reviews = ReviewCoverage.rows(catalog, grades: self.grades.map(\.grade))
        readingLevels = anyReading
            ? zip(Self.readingBuckets, buckets).map { ReadingBucket(label: $0.0.0, lower: $0.0.1, counts: $0.1) } : nil

        if let dictionary = catalog.analytics {
            let defined = dictionary.events.map(\.name.value)
            var emitters: [String: [String]] = [:]
            for (type, events) in dictionary.emitters { emitters[type.value, default: []] += events.map(\.value) }
            var byType: [(String, [String])] = []
            var emitted = Set<String>()
            for (type, _) in Self.ranked(allTypes).sorted(by: { $0.type < $1.type }) {
                var seen = Set<String>()
                let events = ((emitters["all"] ?? []) + (emitters[type] ?? [])).filter { seen.insert($0).inserted }
                byType.append((type, events))
                emitted.formUnion(events)
            }
            let definedSet = Set(defined)
            analytics = Analytics(
                defined: defined, emitted: defined.filter(emitted.contains), notEmitted: defined.filter { !emitted.contains($0) },
                undefined: Set(emitters.values.joined()).subtracting(definedSet).sorted(), byItemType: byType)
        } else {
            analytics = nil
        }
    }

    /// Most first, then by name.
    static func ranked(_ counts: [String: Int]) -> [(type: String, items: Int)] {
        counts.map { ($0.key, $0.value) }.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
    }
}
