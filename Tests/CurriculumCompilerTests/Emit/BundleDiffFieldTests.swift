import CurriculumModel
import Foundation
import XCTest

@testable import CurriculumCompiler

/// `diff` compares records field by field through the one description of their JSON: every
/// field of every record kind, nested ones included (`image.file`, `levels.name`), is changed in
/// turn and must be reported, so a field added to a record can never go unseen.
final class BundleDiffFieldTests: XCTestCase {
    // MARK: - One record of each kind, every optional set and every list with two entries

    private static let remediation = RemediationRecord(skill: "k.a.b", note: "Go slow.")
    static let standard = StandardRecord(
        code: "NY-K.CC.4", uuid: UUIDv5.entity("NY-K.CC.4"), grade: .kindergarten, domain: "CC",
        cluster: "Count to tell the number of objects.", description: "Count objects.", heading: true,
        parts: ["NY-K.CC.4a", "NY-K.CC.4b"], range: .init(min: 0, max: 20), skills: ["k.a.b", "k.a.c"])
    static let unit = UnitRecord(
        id: "k.a", uuid: UUIDv5.entity("k.a"), grade: .kindergarten, order: 1, title: "A", standards: ["NY-K.CC.4", "NY-K.CC.5"],
        prerequisites: ["k.z", "k.y"], remediation: remediation, skills: ["k.a.b", "k.a.c"], masteryChecks: ["k.a.mastery", "k.a.review"])
    static let skill = SkillRecord(
        id: "k.a.b", uuid: UUIDv5.entity("k.a.b"), unit: "k.a", grade: .kindergarten, name: "B", standards: ["NY-K.CC.4", "NY-K.CC.5"],
        prerequisites: ["k.z.y", "k.z.x"], remediation: remediation, lessons: ["k.a.b.l1", "k.a.b.l2"])
    static let lesson = LessonMetadata(
        id: "k.a.b.l1", uuid: UUIDv5.entity("k.a.b.l1"), grade: .kindergarten, unit: "k.a", skill: "k.a.b", title: "L1",
        order: 1, stage: .concrete, lessonType: .concept, role: .practiceSet, rubric: .standard, items: ["i1", "i2"],
        quickCheck: ["i1", "i2"], standards: ["NY-K.CC.4", "NY-K.CC.5"], itemTypes: ["counting", "tenFrame"])
    static let item = ItemRecord(
        id: "i1", fullId: "k.a.b.l1/i1", uuid: UUIDv5.entity("k.a.b.l1/i1"), lesson: "k.a.b.l1", type: "multipleChoice",
        skill: "k.a.b", standards: ["NY-K.CC.4", "NY-K.CC.5"], difficulty: 2, quickCheck: true, prompt: "How many?",
        answer: ["hour": 3, "minute": 30], options: [3, "four", 5.5], hints: ["Count.", "Touch each."],
        feedback: .init(correct: "Yes!", incorrect: "Count again."),
        image: .init(asset: "k-apples", alt: "Apples in a row", file: "assets/k-apples.svg", placeholder: true),
        spoken: .init(
            prompt: "How many?", options: ["three", "four"], hints: ["Count.", "Touch."], feedback: .init(correct: "Yes", incorrect: "No"),
            labels: ["3 + 4": "3 plus 4", "25¢": "25 cents"]),
        fields: ["objects": ["name": "apple", "count": 4, "rows": [1, 2]], "arrangement": "line"])
    static let badge = BadgeRecord(
        id: "badge.a", uuid: UUIDv5.entity("badge.a"), name: "A", skill: "k.a.b", lessons: ["k.a.b.l1", "k.a.b.l2"],
        levels: [.init(name: "Bronze", mastered: 1), .init(name: "Silver", mastered: 2)])
    static let event = AnalyticsRecord(
        name: "item_answered", uuid: UUIDv5.entity("item_answered"), trigger: "The child answers.",
        properties: [.init(name: "correct", type: "bool", required: true), .init(name: "seconds", type: "double", required: false)])
    static let fact = FactRecord(
        id: "facts.starter/7+8", uuid: UUIDv5.entity("facts.starter/7+8"), a: 7, op: "add", b: 8, answer: 15,
        tags: ["nearDouble", "band1"], options: [13, 14, 15, 16])

