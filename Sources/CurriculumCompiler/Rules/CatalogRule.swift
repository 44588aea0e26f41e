import CurriculumSyntax

/// A rule that judges the linked catalog. Rules are pure functions of the catalog, so they
/// can run in parallel and never reread a file.
public protocol CatalogRule: Rule {
    static func check(_ catalog: Catalog) -> [Diagnostic]
}
