import CurriculumModel

/// What a change to one field of a record means to `diff`. Records are compared field by field
/// through the one description of their JSON (`JSONWritable`), so every field a record writes is
/// compared; a rule only says how a change to a field counts. A field without a rule is still
/// reported, under its path, as `FieldRule.unlisted`.
struct FieldRule: Sendable {
    enum Kind: Sendable {
        /// Compared whole: `feedback`, `rubric`, a list.
        case value(VersionBump)
        /// Each member compared on its own and reported as `<field>.<key>`: an item's
        /// type-specific `fields`.
        case members(VersionBump)
        /// Ids of child records: children added or removed are reported on themselves, so only
        /// the shared ones moving is a change here (`<field> order`, minor).
        case childOrder
        /// Worked out from other records and reported where those change: a lesson's `standards`
        /// are its items' standards. Never reported here.
        case derived
        /// A bump that depends on the change itself.
        case judged(@Sendable (JSONValue?, JSONValue?) -> VersionBump)
    }

    /// Field names joined with `.` (`image.alt`); the members of a list of objects are named
    /// through the list (`levels.name`: every level's name).
    var path: String
    var kind: Kind

    init(_ path: String, _ kind: Kind) {
        self.path = path
        self.kind = kind
    }

    init(_ path: String, _ bump: VersionBump) { self.init(path, .value(bump)) }

    /// What a change to a field no rule names counts as: new content the app may use, so at
    /// least minor; never nothing, so a field added to a record can never go unseen.
    static let unlisted = VersionBump.minor
}

/// One kind of record as `diff` compares it: the entity name it reports, its id, and its rules,
/// in the order changes are listed (fields without a rule come after, in key order).
struct RecordComparison<Record: JSONWritable>: Sendable {
    var entity: String
    var id: @Sendable (Record) -> String
    var rules: [FieldRule]

    /// Records removed (major), added (minor) and changed, by id, the first of a repeated id only.
    func changes(_ old: [Record], _ new: [Record]) -> [BundleChange] {
        var oldByID: [String: Record] = [:]
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
            let found = changedFields(JSONValue(a), JSONValue(b))
            guard !found.isEmpty else { continue }
            out.append(BundleChange(
                entity: entity, id: id(b), kind: .changed, fields: found.map(\.name), bump: found.map(\.bump).max() ?? .patch))
        }
        return out
    }

    /// The fields that differ between two records, each with the bump it needs, ruled fields in
    /// rule order, then the rest in the order the record writes them.
    func changedFields(_ a: JSONValue, _ b: JSONValue) -> [(name: String, bump: VersionBump)] {
        var walk = FieldWalk(rules: rules)
        walk.compare(a, b, at: "")
        return walk.found.sorted { ($0.rank, $0.seen) < ($1.rank, $1.seen) }.map { ($0.name, $0.bump) }
    }
}

/// Two records' JSON walked side by side, down to the fields rules name or to values that are
/// neither objects nor lists of objects.
private struct FieldWalk {
    struct Found {
        var name: String
        var bump: VersionBump
        /// The rule's position, or past every rule for a field without one.
        var rank: Int
        /// Order of discovery, to keep the walk's order among equals.
        var seen: Int
    }

    let rules: [String: (rank: Int, kind: FieldRule.Kind)]
    let unlistedRank: Int
    var found: [Found] = []

    init(rules: [FieldRule]) {
        var byPath: [String: (rank: Int, kind: FieldRule.Kind)] = [:]
        for (rank, rule) in rules.enumerated() where byPath[rule.path] == nil { byPath[rule.path] = (rank, rule.kind) }
        self.rules = byPath
        unlistedRank = rules.count
    }

    mutating func report(_ name: String, _ bump: VersionBump, rank: Int) {
        found.append(Found(name: name, bump: bump, rank: rank, seen: found.count))
    }

    mutating func compare(_ a: JSONValue?, _ b: JSONValue?, at path: String) {
        if let rule = rules[path] {
            apply(rule.kind, a, b, at: path, rank: rule.rank)
            return
        }
        guard a != b else { return }
        if Self.isObjectOrAbsent(a), Self.isObjectOrAbsent(b) {
            for key in Self.keys(a, b) { compare(a?[key], b?[key], at: Self.join(path, key)) }
        } else if let x = Self.objectList(a), let y = Self.objectList(b), !(x.isEmpty && y.isEmpty) {
            // A list of objects: each member across the list (`levels.name`), so a change names
            // the member that changed.
            var keys: [String] = []
            var known = Set<String>()
            for element in x + y {
                for key in element.keys where known.insert(key).inserted { keys.append(key) }
            }
            for key in keys {
                let column = { (list: [JSONObject], present: Bool) -> JSONValue? in
                    present ? .array(list.map { $0[key] ?? .null }) : nil
                }
                compare(column(x, a != nil), column(y, b != nil), at: Self.join(path, key))
            }
        } else {
            report(path, FieldRule.unlisted, rank: unlistedRank)
        }
    }

    private mutating func apply(_ kind: FieldRule.Kind, _ a: JSONValue?, _ b: JSONValue?, at path: String, rank: Int) {
        switch kind {
        case .value(let bump):
            if a != b { report(path, bump, rank: rank) }
        case .judged(let judge):
            if a != b { report(path, judge(a, b), rank: rank) }
        case .members(let bump):
            let x = Self.members(a), y = Self.members(b)
            for key in Set(x.keys).union(y.keys).sorted() where x[key] != y[key] {
                report(path + "." + key, bump, rank: rank)
            }
        case .childOrder:
            let x = Self.strings(a), y = Self.strings(b)
            let shared = Set(x).intersection(y)
            if x.filter(shared.contains) != y.filter(shared.contains) { report(path + " order", .minor, rank: rank) }
        case .derived:
            break
        }
    }

    private static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : path + "." + key }

    private static func isObjectOrAbsent(_ value: JSONValue?) -> Bool {
        switch value {
        case nil, .object?: return true
        default: return false
        }
    }

    /// Keys of either object, `a`'s in its order, then those only `b` has.
    private static func keys(_ a: JSONValue?, _ b: JSONValue?) -> [String] {
        var keys: [String] = []
        var known = Set<String>()
        for value in [a, b] {
            guard case .object(let object)? = value else { continue }
            for key in object.keys where known.insert(key).inserted { keys.append(key) }
        }
        return keys
    }

    /// The objects of a list of objects (empty for an empty list or no value); nil for anything else.
    private static func objectList(_ value: JSONValue?) -> [JSONObject]? {
        guard let value else { return [] }
        guard case .array(let items) = value else { return nil }
        var objects: [JSONObject] = []
        for item in items {
            guard case .object(let object) = item else { return nil }
            objects.append(object)
        }
        return objects
    }

    private static func members(_ value: JSONValue?) -> [String: JSONValue] {
        guard case .object(let object)? = value else { return [:] }
        return object.dictionary
    }

    private static func strings(_ value: JSONValue?) -> [String] {
        (value?.arrayValue ?? []).compactMap(\.stringValue)
    }
}
