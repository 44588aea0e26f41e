/// How far a catalog rule looks, which decides what an edit makes it check again
/// (docs/design.md#incremental-checking).
package enum RuleScope: Sendable {
    /// Every finding belongs to one lesson (`FindingOwners`: it is in the lesson's file, or on a
    /// translation of one of its strings) and depends only on that lesson and on what is not a
    /// lesson (standards, units, skills, word lists, analytics, assets, translations), or belongs
    /// to no lesson and depends only on what is not a lesson: the rule finds in a lesson what it
    /// finds there when that lesson is the only one. An edit of one lesson checks that lesson
    /// again, and no other.
    case lesson
    /// Findings may depend on several lessons at once (duplicates, coverage, order across a
    /// skill, translation files): the rule runs over the whole catalog on every compile.
    case catalog
}
