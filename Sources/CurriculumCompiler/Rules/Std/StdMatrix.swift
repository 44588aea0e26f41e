import CurriculumSyntax

package enum StdMatrix: CatalogRule {
    package static let description = RuleDescription(
        id: "STD-MATRIX", severity: .error,
        summary: "a standards matrix holds a code that is not its grade's NY standard, a heading with parts it lacks, or a task type that is not an item type",
        rationale: """
            Every check of coverage and range trusts the matrices in curriculum/standards/. Their codes must be the official ones of NYSED's Next Generation Mathematics Learning Standards (2017, updated 2019): 30 for Kindergarten and 27 for Grade 1, lettered parts without a dot, each in the matrix of its own grade. NY-K.CC.5, NY-K.OA.2, NY-1.OA.6 and NY-1.MD.3 exist only as headings, and a heading's parts must be in the matrix (docs/design.md#standards-and-traceability). The item types a standard's `tasks` lists must be item types, or a misspelling quietly keeps every item of the real type off the standard (STD-TASK-MISMATCH).
            """,
        triggering: [
            // Each at the standard's entry.
            .adding("- ↓code: NY-K.CC.8\n  domain: CC\n  cluster: Compare numbers.\n  description: Compare two numbers between 1 and 20.\n  range: {min: 1, max: 20}", after: "- code: NY-K.CC.7", in: "standards/k.yaml")
                .reports("NY-K.CC.8 is not a NY Next Generation standard code"),
            .replacing("parts: [NY-K.OA.2a, NY-K.OA.2b]", in: "standards/k.yaml", with: "parts: [NY-K.OA.2a, NY-K.OA.2b, NY-K.OA.2c]")
                .reports("heading NY-K.OA.2 lists NY-K.OA.2c, which this matrix does not define", atLine: "- ↓code: NY-K.OA.2", in: "standards/k.yaml"),
            // A misspelt item type in a standard's tasks.
            .replacing(
                "tasks: {types: [ordinal, multipleChoice, dragDrop, drawing, openResponse], operations: []}", in: "standards/k.yaml",
                with: "tasks: {types: [ordinals, multipleChoice, dragDrop, drawing, openResponse], operations: []}")
                .reports("NY-K.CC.4d's tasks list ordinals, which is not an item type", atLine: "- ↓code: NY-K.CC.4d", in: "standards/k.yaml"),
        ],
        nonTriggering: [
            .replacing("parts: [NY-K.OA.2a, NY-K.OA.2b]", in: "standards/k.yaml", with: "parts: [NY-K.OA.2a, NY-K.OA.2b]")
        ])

    static let itemTypeNames = ItemTypes.all.map { $0.name }
    /// The official codes, indexed once: a matrix may misspell many.
    static let officialCodes = SuggestionIndex(OfficialStandards.codes.sorted())

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for set in catalog.standardSets {
            for s in set.standards {
                let code = s.code
                // An entry that failed its schema is judged once it is fixed.
                let start = out.count
                defer {
                    if let cause = catalog.damage.standardEntry(code) {
                        for i in start..<out.count { out[i] = out[i].following(cause) }
                    }
                }
                if let grade = Grade(idPrefixOf: code), grade != set.grade {
                    out.append(diagnostic(at: s.location, "\(code) is a \(grade.displayName) standard in the \(set.grade.displayName) matrix"))
                }
                if let parts = OfficialStandards.headings[code] {
                    if !s.isHeading {
                        out.append(diagnostic(
                            at: s.location, "\(code) exists only as a heading of its lettered parts",
                            notes: [.init("write `heading: true` and `parts: [\(parts.joined(separator: ", "))]`")]))
                    }
                } else if !OfficialStandards.codes.contains(code) {
                    var notes: [Diagnostic.Note] = []
                    if let near = officialCodes.closest(to: code) { notes.append(.init("did you mean \(near)?")) }
                    out.append(diagnostic(at: s.location, "\(code) is not a NY Next Generation standard code", notes: notes))
                    continue
                }
                // A misspelt type would quietly keep every item of the real one off the standard.
                for type in (s.tasks?.types ?? []).sorted() where !itemTypeNames.contains(type) {
                    var notes: [Diagnostic.Note] = []
                    if let near = EditDistance.closest(to: type, in: itemTypeNames) { notes.append(.init("did you mean \(near)?")) }
                    out.append(diagnostic(at: s.location, "\(code)'s tasks list \(type), which is not an item type", notes: notes))
                }
                guard s.isHeading else { continue }
                if s.parts.isEmpty {
                    out.append(diagnostic(at: s.location, "heading \(code) lists no parts"))
                }
                for part in s.parts {
                    if catalog.standards[part] == nil {
                        out.append(diagnostic(at: s.location, "heading \(code) lists \(part), which this matrix does not define"))
                    } else if !part.hasPrefix(code) || part.count != code.count + 1 {
                        out.append(diagnostic(at: s.location, "\(part) is not a lettered part of \(code)"))
                    }
                }
            }
        }
        return out
    }
}