    private static func bundle(
        standard: StandardRecord = standard, unit: UnitRecord = unit, skill: SkillRecord = skill, lesson: LessonMetadata = lesson,
        item: ItemRecord = item, badge: BadgeRecord = badge, event: AnalyticsRecord = event, fact: FactRecord = fact
    ) -> ContentBundle {
        let manifest = BundleManifest(
            bundleId: "math-kindergarten", contentVersion: "1.0.0", contentHash: "", curriculumId: "c", title: "C", subject: "math",
            grade: .kindergarten, locale: "en-US", counts: [:], files: [])
        var bundle = ContentBundle(manifest: manifest)
        bundle.standards = [standard]
        bundle.units = [unit]
        bundle.skills = [skill]
        bundle.lessons = [LessonContent(metadata: lesson, items: [item])]
        bundle.badges = BadgesDocument(points: .standard, badges: [badge])
        bundle.analytics = AnalyticsDocument(events: [event], emitters: ["all": ["item_answered"]])
        bundle.factSets = [FactSetRecord(id: "facts.starter", uuid: UUIDv5.entity("facts.starter"), facts: [fact])]
        return bundle
    }

    // MARK: - Every field of every kind

    func testEveryFieldOfEveryRecordKindIsReported() throws {
        var checked = 0
        checked += try checkEveryField(Self.standard, BundleDiff.standards, idKey: "code") { Self.bundle(standard: $0) }
        checked += try checkEveryField(Self.unit, BundleDiff.units, idKey: "id") { Self.bundle(unit: $0) }
        checked += try checkEveryField(Self.skill, BundleDiff.skills, idKey: "id") { Self.bundle(skill: $0) }
        checked += try checkEveryField(Self.lesson, BundleDiff.lessons, idKey: "id") { Self.bundle(lesson: $0) }
        checked += try checkEveryField(Self.item, BundleDiff.items, idKey: "fullId") { Self.bundle(item: $0) }
        checked += try checkEveryField(Self.badge, BundleDiff.badges, idKey: "id") { Self.bundle(badge: $0) }
        checked += try checkEveryField(Self.event, BundleDiff.events, idKey: "name") { Self.bundle(event: $0) }
        checked += try checkEveryField(Self.fact, BundleDiff.facts, idKey: "id") { Self.bundle(fact: $0) }
        XCTAssertGreaterThan(checked, 120)
    }

    /// A field `diff` does not report on its record is one it can tell is only a summary of
    /// other records; the list is short and deliberate.
    func testOnlySummariesOfOtherRecordsAreLeftToThem() {
        func derived<R>(_ comparison: RecordComparison<R>) -> [String] {
            comparison.rules.compactMap { rule in
                if case .derived = rule.kind { return comparison.entity + "." + rule.path }
                return nil
            }
        }
        let all = derived(BundleDiff.standards) + derived(BundleDiff.units) + derived(BundleDiff.skills) + derived(BundleDiff.lessons)
            + derived(BundleDiff.items) + derived(BundleDiff.badges) + derived(BundleDiff.events) + derived(BundleDiff.facts)
        XCTAssertEqual(all, ["standard.skills", "lesson.quickCheck", "lesson.standards", "lesson.itemTypes", "badge.lessons"])
    }

    func testAPictureDrawnOrRedrawnIsAChange() throws {
        var drawn = Self.item
        drawn.image?.file = "assets/k-apples-2.svg"
        var placeholder = Self.item
        placeholder.image?.placeholder = nil
        let old = Self.bundle()
        XCTAssertEqual(BundleDiff.compare(old, Self.bundle(item: drawn)).changes, [
            BundleChange(entity: "item", id: Self.item.fullId, kind: .changed, fields: ["image.file"], bump: .patch)
        ])
        XCTAssertEqual(BundleDiff.compare(old, Self.bundle(item: placeholder)).changes, [
            BundleChange(entity: "item", id: Self.item.fullId, kind: .changed, fields: ["image.placeholder"], bump: .patch)
        ])
    }

