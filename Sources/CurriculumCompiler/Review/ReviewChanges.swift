import CurriculumModel
import CurriculumSyntax

/// One field that differs between what was approved and what the item is now.
package struct FieldChange: Sendable, Equatable {
    /// The field as `diff` names it: `hints`, `fields.frames`, `spoken.hints`, `image.alt`; for a
    /// translation, the string (`prompt`, `hint.1`) or its spoken form (`spoken prompt`).
    package var field: String
    /// Nil where the field was not there (before) or is no longer there (after).
    package var before: CurriculumModel.JSONValue?
    package var after: CurriculumModel.JSONValue?
}

/// What changed since an approval, field by field: the approved bytes and the current bytes
/// read as JSON and compared the way `curriculum diff` compares bundle records
/// (`BundleDiff.items`), so every field the bundle carries is compared, nested ones included.
package enum ReviewChanges {
    package static func fields(before: [UInt8], after: [UInt8], kind: ReviewKind, itemID: String) -> [FieldChange] {
        guard let old = json(before), let new = json(after) else { return [] }
        switch kind {
        case .content, .accessibility:
            return BundleDiff.items.changedFields(old, new).map { change in
                FieldChange(field: change.name, before: lookup(change.name, in: old), after: lookup(change.name, in: new))
            }
        case .translation:
            // Keys are `<full item id>.<string>`: shown without the item, which the change is on.
            var out: [FieldChange] = []
            for (member, label) in [("strings", ""), ("spoken", "spoken ")] {
                let a = old[member]?.objectValue ?? [:], b = new[member]?.objectValue ?? [:]
                for key in Set(a.keys).union(b.keys).sorted(by: NaturalOrder.less) where a[key] != b[key] {
                    let name = key.hasPrefix(itemID + ".") ? String(key.dropFirst(itemID.count + 1)) : key
                    out.append(FieldChange(field: label + name, before: a[key], after: b[key]))
                }
            }
            return out
        }
    }

    /// Bytes this tool wrote as JSON, read back with the loader every file goes through.
    package static func json(_ bytes: [UInt8]) -> CurriculumModel.JSONValue? {
        let (root, diagnostics) = YAMLLoader(json: true).load(SourceFile(path: "approved.json", bytes: bytes))
        guard let root, !diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        return JSONValue(root)
    }

    /// A field by its dotted name (`image.alt`, `fields.frames`); item records have no dots in keys.
    package static func lookup(_ name: String, in value: CurriculumModel.JSONValue) -> CurriculumModel.JSONValue? {
        var current: JSONValue? = value
        for key in name.split(separator: ".") { current = current?[String(key)] }
        return current
    }
}
