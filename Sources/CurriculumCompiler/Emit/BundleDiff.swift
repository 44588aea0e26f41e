import CurriculumModel

/// The smallest content-version bump a set of changes needs: removing content or changing what
/// counts as right breaks saved progress (major); new content is a feature (minor); rewording is
/// a fix (patch).
public enum VersionBump: Int, Sendable, Comparable, CaseIterable, CustomStringConvertible {
    case none, patch, minor, major

    public var description: String { ["none", "patch", "minor", "major"][rawValue] }

    public static func < (a: VersionBump, b: VersionBump) -> Bool { a.rawValue < b.rawValue }

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
public struct BundleChange: Sendable, Equatable {
    public enum Kind: String, Sendable { case added, removed, changed }

    /// unit, skill, lesson, item, standard, badge, event, fact, points, content
    public var entity: String
    public var id: String
    public var kind: Kind
    /// For a change, the fields that differ (`prompt`, `fields.objects`, …).
    public var fields: [String]
    public var bump: VersionBump
}

/// What changed between two builds of one bundle, and the version bump it requires.
public struct BundleDiff: Sendable {
    public var bundleId: String
    public var oldVersion: String
    public var newVersion: String
    public var changes: [BundleChange]

    public var required: VersionBump { changes.map(\.bump).max() ?? .none }

    /// The smallest version NEW may have: OLD bumped as `required` says (OLD itself for none).
    public var requiredVersion: SemanticVersion? {
        guard let old = SemanticVersion(oldVersion) else { return nil }
        return required.part.map(old.bumped) ?? old
    }

    /// NEW's version is at least `requiredVersion`.
    public var satisfied: Bool {
        guard let required = requiredVersion, let new = SemanticVersion(newVersion) else { return false }
        return new >= required
    }