    func testAFieldNoRuleNamesIsStillReported() {
        // A field `diff` has never heard of, nested in another, as a new record field would be.
        let rules = BundleDiff.items
        let old: JSONValue = ["image": ["asset": "a", "credit": "Ann"], "prompt": "p"]
        let new: JSONValue = ["image": ["asset": "a", "credit": "Bo"], "prompt": "p"]
        XCTAssertEqual(rules.changedFields(old, new).map(\.name), ["image.credit"])
        XCTAssertEqual(rules.changedFields(old, new).map(\.bump), [FieldRule.unlisted])
        XCTAssertEqual(rules.changedFields(["list": [["x": 1]]], ["list": [["x": 2]]]).map(\.name), ["list.x"])
        XCTAssertEqual(rules.changedFields(["list": [1]], ["list": [2]]).map(\.name), ["list"])
        XCTAssertEqual(rules.changedFields(["new": 1], [:]).map(\.name), ["new"])
    }

    // MARK: - Changing one field at a time

    /// Changes every value of `record` that is not an object, one at a time, and checks what
    /// `diff` says: the field (or the field its rule compares whole) with the rule's bump; for the
    /// id, a removal and an addition; for a child list, nothing but its order. Returns how many
    /// changes it made.
    private func checkEveryField<R: JSONWritable & Decodable>(
        _ record: R, _ comparison: RecordComparison<R>, idKey: String, bundle: (R) -> ContentBundle,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> Int {
        let tree = JSONValue(record)
        try assertEveryPropertyIsWritten(record, tree, comparison.entity)
        let old = bundle(record)
        XCTAssertEqual(BundleDiff.compare(old, bundle(record)).changes, [], comparison.entity)
        var count = 0
        var reordered = Set<String>()
        for (path, leaf) in Self.leaves(tree) {
            let fieldPath = path.compactMap { if case .key(let k) = $0 { return k } else { return nil } }
            let rule = Self.rule(for: fieldPath, in: comparison)
            let what = "\(comparison.entity) \(fieldPath.joined(separator: "."))"
            if case .childOrder? = rule?.kind {
                // Children come and go on their own records; the list's order is this one's.
                let key = fieldPath[0]
                guard reordered.insert(key).inserted else { continue }
                guard case .array(let ids)? = tree[key] else { XCTFail("\(what) is not a list", file: file, line: line); continue }
                let changed = try decode(R.self, replacing: [.key(key)], in: tree, with: .array(ids.reversed()))
                XCTAssertEqual(fields(BundleDiff.compare(old, bundle(changed))), [key + " order"], what, file: file, line: line)
                count += 1
                continue
            }
            guard let changed = Self.changedValues(leaf).lazy.compactMap({ try? self.decode(R.self, replacing: path, in: tree, with: $0) }).first else {
                XCTFail("\(what): no change of \(leaf) decodes as a \(R.self)", file: file, line: line)
                continue
            }
            count += 1
            let changes = BundleDiff.compare(old, bundle(changed)).changes
            if fieldPath == [idKey] {
                XCTAssertEqual(changes.map(\.kind), [.removed, .added], what, file: file, line: line)
                continue
            }
            if case .derived? = rule?.kind {
                XCTAssertEqual(changes, [], "\(what) is a summary, reported on the records it sums up", file: file, line: line)
                continue
            }
            XCTAssertEqual(changes.count, 1, "\(what): \(changes)", file: file, line: line)
            XCTAssertEqual(changes.first?.entity, comparison.entity, what, file: file, line: line)
            XCTAssertEqual(changes.first?.fields, [Self.reportedName(fieldPath, rule)], what, file: file, line: line)
            if let bump = Self.bump(rule) { XCTAssertEqual(changes.first?.bump, bump, what, file: file, line: line) }
        }
        return count
    }

    private func fields(_ diff: BundleDiff) -> [String] { diff.changes.flatMap(\.fields) }

    /// The rule whose path is the longest prefix of `fieldPath`, and that prefix's length.
    private static func rule<R>(for fieldPath: [String], in comparison: RecordComparison<R>) -> (kind: FieldRule.Kind, length: Int)? {
        for length in stride(from: fieldPath.count, through: 1, by: -1) {
            let prefix = fieldPath.prefix(length).joined(separator: ".")
            if let rule = comparison.rules.first(where: { $0.path == prefix }) { return (rule.kind, length) }
        }
        return nil
    }

    private static func reportedName(_ fieldPath: [String], _ rule: (kind: FieldRule.Kind, length: Int)?) -> String {
        guard let rule else { return fieldPath.joined(separator: ".") }
        if case .members = rule.kind { return fieldPath.prefix(rule.length + 1).joined(separator: ".") }
        return fieldPath.prefix(rule.length).joined(separator: ".")
    }

    /// The bump a rule gives; nil where it depends on the change.
    private static func bump(_ rule: (kind: FieldRule.Kind, length: Int)?) -> VersionBump? {
        switch rule?.kind {
        case nil: return FieldRule.unlisted
        case .value(let bump)?, .members(let bump)?: return bump
        case .childOrder?: return .minor
        case .judged?, .derived?: return nil
        }
    }

    // MARK: - Trees

    enum Step: Equatable {
        case key(String)
        case index(Int)
    }

    /// Every value that is not an object or a list, with its path.
    static func leaves(_ value: JSONValue, at path: [Step] = []) -> [([Step], JSONValue)] {
        switch value {
        case .object(let members): return members.flatMap { leaves($0.value, at: path + [.key($0.key)]) }
        case .array(let items): return items.enumerated().flatMap { leaves($0.element, at: path + [.index($0.offset)]) }
        default: return [(path, value)]
        }
    }

    static func replacing(_ path: ArraySlice<Step>, in value: JSONValue, with new: JSONValue) -> JSONValue {
        guard let step = path.first else { return new }
        switch (step, value) {
        case (.key(let key), .object(var members)):
            members[key] = replacing(path.dropFirst(), in: members[key] ?? .null, with: new)
            return .object(members)
        case (.index(let i), .array(var items)) where items.indices.contains(i):
            items[i] = replacing(path.dropFirst(), in: items[i], with: new)
            return .array(items)
        default:
            return value
        }
    }

    private func decode<R: Decodable>(_ type: R.Type, replacing path: [Step], in tree: JSONValue, with new: JSONValue) throws -> R {
        let bytes = JSONWriter.bytes(Self.replacing(path[...], in: tree, with: new))
        return try JSONDecoder().decode(R.self, from: Data(bytes))
    }

    /// Other values of the same kind, the plainest first; one of them decodes (a grade is `K` or
    /// `1`, a UUID is a UUID).
    private static func changedValues(_ value: JSONValue) -> [JSONValue] {
        switch value {
        case .string(let s):
            return [.string(s + "x"), "1", "K", "representational", "masteryCheck", "recap", .string(UUIDv5.entity("other").uuidString.lowercased())]
                .filter { $0 != value }
        case .int(let i): return [.int(i + 1)]
        case .double(let d): return [.double(d + 0.25)]
        case .bool(let b): return [.bool(!b)]
        case .null: return [1]
        case .array, .object: return []
        }
    }

    /// Each stored property of a record, and of the records inside it, is in its JSON: a field
    /// added to a type is written, or this fails (so do the samples above, if one leaves a field unset).
    private func assertEveryPropertyIsWritten(_ value: Any, _ json: JSONValue, _ path: String) throws {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct?:
            guard case .object(let members) = json else { return }
            for child in mirror.children {
                let name = try XCTUnwrap(child.label, path)
                let unwrapped = Mirror(reflecting: child.value).displayStyle == .optional
                    ? try XCTUnwrap(Mirror(reflecting: child.value).children.first?.value, "\(path).\(name) is unset in the sample")
                    : child.value
                let member = try XCTUnwrap(members[name], "\(path).\(name) is not written")
                try assertEveryPropertyIsWritten(unwrapped, member, "\(path).\(name)")
            }
        case .collection?:
            guard case .array(let items) = json else { return }
            for (element, item) in zip(mirror.children.map(\.value), items) { try assertEveryPropertyIsWritten(element, item, path + "[]") }
        default:
            break
        }
    }
}
