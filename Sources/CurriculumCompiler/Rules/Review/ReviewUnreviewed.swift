import CurriculumSyntax

package enum ReviewUnreviewed: CatalogRule {
    package static let description = RuleDescription(
        id: "REVIEW-UNREVIEWED", severity: .off,
        summary: "an item of a lesson under review has never been reviewed",
        rationale: """
            Reviewers approve lessons whole (`curriculum review approve`), so an item without an approval in a lesson whose other items have one is an item added after the review, or one refused for its errors: it would ship beside approved items without anyone having read it. Reported for each kind of review the lesson has had. Lessons nobody has reviewed yet are counted by `curriculum review status` and the coverage report rather than reported item by item, and `curriculum build --require-review KIND` refuses them all (docs/reviews.md). Off until a team starts reviewing; turn it on in the manifest.
            """,
        triggering: [
            (RuleExample.contentReview(["i1", "i2", "i3", "i4", "i5", "i6", "i7"]) + RuleExample.turningOn("REVIEW-UNREVIEWED"))
                .reports("item i8 has had no content review, though other items of its lesson have", atLine: "- id: ↓i8", in: RuleExample.reviewedLesson),
        ],
        nonTriggering: [RuleExample.contentReview(["i1", "i2", "i3", "i4", "i5", "i6", "i7", "i8"]) + RuleExample.turningOn("REVIEW-UNREVIEWED")])

    package static let scope = RuleScope.lesson

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        let kinds = catalog.reviews.kinds
        guard !kinds.isEmpty else { return [] }
        var out: [Diagnostic] = []
        for lesson in catalog.lessons {
            for kind in kinds where catalog.reviews.hasApprovals(inLesson: lesson.id.value, kind: kind) {
                for item in lesson.items where catalog.reviews.approval(of: item.fullID, kind: kind) == nil {
                    out.append(diagnostic(
                        at: item.id.location, length: item.id.length,
                        "item \(item.id.value) has had no \(kind.phrase), though other items of its lesson have",
                        notes: [.init("`curriculum review approve \(lesson.id.value) --kind \(kind.name) --by NAME` approves it once it has been read")]))
                }
            }
        }
        return out
    }
}
