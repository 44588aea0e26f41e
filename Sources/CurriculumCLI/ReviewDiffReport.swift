import CurriculumCompiler
import CurriculumModel

/// `review diff` for one kind of review: every item changed since its approval, each field that
/// changed with its value then and now (compact JSON, as the bundle holds it).
struct ReviewDiffReport {
    var status: ReviewStatus
    var catalog: Catalog
    var snapshots: ApprovedSnapshots
    var displayRoot: String

    private var changes: [ChangedItem] { ChangedItem.all(in: status, catalog: catalog, snapshots: snapshots) }

    var text: String {
        let changes = changes
        let approved = status.counts.approved
        guard !changes.isEmpty else {
            return "\(status.kind.phrase): no item has changed since its approval (\(approved) approved)\n"
        }
        var out = ""
        for change in changes {
            let at = change.item.id.location
            out += "\(change.item.fullID) (\(at.path):\(at.line):\(at.column)) has changed since its \(status.kind.phrase) by \(change.approval.byline):\n"
            if let reason = change.beforeUnavailable(displayRoot: displayRoot) {
                out += "  \(reason)\n"
                continue
            }
            for field in change.fields {
                out += "  \(field.field)\n    before: \(Self.show(field.before))\n    after:  \(Self.show(field.after))\n"
            }
        }
        out += "\(status.kind.phrase): \(changes.count) item\(changes.count == 1 ? "" : "s") changed since approval, \(approved) approved as they are\n"
        return out
    }

    static func show(_ value: JSONValue?) -> String {
        guard let value else { return "(none)" }
        return value.description
    }

    var json: JSONValue {
        let items: [JSONValue] = changes.map { change in
            let at = change.item.id.location
            var object: JSONObject = [
                "item": .string(change.item.fullID), "path": .string(at.path), "line": .int(at.line), "column": .int(at.column),
                "by": .string(change.approval.by), "date": .string(change.approval.date),
                "approvedSha256": .string(change.approval.sha256), "currentSha256": .string(ReviewedContent.hash(change.after)),
                "fields": .array(change.fields.map { field in
                    .object(["field": .string(field.field), "before": field.before ?? .null, "after": field.after ?? .null])
                }),
            ]
            if let reason = change.beforeUnavailable(displayRoot: displayRoot) { object["beforeUnavailable"] = .string(reason) }
            return .object(object)
        }
        return .object(["kind": .string(status.kind.name), "approved": .int(status.counts.approved), "changed": .array(items)])
    }
}
