import CurriculumSyntax

/// A rule that judges the linked catalog. Rules are pure functions of the catalog, so they
/// can run in parallel and never reread a file.
package protocol CatalogRule: Rule {
    static func check(_ catalog: Catalog) -> [Diagnostic]
    /// How far the rule looks; `.catalog` unless the rule says otherwise.
    static var scope: RuleScope { get }
}

extension CatalogRule {
    package static var scope: RuleScope { .catalog }
}
