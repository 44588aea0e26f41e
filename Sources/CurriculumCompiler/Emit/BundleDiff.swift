import CurriculumModel

/// The smallest content-version bump a set of changes needs: removing content or changing what
/// counts as right breaks saved progress (major); new content is a feature (minor); rewording is
/// a fix (patch).
package enum VersionBump: Int, Sendable, Comparable, CaseIterable, CustomStringConvertible {
    case none, patch, minor, major

    package var description: String { ["none", "patch", "minor", "major"][rawValue] }

    package static func < (a: VersionBump, b: VersionBump) -> Bool { a.rawValue < b.rawValue }

    package var part: SemanticVersion.Part? {
        switch self {
        case .none: return nil
        case .patch: return .patch
        case .minor: return .minor
        case .major: return .major
        }
    }
}

/// One entity added, removed or changed between two bundles.
package struct BundleChange: Sendable, Equatable {
    package enum Kind: String, Sendable { case added, removed, changed }

    /// unit, skill, lesson, item, standard, badge, event, fact, points, content
    package var entity: String
    package var id: String
    package var kind: Kind
    /// For a change, the fields that differ (`prompt`, `fields.objects`, …).
    package var fields: [String]
    package var bump: VersionBump
}

/// What changed between two builds of one bundle, and the version bump it requires.
package struct BundleDiff: Sendable {
    package var bundleId: String
    package var oldVersion: String
    package var newVersion: String
    package var changes: [BundleChange]

    package var required: VersionBump { changes.map(\.bump).max() ?? .none }

    /// The smallest version NEW may have: OLD bumped as `required` says (OLD itself for none).
    package var requiredVersion: SemanticVersion? {
        guard let old = SemanticVersion(oldVersion) else { return nil }
        return required.part.map(old.bumped) ?? old
    }

    /// NEW's version is at least `requiredVersion`.
    package var satisfied: Bool {
        guard let required = requiredVersion, let new = SemanticVersion(newVersion) else { return false }
        return new >= required
    }

    package static func compare(_ old: ContentBundle, _ new: ContentBundle) -> BundleDiff {
        var changes: [BundleChange] = []
        changes += standards.changes(old.standards, new.standards)
        changes += units.changes(old.units, new.units)
        changes += skills.changes(old.skills, new.skills)
        changes += lessons.changes(old.lessons.map(\.metadata), new.lessons.map(\.metadata))
        changes += items.changes(old.items, new.items)
        changes += badges.changes(old.badges?.badges ?? [], new.badges?.badges ?? [])
        if let a = old.badges?.points, let b = new.badges?.points, a != b {
            changes.append(BundleChange(entity: "points", id: "points", kind: .changed, fields: ["points"], bump: .minor))
        }
        changes += events.changes(old.analytics?.events ?? [], new.analytics?.events ?? [])
        changes += facts.changes(old.factSets.flatMap(\.facts), new.factSets.flatMap(\.facts))
        if changes.isEmpty, old.manifest.contentHash != new.manifest.contentHash {
            // Something without an entity of its own changed (an emitter list, a translation comment):
            // still a change, so at least a patch.
            changes.append(BundleChange(entity: "content", id: "files", kind: .changed, fields: changedFiles(old.manifest, new.manifest), bump: .patch))
        }
        return BundleDiff(
            bundleId: new.manifest.bundleId, oldVersion: old.manifest.contentVersion,
            newVersion: new.manifest.contentVersion, changes: changes)
    }

    private static func changedFiles(_ a: BundleManifest, _ b: BundleManifest) -> [String] {
        let old = Dictionary(a.files.map { ($0.path, $0.sha256) }, uniquingKeysWith: { x, _ in x })
        let new = Dictionary(b.files.map { ($0.path, $0.sha256) }, uniquingKeysWith: { x, _ in x })
        return Set(old.keys).union(new.keys).sorted().filter { old[$0] != new[$0] }
    }
}

// MARK: - What a change to each field means

extension BundleDiff {
    /// The app keys saved progress on an entity's UUID.
    private static let identity = FieldRule("uuid", .major)

