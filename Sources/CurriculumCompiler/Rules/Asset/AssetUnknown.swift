import CurriculumSyntax

package enum AssetUnknown: CatalogRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "ASSET-UNKNOWN", severity: .error,
        summary: "an item names a picture the asset catalog does not list",
        rationale: """
            A picture is made by the art team from its catalog entry (curriculum/assets/catalog.yaml), which says what it must show and at what size; a name with no entry is a picture nobody is asked to draw and the app cannot find, usually a typo. The nearest catalog id is suggested, with a fix-it. A curriculum with no asset catalog is not checked (docs/assets.md#the-catalog).
            """,
        triggering: [
            .replacing("image: {asset: k-count-ducks-line, alt: Yellow ducks in a line on a pond}", in: "k/01-counting/count-objects-l1.yaml",
                       with: "image: {asset: ↓k-count-duck-line, alt: Yellow ducks in a line on a pond}")
                .reports("picture 'k-count-duck-line' is not in the asset catalog (curriculum/assets/catalog.yaml); did you mean 'k-count-ducks-line'?"),
        ],
        nonTriggering: [
            .replacing("image: {asset: k-count-ducks-line, alt: Yellow ducks in a line on a pond}", in: "k/01-counting/count-objects-l1.yaml",
                       with: "image: {asset: k-count-ducks-line, alt: Yellow ducks in a line on a pond}")
        ])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        guard let assets = catalog.assets else { return [] }
        let known = catalog.assetsByID
        var ids: SuggestionIndex?  // built at the first unknown picture
        var out: [Diagnostic] = []
        for use in catalog.assetUses where known[use.asset.value] == nil {
            var message = "picture '\(use.asset.value)' is not in the asset catalog (\(assets.path))"
            var fixIts: [Diagnostic.FixIt] = []
            let index = ids ?? SuggestionIndex(assets.entries.map(\.id.value))
            ids = index
            if let near = index.closest(to: use.asset.value) {
                message += EditDistance.didYouMean([near])
                fixIts.append(.init(at: use.asset.location, length: use.asset.length, replacement: near))
            }
            out.append(diagnostic(
                at: use.asset.location, length: use.asset.length, message,
                notes: fixIts.isEmpty ? [.init("add an entry for it to \(assets.path) saying what it must show")] : [], fixIts: fixIts))
        }
        return out
    }
}
