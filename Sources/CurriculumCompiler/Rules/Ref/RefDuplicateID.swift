import CurriculumSyntax

package enum RefDuplicateID: CatalogRule {
    package static let description = RuleDescription(
        id: "REF-DUPLICATE-ID", severity: .error,
        summary: "an id is defined twice",
        rationale: """
            Ids are the identity of units, skills, lessons, items, standards, badges and events: the app keys a child's progress on them and the bundle derives each UUID from one (docs/design.md#identity). Two definitions of one id make every reference to it ambiguous. The second is reported, with a note at the first.
            """,
        triggering: [
            .replacing("id: k.counting.count-objects.l2", in: "k/01-counting/count-objects-l2.yaml", with: "id: ↓k.counting.count-objects.l1")
                .reports("'k.counting.count-objects.l1' is already defined"),
        ],
        nonTriggering: [.replacing("id: k.counting.count-objects.l2", in: "k/01-counting/count-objects-l2.yaml", with: "id: k.counting.count-objects.l2")])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        catalog.duplicates.map { dup in
            diagnostic(
                at: dup.id.location, length: dup.id.length, "'\(dup.id.value)' is already defined",
                notes: [.init("first defined here", at: dup.first)])
        }
    }
}
