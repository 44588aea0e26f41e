import CurriculumSyntax

/// What a rule that judges a whole lesson found in one part of a lesson read in parts. At the
/// merge the parts' pieces are joined in order into the first, which then decides.
protocol LessonPiece: AnyObject {
    /// Adds the next part's piece (of the same rule and lesson) to this one.
    func join(_ next: any LessonPiece)
    /// The findings for the whole lesson, once the curriculum's story names are known.
    func decide(_ names: Set<String>) -> [Diagnostic]
}
