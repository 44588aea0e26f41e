import CurriculumModel
import CurriculumSyntax
import Foundation

/// `curriculum review approve`: records the current hash of every item of the chosen lessons
/// for one kind of review, by one reviewer, on one day, in each lesson's review file, and keeps
/// the approved bytes beside them (`ApprovedSnapshots`). Everything is decided before anything
/// is written (`ReviewApproval.init`); `write()` then writes it.
///
/// - An item with an error on its lines, or in a lesson with an error of its own, is refused:
///   an approval is of content that can ship. For a translation review, so is an item whose
///   strings are not all translated from today's English, or whose translations have an error.
/// - An item already approved as it is keeps its approval (reviewer and date), so re-approving
///   a lesson changes only the lines of items that changed.
/// - A refused item keeps the approval it had; an approval of an item no longer in the lesson
///   is dropped. A snapshot no approval names any more is removed.
package struct ReviewApproval: Sendable {
    package struct Refusal: Sendable {
        package var item: Item
        package var reason: String
    }

    /// What approving does to one lesson.
    package struct LessonPlan: Sendable {
        package var lesson: Lesson
        /// The review file, relative to the curriculum root.
        package var recordPath: String
        /// Items approved now, by id.
        package var approved: [String] = []
        /// Items whose approval already holds, by id.
        package var unchanged: [String] = []
        package var refused: [Refusal] = []
        /// Approvals dropped because their item is no longer in the lesson, by item id.
        package var dropped: [String] = []
        /// The file's new text; nil when it stays as it is.
        var text: String?
        /// The bytes approved now, to keep as snapshots.
        var snapshots: [[UInt8]] = []
        /// Hashes the lesson's approvals named before and no longer do.
        var replaced: Set<String> = []
        /// Hashes the lesson's approvals name after the write.
        var named: Set<String> = []

        package var writes: Bool { text != nil }
    }

    package let kind: ReviewKind
    package let by: String
    package let date: String
    package let root: URL
    package private(set) var lessons: [LessonPlan] = []
    /// Snapshots that no approval will name once the plan is written.
    private var unused: [String] = []

    package init(compilation: Compilation, lessons chosen: [Lesson], kind: ReviewKind, by: String, date: String) {
        self.kind = kind
        self.by = by
        self.date = date
        root = compilation.root
        let catalog = compilation.catalog
        let content = ReviewedContent(catalog: catalog)
        let errors = Dictionary(grouping: compilation.diagnostics.filter { $0.severity == .error }, by: \.location.path)
        let schema = ReviewRecordText.schemaPath(
            for: ReviewRecordText.path(lesson: "x", kind: kind), manifestSchema: Self.manifestSchema(compilation))
        let translationRefusals = Self.translationRefusals(kind, catalog: catalog, errors: errors)
        var rewritten = Set<String>()
        for lesson in chosen {
            var plan = LessonPlan(lesson: lesson, recordPath: ReviewRecordText.path(lesson: lesson.id.value, kind: kind))
            let before = catalog.reviews.records.filter { $0.lesson.value == lesson.id.value && $0.kind.value == kind }.flatMap(\.approvals)
            var entries: [String: ReviewRecordText.Entry] = [:]
            for approval in before where entries[approval.item.value] == nil { entries[approval.item.value] = .init(approval) }
            var refusals = Self.refusals(of: lesson, errors: errors[lesson.path] ?? [], source: compilation.source(lesson.path))
            // The id names the review file: only an id that is safe as a file name does (a
            // schema error refuses the rest, unless configured off).
            if !BundlePath.isSafeComponent(lesson.id.value) || lesson.id.value.utf8.count > FileNameLimit.maxBytes - 5 {
                for item in lesson.items { refusals[ObjectIdentifier(item)] = "its lesson id cannot name a review file" }
            }
            let present = Set(lesson.items.map(\.id.value))
            for (item, entry) in entries where !present.contains(item) {
                plan.dropped.append(item)
                plan.replaced.insert(entry.sha256)
                entries[item] = nil
            }
            for item in lesson.items {
                if let reason = refusals[ObjectIdentifier(item)] ?? translationRefusals(item, lesson) {
                    plan.refused.append(Refusal(item: item, reason: reason))
                    continue
                }
                let bytes = content.bytes(of: item, in: lesson, kind: kind)
                let hash = ReviewedContent.hash(bytes)
                if let old = entries[item.id.value] {
                    guard old.sha256 != hash else {
                        plan.unchanged.append(item.id.value)
                        continue
                    }
                    plan.replaced.insert(old.sha256)
                }
                entries[item.id.value] = .init(item: item.id.value, by: by, date: date, sha256: hash)
                plan.approved.append(item.id.value)
                plan.snapshots.append(bytes)
            }
            plan.dropped.sort(by: NaturalOrder.less)
            plan.named = Set(entries.values.map(\.sha256))
            if !plan.approved.isEmpty || !plan.dropped.isEmpty {
                plan.text = entries.isEmpty ? nil : ReviewRecordText.text(
                    lesson: lesson.id.value, kind: kind, entries: Array(entries.values), schema: schema)
                rewritten.insert(lesson.id.value)
            }
            lessons.append(plan)
        }
        // A snapshot goes when nothing names it any more: no other lesson's or kind's approval,
        // and no approval this plan writes.
        var named = Set<String>()
        for approval in catalog.reviews.all where !(approval.kind == kind && rewritten.contains(approval.lessonID)) {
            named.insert(approval.sha256)
        }
        for plan in lessons { named.formUnion(plan.named) }
        unused = lessons.flatMap(\.replaced).filter { !named.contains($0) }.sorted()
    }

    /// Writes every lesson's review file and snapshots, snapshots first, so a record never
    /// names bytes that are not kept.
    package func write() throws {
        let snapshots = ApprovedSnapshots(root: root)
        for plan in lessons where plan.writes {
            for bytes in plan.snapshots { try snapshots.keep(bytes) }
        }
        for plan in lessons {
            guard let text = plan.text else {
                // Every approval of the lesson dropped: no file, rather than one with none.
                if !plan.dropped.isEmpty, plan.named.isEmpty { try? FileManager.default.removeItem(at: root.appendingPathComponent(plan.recordPath)) }
                continue
            }
            try AtomicFile.writeReplacing(path: root.appendingPathComponent(plan.recordPath).path, bytes: Array(text.utf8), createFolders: true)
        }
        for hash in unused { snapshots.drop(hash) }
    }

    /// The manifest's modeline path, relative to the curriculum root.
    static func manifestSchema(_ compilation: Compilation) -> String? {
        guard let path = compilation.catalog.manifest?.path, let source = compilation.source(path), let first = source.line(1) else { return nil }
        let prefix = "# yaml-language-server: $schema="
        guard first.hasPrefix(prefix) else { return nil }
        return String(first.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces)
    }

    /// Why items of a lesson cannot be approved: an error on an item's lines refuses that item;
    /// an error on the lesson's own lines, every item.
    static func refusals(of lesson: Lesson, errors: [Diagnostic], source: SourceFile?) -> [ObjectIdentifier: String] {
        guard !errors.isEmpty else { return [:] }
        let lines = LessonLines(lesson, source: source)
        var byItem: [ObjectIdentifier: [Diagnostic]] = [:]
        var ofLesson: [Diagnostic] = []
        for error in errors.sorted() {
            if let item = lines.item(at: error.location.line) {
                byItem[ObjectIdentifier(item), default: []].append(error)
            } else {
                ofLesson.append(error)
            }
        }
        var out: [ObjectIdentifier: String] = [:]
        for item in lesson.items {
            if let first = ofLesson.first {
                out[ObjectIdentifier(item)] = "its lesson has \(Wording.count(ofLesson.count, "error")), first at line \(first.location.line): \(first.message) [\(first.ruleID)]"
            } else if let found = byItem[ObjectIdentifier(item)], let first = found.first {
                out[ObjectIdentifier(item)] = "it has \(Wording.count(found.count, "error")), first at line \(first.location.line): \(first.message) [\(first.ruleID)]"
            }
        }
        return out
    }

    /// For a translation review: why an item's strings cannot be approved in the locale.
    static func translationRefusals(
        _ kind: ReviewKind, catalog: Catalog, errors: [String: [Diagnostic]]
    ) -> (Item, Lesson) -> String? {
        guard let locale = kind.locale else { return { _, _ in nil } }
        guard let file = catalog.translations[locale] else {
            return { _, _ in "the curriculum has no \(locale) translation (l10n/\(locale)\(TranslationFile.fileExtension))" }
        }
        // Each error in the translation file belongs to the unit written at or above its line.
        let units = file.units.sorted { $0.key.location.line < $1.key.location.line }
        let erring = Set((errors[file.path] ?? []).compactMap { error in
            units.last { $0.key.location.line <= error.location.line }?.key.value
        })
        let builder = BundleBuilder(catalog: catalog)
        return { item, lesson in
            let strings = builder.itemRecord(item, in: lesson).localizableStrings
            if let wrong = strings.first(where: { erring.contains($0.key) }) {
                return "its \(locale) translation of \(wrong.key) has an error (`curriculum lint` shows it)"
            }
            let missing = strings.filter { file.usableValue(for: $0.key, source: $0.text) == nil }.count
            guard missing > 0 else { return nil }
            return "\(missing) of its \(Wording.count(strings.count, "string")) \(missing == 1 ? "has" : "have") no \(locale) translation of today's English"
        }
    }
}
