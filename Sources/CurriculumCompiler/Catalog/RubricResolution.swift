import CurriculumModel

/// How a lesson is scored: the manifest's rubric, overridden field by field by the lesson's, with
/// `Rubric.standard` (docs/design.md#assessment-and-mastery) for anything neither writes.
extension Catalog {
    /// The rubric every lesson inherits: the manifest's values over `Rubric.standard`.
    package var defaultRubric: Rubric {
        manifest?.rubric.applied(to: .standard) ?? .standard
    }

    package func rubric(for lesson: Lesson) -> Rubric {
        lesson.rubric.applied(to: defaultRubric)
    }
}

extension RubricOverrides {
    /// `base` with every field this one writes replaced. Review intervals convert to days;
    /// entries that do not parse are left out (ASSESS-RUBRIC reports them).
    package func applied(to base: Rubric) -> Rubric {
        var r = base
        if let v = threshold?.value { r.threshold = v }
        if let v = window?.value { r.window = v }
        if let v = sessions?.value { r.sessions = v }
        if let v = hintPenalty?.value { r.hintPenalty = v }
        if let v = maxDifficulty?.value { r.maxDifficulty = v }
        if let v = reviewIntervals?.value { r.reviewIntervals = v.compactMap(ReviewInterval.days) }
        return r
    }
}
