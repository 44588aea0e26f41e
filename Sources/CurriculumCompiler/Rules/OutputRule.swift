import CurriculumSyntax

/// A rule that judges a build's output once it is staged and before it is installed: the
/// bundles about to be written beside what the output folder already holds. The Emit stage runs
/// these rules, so only `build` reports them; their examples are changes made after a build of
/// the shipped curriculum, then built again.
package protocol OutputRule: Rule {
    static func check(_ output: StagedOutput) -> [Diagnostic]
}