    static let standards = RecordComparison<StandardRecord>(entity: "standard", id: { $0.code }, rules: [
        FieldRule("description", .patch), FieldRule("cluster", .patch), FieldRule("domain", .minor),
        FieldRule("range", .minor), FieldRule("heading", .minor), FieldRule("parts", .minor), identity,
        // The skills that teach it, from the skills' own standards.
        FieldRule("skills", .derived),
    ])

    static let units = RecordComparison<UnitRecord>(entity: "unit", id: { $0.id }, rules: [
        FieldRule("title", .patch), FieldRule("remediation", .patch), FieldRule("order", .minor),
        FieldRule("standards", .minor), FieldRule("prerequisites", .minor), FieldRule("skills", .childOrder),
        FieldRule("masteryChecks", .childOrder), identity,
    ])

    static let skills = RecordComparison<SkillRecord>(entity: "skill", id: { $0.id }, rules: [
        FieldRule("name", .patch), FieldRule("remediation", .patch), FieldRule("unit", .major),
        FieldRule("standards", .minor), FieldRule("prerequisites", .minor), FieldRule("lessons", .childOrder), identity,
    ])

    static let lessons = RecordComparison<LessonMetadata>(entity: "lesson", id: { $0.id }, rules: [
        FieldRule("title", .patch), FieldRule("skill", .major), FieldRule("unit", .major), FieldRule("grade", .major),
        FieldRule("order", .minor), FieldRule("stage", .minor), FieldRule("lessonType", .minor), FieldRule("role", .minor),
        FieldRule("rubric", .minor), FieldRule("items", .childOrder), identity,
        // Summaries of the items, each reported on the item that changed.
        FieldRule("quickCheck", .derived), FieldRule("standards", .derived), FieldRule("itemTypes", .derived),
    ])

    static let items = RecordComparison<ItemRecord>(entity: "item", id: { $0.fullId }, rules: [
        FieldRule("type", .major), FieldRule("answer", .major), FieldRule("options", .major),
        FieldRule("prompt", .patch), FieldRule("hints", .patch), FieldRule("feedback", .patch), FieldRule("image.alt", .patch),
        // How text is said follows the text (or the speech rules): a reading, not new content.
        FieldRule("spoken.prompt", .patch), FieldRule("spoken.options", .patch), FieldRule("spoken.hints", .patch),
        FieldRule("spoken.feedback", .patch), FieldRule("spoken.labels", .patch),
        FieldRule("image.asset", .minor), FieldRule("difficulty", .minor), FieldRule("quickCheck", .minor),
        FieldRule("skill", .minor), FieldRule("standards", .minor),
        // The same picture drawn, redrawn or still a placeholder: the art changes, not what is asked.
        FieldRule("image.file", .patch), FieldRule("image.placeholder", .patch), identity,
        // Type-specific fields decide what the right answer is.
        FieldRule("fields", .members(.major)),
    ])

    static let badges = RecordComparison<BadgeRecord>(entity: "badge", id: { $0.id }, rules: [
        FieldRule("name", .patch), FieldRule("levels.name", .patch), FieldRule("skill", .minor),
        FieldRule("levels.mastered", .minor), identity,
        // Its skill's lessons, reported on the skill.
        FieldRule("lessons", .derived),
    ])

    static let events = RecordComparison<AnalyticsRecord>(entity: "event", id: { $0.name }, rules: [
        FieldRule("trigger", .patch),
        // The app sends these events: a property that goes away or changes type breaks it.
        FieldRule("properties", .judged { a, b in
            let types = { (list: JSONValue?) -> [(name: String, type: String)] in
                (list?.arrayValue ?? []).map { ($0["name"]?.stringValue ?? "", $0["type"]?.stringValue ?? "") }
            }
            let kept = Dictionary(types(b).map { ($0.name, $0.type) }, uniquingKeysWith: { x, _ in x })
            return types(a).contains { kept[$0.name] != $0.type } ? .major : .minor
        }),
        identity,
    ])

    static let facts = RecordComparison<FactRecord>(entity: "fact", id: { $0.id }, rules: [
        FieldRule("a", .major), FieldRule("op", .major), FieldRule("b", .major), FieldRule("answer", .major),
        FieldRule("options", .major), FieldRule("tags", .minor), identity,
    ])
}
