import CurriculumSyntax

package enum ItemRubric: CatalogRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "ITEM-RUBRIC", severity: .error,
        summary: "an item scored by a grown-up has no complete rubric",
        rationale: """
            Open responses and drawings are not scored by the app; a grown-up scores them with the item's rubric of criteria, levels and a descriptor for each level (docs/design.md#item-types-and-solvers). A level without a descriptor leaves the grown-up guessing what it means; a descriptor for a level that does not exist is a typo.
            """,
        triggering: [
            // The descriptors have no `secure`, reported at the descriptors, and a `secre`.
            .replacing("secure: Takes 6 spoons, counts each one once and says 6.", in: "k/01-counting/count-objects-l1.yaml", with: "↓secre: Takes 6 spoons, counts each one once and says 6.")
                .reports("descriptor 'secre' names no level of the rubric; did you mean 'secure'?")
                .reports("level 'secure' has no descriptor", atLine: "beginning: Takes more or fewer than 6 spoons.", in: "k/01-counting/count-objects-l1.yaml"),
        ],
        nonTriggering: [.replacing("secure: Takes 6 spoons, counts each one once and says 6.", in: "k/01-counting/count-objects-l1.yaml", with: "secure: Takes 6 spoons, counts each one once and says 6.")])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for lesson in catalog.lessons {
            for item in lesson.items {
                guard let type = ItemTypes.type(of: item), !type.isAutoScored else { continue }
                // A rubric that is not a mapping is as good as none.
                guard let rubric = item.rubric, rubric.node.mapping != nil else {
                    out.append(diagnostic(
                        at: item.type.location, length: item.type.length,
                        "this \(type.name) item has no rubric for the grown-up who scores it",
                        notes: [.init("add `rubric:` with `criteria`, `levels` and a `descriptors` entry for every level")]))
                    continue
                }
                let at = item.location(of: rubric.node)
                if (rubric.value.criteria?.value ?? []).isEmpty {
                    out.append(diagnostic(at: at, "the rubric lists no criteria"))
                }
                let levels = rubric.value.levels.map(\.value)
                if levels.isEmpty {
                    out.append(diagnostic(at: at, "the rubric lists no levels"))
                }
                let descriptors = rubric.value.descriptors
                let described = Set((descriptors?.value ?? []).map(\.level.value))
                for descriptor in descriptors?.value ?? [] {
                    let level = descriptor.level
                    if !levels.isEmpty, !levels.contains(level.value) {
                        var fixIts: [Diagnostic.FixIt] = []
                        var message = "descriptor '\(level.value)' names no level of the rubric"
                        if let near = EditDistance.closest(to: level.value, in: levels.filter { !described.contains($0) }) {
                            message += EditDistance.didYouMean([near])
                            fixIts.append(.init(at: item.location(of: level.node), length: level.node.span, replacement: near))
                        }
                        out.append(diagnostic(at: item.location(of: level.node), length: level.node.span, message, fixIts: fixIts))
                    }
                }
                for level in levels where !described.contains(level) {
                    out.append(diagnostic(
                        at: descriptors.map { item.location(of: $0.node) } ?? at,
                        "level '\(level)' has no descriptor",
                        notes: [.init("say what work at the '\(level)' level looks like")]))
                }
            }
        }
        return out
    }
}