    public static func compare(_ old: ContentBundle, _ new: ContentBundle) -> BundleDiff {
        var changes: [BundleChange] = []
        changes += diff("standard", old.standards, new.standards, id: \.code, checks: [
            field("description", .patch, \.description), field("cluster", .patch, \.cluster),
            field("domain", .minor, \.domain), field("range", .minor, \.range), field("heading", .minor, \.heading),
            field("parts", .minor, \.parts),
        ])
        changes += diff("unit", old.units, new.units, id: \.id, checks: [
            field("title", .patch, \.title), field("remediation", .patch, \.remediation),
            field("order", .minor, \.order), field("standards", .minor, \.standards),
            field("prerequisites", .minor, \.prerequisites), order("skills", \.skills),
        ])
        changes += diff("skill", old.skills, new.skills, id: \.id, checks: [
            field("name", .patch, \.name), field("remediation", .patch, \.remediation), field("unit", .major, \.unit),
            field("standards", .minor, \.standards), field("prerequisites", .minor, \.prerequisites),
            order("lessons", \.lessons),
        ])
        changes += diff("lesson", old.lessons.map(\.metadata), new.lessons.map(\.metadata), id: \.id, checks: [
            field("title", .patch, \.title), field("skill", .major, \.skill), field("unit", .major, \.unit),
            field("grade", .major, \.grade), field("order", .minor, \.order), field("stage", .minor, \.stage),
            field("lessonType", .minor, \.lessonType), field("role", .minor, \.role), field("rubric", .minor, \.rubric),
            order("items", \.items),
        ])
        changes += diff("item", old.items, new.items, id: \.fullId, checks: [
            field("type", .major, \.type), field("answer", .major, \.answer), field("options", .major, \.options),
            field("prompt", .patch, \.prompt), field("hints", .patch, \.hints), field("feedback", .patch, \.feedback),
            field("image.alt", .patch, \.image?.alt),
            // How text is said follows the text (or the speech rules): a reading, not new content.
            field("spoken.prompt", .patch, \.spoken?.prompt), field("spoken.options", .patch, \.spoken?.options),
            field("spoken.hints", .patch, \.spoken?.hints), field("spoken.feedback", .patch, \.spoken?.feedback),
            field("spoken.labels", .patch, \.spoken?.labels),
            field("image.asset", .minor, \.image?.asset), field("difficulty", .minor, \.difficulty),
            field("quickCheck", .minor, \.quickCheck), field("skill", .minor, \.skill),
            field("standards", .minor, \.standards),
        ], extra: { a, b in
            // Type-specific fields decide what the right answer is.
            Set(a.fields.keys).union(b.fields.keys).sorted().filter { a.fields[$0] != b.fields[$0] }.map { ("fields." + $0, .major) }
        })
        changes += diff("badge", old.badges?.badges ?? [], new.badges?.badges ?? [], id: \.id, checks: [
            field("name", .patch, \.name), field("levels.name", .patch, { $0.levels.map(\.name) }),
            field("skill", .minor, \.skill), field("levels.mastered", .minor, { $0.levels.map(\.mastered) }),
        ])
        if let a = old.badges?.points, let b = new.badges?.points, a != b {
            changes.append(BundleChange(entity: "points", id: "points", kind: .changed, fields: ["points"], bump: .minor))
        }
        changes += diff("event", old.analytics?.events ?? [], new.analytics?.events ?? [], id: \.name, checks: [
            field("trigger", .patch, \.trigger),
        ], extra: { a, b in
            guard a.properties != b.properties else { return [] }
            let kept = Dictionary(b.properties.map { ($0.name, $0.type) }, uniquingKeysWith: { x, _ in x })
            // The app sends these events: a property that goes away or changes type breaks it.
            let breaking = a.properties.contains { kept[$0.name] != $0.type }
            return [("properties", breaking ? .major : .minor)]
        })
        changes += diff("fact", old.factSets.flatMap(\.facts), new.factSets.flatMap(\.facts), id: \.id, checks: [
            field("a", .major, \.a), field("op", .major, \.op), field("b", .major, \.b), field("answer", .major, \.answer),
            field("options", .major, \.options), field("tags", .minor, \.tags),
        ])
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

    // MARK: - Comparing lists of entities

    struct Check<R> {
        var name: String
        var bump: VersionBump
        var differs: (R, R) -> Bool
    }

    static func field<R, V: Equatable>(_ name: String, _ bump: VersionBump, _ value: @escaping (R) -> V) -> Check<R> {
        Check(name: name, bump: bump) { value($0) != value($1) }
    }

    /// A list of child ids whose shared members were reordered (additions and removals are
    /// reported on the children themselves).
    static func order<R>(_ name: String, _ value: @escaping (R) -> [String]) -> Check<R> {
        Check(name: name + " order", bump: .minor) { a, b in
            let x = value(a), y = value(b)
            let shared = Set(x).intersection(y)
            return x.filter(shared.contains) != y.filter(shared.contains)
        }
    }

    static func diff<R>(
        _ entity: String, _ old: [R], _ new: [R], id: (R) -> String, checks: [Check<R>],
        extra: (R, R) -> [(String, VersionBump)] = { _, _ in [] }
    ) -> [BundleChange] {
        var oldByID: [String: R] = [:]
        for r in old where oldByID[id(r)] == nil { oldByID[id(r)] = r }
        let newIDs = Set(new.map(id))
        var out: [BundleChange] = []
        var seen = Set<String>()
        for r in old where !newIDs.contains(id(r)) && seen.insert(id(r)).inserted {
            out.append(BundleChange(entity: entity, id: id(r), kind: .removed, fields: [], bump: .major))
        }
        seen = []
        for r in new where oldByID[id(r)] == nil && seen.insert(id(r)).inserted {
            out.append(BundleChange(entity: entity, id: id(r), kind: .added, fields: [], bump: .minor))
        }
        seen = []
        for b in new {
            guard let a = oldByID[id(b)], seen.insert(id(b)).inserted else { continue }
            var found = checks.filter { $0.differs(a, b) }.map { ($0.name, $0.bump) }
            found += extra(a, b)
            guard !found.isEmpty else { continue }
            out.append(BundleChange(
                entity: entity, id: id(b), kind: .changed, fields: found.map(\.0), bump: found.map(\.1).max() ?? .patch))
        }
        return out
    }
}
