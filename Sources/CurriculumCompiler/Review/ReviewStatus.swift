import CurriculumSyntax
import Dispatch

/// Where an item stands with one kind of review.
package enum ReviewState: Sendable {
    /// Approved, and the item still hashes to what was approved.
    case approved(Approval)
    /// Approved, but the item has changed since: the approval has lapsed.
    case changed(Approval)
    case neverReviewed

    package var approval: Approval? {
        switch self {
        case .approved(let a), .changed(let a): a
        case .neverReviewed: nil
        }
    }

    /// Whether the item ships as approved: the build gate's question.
    package var isCurrent: Bool {
        if case .approved = self { return true }
        return false
    }

    /// `approved`, `changed`, `never-reviewed`: the states' names in JSON.
    package var name: String {
        switch self {
        case .approved: "approved"
        case .changed: "changed"
        case .neverReviewed: "never-reviewed"
        }
    }
}

/// Approved, changed since approval and never reviewed: counts of items.
package struct ReviewCounts: Sendable, Equatable {
    package var approved = 0
    package var changed = 0
    package var neverReviewed = 0

    package init() {}

    package var total: Int { approved + changed + neverReviewed }

    package mutating func add(_ state: ReviewState) {
        switch state {
        case .approved: approved += 1
        case .changed: changed += 1
        case .neverReviewed: neverReviewed += 1
        }
    }

    /// "6 approved, 1 changed since approval, 12 never reviewed", leaving out what is zero
    /// (but never saying nothing).
    package var summary: String {
        var parts: [String] = []
        if approved > 0 { parts.append("\(approved) approved") }
        if changed > 0 { parts.append("\(changed) changed since approval") }
        if neverReviewed > 0 { parts.append("\(neverReviewed) never reviewed") }
        return parts.isEmpty ? "no items" : parts.joined(separator: ", ")
    }
}

/// Every item's state for one kind of review, in teaching order: what `review status`, the
/// coverage report, the build gate and the preview's page of changes read. Only approved items
/// are hashed, so a curriculum nobody has reviewed costs nothing.
package struct ReviewStatus: Sendable {
    package struct Entry: Sendable {
        package var lesson: Lesson
        package var item: Item
        package var state: ReviewState
    }

    package var kind: ReviewKind
    package var entries: [Entry]

    /// The state of every item of `lessons` (every lesson of the catalog by default).
    package init(catalog: Catalog, kind: ReviewKind, lessons: [Lesson]? = nil) {
        self.kind = kind
        let lessons = lessons ?? catalog.lessons
        let content = ReviewedContent(catalog: catalog)
        let made = ConcurrentResults<[Entry]>(count: lessons.count)
        DispatchQueue.concurrentPerform(iterations: lessons.count) { index in
            let lesson = lessons[index]
            made[index] = lesson.items.map { item in
                Entry(lesson: lesson, item: item, state: Self.state(of: item, in: lesson, kind: kind, catalog: catalog, content: content))
            }
        }
        entries = made.values.flatMap { $0 ?? [] }
    }

    /// One item's state; hashes the item only when it has an approval to compare with.
    package static func state(of item: Item, in lesson: Lesson, kind: ReviewKind, catalog: Catalog, content: ReviewedContent? = nil) -> ReviewState {
        guard let approval = catalog.reviews.approval(of: item.fullID, kind: kind) else { return .neverReviewed }
        let hash = (content ?? ReviewedContent(catalog: catalog)).hash(of: item, in: lesson, kind: kind)
        return hash == approval.sha256 ? .approved(approval) : .changed(approval)
    }

    package var counts: ReviewCounts { counts { _ in true } }

    /// The counts of the entries `include` keeps.
    package func counts(_ include: (Entry) -> Bool) -> ReviewCounts {
        var counts = ReviewCounts()
        for entry in entries where include(entry) { counts.add(entry.state) }
        return counts
    }

    /// The entries whose approval has lapsed.
    package var changed: [Entry] { entries.filter { if case .changed = $0.state { true } else { false } } }

    /// The kinds a report shows: those the curriculum's records approve, else content, the
    /// review every item gets first.
    package static func kinds(in catalog: Catalog) -> [ReviewKind] {
        catalog.reviews.isEmpty ? [.content] : catalog.reviews.kinds
    }
}
