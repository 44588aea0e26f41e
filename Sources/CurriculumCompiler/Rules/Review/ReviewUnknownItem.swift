import CurriculumSyntax

package enum ReviewUnknownItem: CatalogRule {
    package static let description = RuleDescription(
        id: "REVIEW-UNKNOWN-ITEM", severity: .off,
        summary: "a review file approves an item or lesson the curriculum does not have",
        rationale: """
            A review file names its lesson and its items by id (`reviews/<kind>/<lesson id>.yaml`). When an item is removed or renumbered, or a lesson renamed, its approvals name nothing: they approve no content and would hide that the new ids were never reviewed. Approving the lesson again drops approvals of items it no longer has; a file for a lesson that is gone is deleted by hand (docs/reviews.md). Off until a team starts reviewing; turn it on in the manifest.
            """,
        triggering: [
            (RuleExample.contentReview(["i1", "↓i9"]) + RuleExample.turningOn("REVIEW-UNKNOWN-ITEM"))
                .reports("approval names item i9, which k.counting.count-objects.l1 does not have"),
            (RuleExample.contentReview(["i1"], lesson: "↓k.counting.count-objects.l9") + RuleExample.turningOn("REVIEW-UNKNOWN-ITEM"))
                .reports("review file names lesson k.counting.count-objects.l9, which the curriculum does not have"),
        ],
        nonTriggering: [RuleExample.contentReview(["i1", "i8"]) + RuleExample.turningOn("REVIEW-UNKNOWN-ITEM")])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        guard !catalog.reviews.isEmpty else { return [] }
        let lessons = Dictionary(catalog.lessons.map { ($0.id.value, $0) }, uniquingKeysWith: { a, _ in a })
        var out: [Diagnostic] = []
        for record in catalog.reviews.records {
            let id = record.lesson.value
            guard let lesson = lessons[id] else {
                // A lesson that failed to load is not gone: its findings come first.
                let cause = catalog.damage.lesson(id) ?? catalog.damage.definition(of: id, defined: lessons.keys)
                out.append(diagnostic(
                    at: record.lesson.location, length: record.lesson.length,
                    "review file names lesson \(id), which the curriculum does not have",
                    notes: [.init("delete the file, or approve the lesson under its new id")]).following(cause))
                continue
            }
            let items = Set(lesson.items.map(\.id.value))
            for approval in record.approvals where !items.contains(approval.item.value) {
                out.append(diagnostic(
                    at: approval.item.location, length: approval.item.length,
                    "approval names item \(approval.item.value), which \(id) does not have",
                    notes: [.init("`curriculum review approve \(id) --kind \(record.kind.value.name) --by NAME` drops it")])
                    .following(catalog.damage.lesson(id)))
            }
        }
        return out
    }
}
