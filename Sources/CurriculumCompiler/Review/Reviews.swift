/// Every approval the curriculum's review files hold (`reviews/`, docs/reviews.md), by kind and
/// item. Linking keeps the first approval of an item for a kind; a second is REF-DUPLICATE-ID.
package struct Reviews: Sendable {
    package private(set) var records: [ReviewRecord] = []
    private var byKind: [ReviewKind: [String: Approval]] = [:]
    /// Per kind, the lessons with at least one approval of it.
    private var lessonsByKind: [ReviewKind: Set<String>] = [:]

    package init() {}

    mutating func add(_ record: ReviewRecord) {
        records.append(record)
        let kind = record.kind.value
        for approval in record.approvals {
            byKind[kind, default: [:]][approval.fullID] = approval
            lessonsByKind[kind, default: []].insert(approval.lessonID)
        }
    }

    package var isEmpty: Bool { byKind.isEmpty }

    /// The kinds some record approves, in name order.
    package var kinds: [ReviewKind] { byKind.keys.sorted() }

    /// The approval of one kind an item has, by the item's full id.
    package func approval(of fullID: String, kind: ReviewKind) -> Approval? { byKind[kind]?[fullID] }

    /// Every approval an item has, kinds in name order.
    package func approvals(of fullID: String) -> [Approval] {
        kinds.compactMap { byKind[$0]?[fullID] }
    }

    /// Whether any item of the lesson has an approval of this kind: the lesson is under review.
    package func hasApprovals(inLesson id: String, kind: ReviewKind) -> Bool {
        lessonsByKind[kind]?.contains(id) ?? false
    }

    /// Every approval, in record order.
    package var all: [Approval] { records.flatMap(\.approvals) }
}
