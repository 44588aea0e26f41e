import CurriculumSyntax

/// One review file, `reviews/<kind>/<lesson id>.yaml` (docs/reviews.md): the approvals of one
/// kind given to the items of one lesson, one line each. `curriculum review approve` writes it;
/// the folder and file names are for people, the compiler reads `lesson` and `review`.
package struct ReviewRecord: Sendable {
    package var path: String
    package var lesson: Located<String>
    package var kind: Located<ReviewKind>
    package var approvals: [Approval]
}

/// A reviewer's sign-off of one item: who, when, and the SHA-256 of exactly what they saw
/// (`ReviewedContent`). The approval holds while the item's content hashes the same.
package struct Approval: Sendable {
    /// The item's id in its lesson (`i3`), where the record writes it.
    package var item: Located<String>
    package var lessonID: String
    package var kind: ReviewKind
    package var by: String
    /// `YYYY-MM-DD`, as written.
    package var date: String
    /// Lowercase hex.
    package var sha256: String
    /// The record file, for messages that name where an approval is kept.
    package var path: String

    /// `<lesson id>/<item id>`, as bundles and findings name the item.
    package var fullID: String { lessonID + "/" + item.value }

    /// "Ana Ruiz on 2025-11-29": who approved it, and when.
    package var byline: String { "\(by) on \(date)" }
}
