import CurriculumSyntax

package enum ReviewChanged: CatalogRule {
    package static let description = RuleDescription(
        id: "REVIEW-CHANGED", severity: .off,
        summary: "an item has changed since a reviewer approved it",
        rationale: """
            An approval is of the exact content the reviewer saw: the SHA-256 of the item's record as the bundle carries it (or, for a translation review, of its strings in the locale), kept in `reviews/<kind>/<lesson id>.yaml`. Once anything that ships changes (a hint, an answer, a picture, how a prompt is said), the item no longer is what was approved, and shipping it as approved would be untrue. A comment or a reordering of keys changes nothing that ships and lapses nothing. Off until a team starts reviewing; turn it on in the manifest (`rules: {REVIEW-CHANGED: warning}`), and let `curriculum build --require-review KIND` be the gate (docs/reviews.md).
            """,
        triggering: [
            (RuleExample.contentReview(["i1"]) + RuleExample.turningOn("REVIEW-CHANGED"))
                .reports("item i1 has changed since its content review by Ana Ruiz on 2025-11-29", atLine: "- id: ↓i1", in: RuleExample.reviewedLesson),
        ],
        nonTriggering: [RuleExample.turningOn("REVIEW-CHANGED")])

    package static let scope = RuleScope.lesson

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        guard !catalog.reviews.isEmpty else { return [] }
        let content = ReviewedContent(catalog: catalog)
        var out: [Diagnostic] = []
        for (lesson, item) in catalog.items {
            for approval in catalog.reviews.approvals(of: item.fullID) {
                guard content.hash(of: item, in: lesson, kind: approval.kind) != approval.sha256 else { continue }
                out.append(diagnostic(
                    at: item.id.location, length: item.id.length,
                    "item \(item.id.value) has changed since its \(approval.kind.phrase) by \(approval.byline)",
                    notes: [
                        .init("approved here", at: approval.item.location),
                        .init("`curriculum review diff --kind \(approval.kind.name)` shows what changed; `curriculum review approve \(lesson.id.value) --kind \(approval.kind.name) --by NAME` approves it again"),
                    ]))
            }
        }
        return out
    }
}
