import CurriculumSyntax

/// One review file, `reviews/<kind>/<lesson id>.yaml` (docs/reviews.md): the approvals of one
/// kind given to the items of one lesson, one line each. `curriculum review approve` writes it;
/// the folder and file names are for people, the compiler reads `lesson` and `review`.
public struct ReviewRecord: Sendable {
    public var path: String
    public var lesson: Located<String>
    public var kind: Located<ReviewKind>
    public var approvals: [Approval]
}

/// A reviewer's sign-off of one item: who, when, and the SHA-256 of exactly what they saw
/// (`ReviewedContent`). The approval holds while the item's content hashes the same.
public struct Approval: Sendable {
    /// The item's id in its lesson (`i3`), where the record writes it.
    public var item: Located<String>
    public var lessonID: String
    public var kind: ReviewKind
    public var by: String
    /// `YYYY-MM-DD`, as written.
    public var date: String
    /// Lowercase hex.
    public var sha256: String
    /// The record file, for messages that name where an approval is kept.
    public var path: String

    /// `<lesson id>/<item id>`, as bundles and findings name the item.
    public var fullID: String { lessonID + "/" + item.value }

    /// "Ana Ruiz on 2025-11-29": who approved it, and when.
    public var byline: String { "\(by) on \(date)" }
}
