/// The review files the REVIEW rules' examples add: approvals of `k.counting.count-objects.l1`,
/// the shipped curriculum's first lesson, with hashes that are not those of its items.
extension RuleExample {
    static let reviewedLesson = "k/01-counting/count-objects-l1.yaml"

    /// A content review file for the lesson, approving `items` (`i1`, …), each written as given.
    static func contentReview(_ items: [String], lesson: String = "k.counting.count-objects.l1") -> RuleExample {
        var text = """
            # yaml-language-server: $schema=../../../schemas/reviews.schema.json
            kind: Reviews
            lesson: \(lesson)
            review: content
            approvals:

            """
        for item in items {
            text += "  - {item: \(item), by: Ana Ruiz, date: 2025-11-29, sha256: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08}\n"
        }
        return RuleExample("reviews/content/\(RuleExample.unmarked(lesson)).yaml", text)
    }

    /// The manifest turning `rule` on at `level`: the REVIEW rules are off until a team reviews.
    static func turningOn(_ rule: String, _ level: String = "warning") -> RuleExample {
        .replacing("rules: {}", in: "curriculum.yaml", with: "rules: {\(rule): \(level)}")
    }
}
