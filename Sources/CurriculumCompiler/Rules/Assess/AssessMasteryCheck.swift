import CurriculumSyntax

package enum AssessMasteryCheck: CatalogRule {
    package static let description = RuleDescription(
        id: "ASSESS-MASTERY-CHECK", severity: .error,
        summary: "a unit does not end with a mastery check of mixed skills, a word problem and an 85 % threshold",
        rationale: """
            Every unit ends with a mastery check: an assessment that mixes the unit's skills, includes an applied word problem when its standards cover arithmetic (a shapes or patterns unit has none that fits, STD-TASK-MISMATCH), and is passed at 85 % or more (docs/design.md#assessment-and-mastery). It decides whether a child moves on or is sent to remediation. A unit's mastery check is the lesson that names the unit (`unit:`) with `role: masteryCheck`; its items name the skills they assess.
            """,
        triggering: [
            .replacing("rubric: {threshold: 0.85}", in: "k/01-counting/mastery.yaml", with: "rubric: {threshold: ↓0.8}")
                .reports("mastery check threshold 0.8 is below 0.85 (85 %)"),
            .item("i6", in: "k/01-counting/mastery.yaml", """
                - id: i6
                  type: numericInput
                  skill: k.counting.count-objects
                  difficulty: 2
                  standards: [NY-K.CC.4c]
                  prompt: What number is 1 more than 7?
                  answer: 8
                  hints:
                    - 1 more means the next counting number.
                  feedback:
                    correct: Yes! 1 more than 7 is 8.
                    incorrect: Start at 7. Say the next counting number.
                """).reports("mastery check has no word problem", atLine: "id: ↓k.counting.mastery", in: "k/01-counting/mastery.yaml"),
        ],
        nonTriggering: [.replacing("rubric: {threshold: 0.85}", in: "k/01-counting/mastery.yaml", with: "rubric: {threshold: 0.9}")])

    static let minimum = 0.85

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for lesson in catalog.lessons where lesson.role?.value == .masteryCheck && lesson.unit == nil {
            out.append(diagnostic(
                at: lesson.id.location, length: lesson.id.length, "a mastery check names its unit with `unit:`, not a skill",
                notes: [.init("a mastery check closes a unit and its items name the skills they assess")]
            ).following(catalog.damage.lesson(lesson.id.value)))
        }
        for unit in catalog.units {
            let checks = catalog.masteryChecks[unit.id.value] ?? []
            guard !checks.isEmpty else {
                out.append(diagnostic(
                    at: unit.id.location, length: unit.id.length, "unit \(unit.id.value) has no mastery check",
                    notes: [.init("add a lesson \(unit.id.value).mastery with `unit: \(unit.id.value)` and `role: masteryCheck`")]
                ).following(catalog.damage.masteryChecks(ofUnit: unit.id.value)))
                continue
            }
            for check in checks {
                if let role = check.role, role.value != .masteryCheck {
                    out.append(diagnostic(
                        at: role.location, length: role.length, "a lesson that names its unit is a mastery check, but its role is \(role.value.rawValue)",
                        fixIts: [.init(at: role.location, length: role.length, replacement: "masteryCheck")]))
                }
                let threshold = catalog.rubric(for: check).threshold
                if threshold + 1e-9 < minimum {
                    let at = check.rubric.threshold?.location ?? check.id.location
                    out.append(diagnostic(
                        at: at, length: check.rubric.threshold == nil ? check.id.length : 1,
                        "mastery check threshold \(threshold) is below \(minimum) (85 %)"))
                }
                let itemFindings = out.count
                let skills = Set(check.items.compactMap { $0.skill?.value })
                if unit.skills.count >= 2, skills.count < 2 {
                    out.append(diagnostic(
                        at: check.id.location, length: check.id.length,
                        "mastery check assesses \(skills.count == 1 ? "only one skill" : "no skill"); it mixes at least two of the unit's skills",
                        notes: [.init("give each item the `skill:` it assesses")]))
                }
                if wantsWordProblem(unit, catalog), !check.items.contains(where: { ItemTypes.type(of: $0) == WordProblemItem.self }) {
                    out.append(diagnostic(
                        at: check.id.location, length: check.id.length, "mastery check has no word problem",
                        notes: [.init("a mastery check includes at least one applied word problem")]))
                }

                // Both judge the check's items as a whole: not while they are known to be incomplete.
                for i in itemFindings..<out.count { out[i] = out[i].following(catalog.damage.lesson(check.id.value)) }
            }
        }
        return out
    }

    /// A word problem asks for arithmetic. A unit whose standards cover none (shapes, fractions,
    /// patterns, sorting, naming coins; their `tasks` in the matrix) has no word problem that fits
    /// it (STD-TASK-MISMATCH), so its check applies the skills another way.
    static func wantsWordProblem(_ unit: Unit, _ catalog: Catalog) -> Bool {
        wantsWordProblem(skills: unit.skills, catalog)
    }

    /// Whether a mastery check of `skills` asks for a word problem: `curriculum new mastery`
    /// writes one by the same judgment.
    package static func wantsWordProblem(skills: [Skill], _ catalog: Catalog) -> Bool {
        skills.contains { skill in
            skill.standards.flatMap { catalog.expand($0.value) }.contains { code in
                // A code the matrix does not define says nothing either way; REF-UNKNOWN or the
                // matrix's own finding reports it, and this would only echo it.
                guard let standard = catalog.standards[code] else { return false }
                guard let tasks = standard.tasks else { return true }
                return (tasks.types?.contains(WordProblemItem.name) ?? true) && tasks.operations?.isEmpty != true
            }
        }
    }
}
