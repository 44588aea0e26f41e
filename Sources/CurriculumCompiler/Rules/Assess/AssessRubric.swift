import CurriculumSyntax
import CurriculumModel

package enum AssessRubric: CatalogRule {
    // A lesson's rubric is its own over the manifest's; the manifest's findings are no lesson's.
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "ASSESS-RUBRIC", severity: .error,
        summary: "a rubric value is out of range or cannot be read",
        rationale: """
            The rubric is content: the manifest holds the defaults and a lesson may override any of them (docs/design.md#assessment-and-mastery). The mastery engine needs a threshold above 0 and at most 1, a hint penalty from 0 to 1, a window, sessions and maximum difficulty of at least 1, and review intervals written as days, weeks or months (`3d`, `1w`, `2w`, `1mo`) that never shrink. An item's difficulty stays within the rubric's `maxDifficulty`.
            """,
        triggering: [
            .replacing("role: practiceSet", in: "k/01-counting/count-objects-l1.yaml", with: "role: practiceSet\nrubric: {reviewIntervals: ↓[1w, 3d]}")
                .reports("review interval 2 is shorter than the one before it"),
            .replacing("difficulty: 3", in: "k/01-counting/count-objects-l1.yaml", with: "difficulty: ↓4")
                .reports("difficulty 4 is above the rubric's maxDifficulty 3"),
            .replacing("reviewIntervals: [3d, 1w, 2w, 1mo]", in: "curriculum.yaml", with: "reviewIntervals: ↓[3d, 2w, 1w, 1mo]")
                .reports("review interval 3 is shorter than the one before it"),
        ],
        nonTriggering: [.replacing("role: practiceSet", in: "k/01-counting/count-objects-l1.yaml", with: "role: practiceSet\nrubric: {hintPenalty: 0.05, reviewIntervals: [2d, 1w, 1mo]}")])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        if let manifest = catalog.manifest {
            report(manifest.rubric.applied(to: .standard), written: manifest.rubric, into: &out)
        }
        for lesson in catalog.lessons {
            let own = lesson.rubric
            let rubric = catalog.rubric(for: lesson)
            if own.threshold != nil || own.window != nil || own.sessions != nil || own.hintPenalty != nil
                || own.maxDifficulty != nil || own.reviewIntervals != nil
            {
                report(rubric, written: own, into: &out)
            }
            for item in lesson.items {
                guard let d = item.difficulty, d.value > rubric.maxDifficulty, rubric.maxDifficulty >= 1 else { continue }
                out.append(diagnostic(at: d.location, "difficulty \(d.value) is above the rubric's maxDifficulty \(rubric.maxDifficulty)",
                    notes: [.init("adaptive difficulty never goes past maxDifficulty, so this item would never be shown")]))
            }
        }
        return out
    }

    /// Reports the problems of `rubric` that come from a field `written` sets, where it sets it.
    static func report(_ rubric: Rubric, written: RubricOverrides, into out: inout [Diagnostic]) {
        var unparsed = false
        if let intervals = written.reviewIntervals {
            for text in intervals.value where ReviewInterval.days(text) == nil {
                unparsed = true
                out.append(diagnostic(
                    at: intervals.location,
                    "review interval '\(text)' is not a number of days (d), weeks (w) or months (mo), like 3d or 1w"))
            }
        }
        for problem in rubric.problems {
            let location: SourceLocation?
            switch problem {
            case .thresholdOutOfRange: location = written.threshold?.location
            case .windowNotPositive: location = written.window?.location
            case .sessionsNotPositive: location = written.sessions?.location
            case .hintPenaltyOutOfRange: location = written.hintPenalty?.location
            case .maxDifficultyNotPositive: location = written.maxDifficulty?.location
            case .reviewIntervalsEmpty: location = unparsed ? nil : written.reviewIntervals?.location
            case .reviewIntervalNotPositive, .reviewIntervalsShrinking: location = written.reviewIntervals?.location
            }
            guard let location else { continue }
            out.append(diagnostic(at: location, problem.description))
        }
    }
}
