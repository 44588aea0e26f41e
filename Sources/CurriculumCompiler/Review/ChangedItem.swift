/// An item changed since its approval, with what was approved (from `reviews/approved/`) and
/// what it is now, field by field: what `review diff` prints and the preview's page of changes
/// draws.
package struct ChangedItem: Sendable {
    package var lesson: Lesson
    package var item: Item
    package var approval: Approval
    /// The approved bytes, or why they are not at hand.
    package var before: ApprovedSnapshots.Lookup
    /// The bytes a reviewer would approve now.
    package var after: [UInt8]
    /// The fields that differ; empty when the approved bytes are not at hand.
    package var fields: [FieldChange]

    /// Every item `status` finds changed since its approval, in teaching order.
    package static func all(in status: ReviewStatus, catalog: Catalog, snapshots: ApprovedSnapshots) -> [ChangedItem] {
        let content = ReviewedContent(catalog: catalog)
        return status.changed.compactMap { entry in
            guard let approval = entry.state.approval else { return nil }
            let after = content.bytes(of: entry.item, in: entry.lesson, kind: status.kind)
            let before = snapshots.read(approval.sha256)
            var fields: [FieldChange] = []
            if case .found(let bytes) = before {
                fields = ReviewChanges.fields(before: bytes, after: after, kind: status.kind, itemID: entry.item.fullID)
            }
            return ChangedItem(lesson: entry.lesson, item: entry.item, approval: approval, before: before, after: after, fields: fields)
        }
    }

    /// Why the "before" cannot be shown, in a sentence naming the snapshot under `displayRoot`;
    /// nil when it can.
    package func beforeUnavailable(displayRoot: String) -> String? {
        let path = DisplayPath.join(displayRoot, ApprovedSnapshots.path(of: approval.sha256))
        switch before {
        case .found: return nil
        case .missing: return "what was approved is not kept (\(path) is missing), so only the fact of a change is known"
        case .altered: return "\(path) no longer holds what was approved (its bytes do not hash to its name), so it is not shown"
        }
    }
}
