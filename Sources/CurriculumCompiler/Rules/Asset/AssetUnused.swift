import CurriculumSyntax

package enum AssetUnused: CatalogRule {
    package static let description = RuleDescription(
        id: "ASSET-UNUSED", severity: .warning,
        summary: "an asset catalog entry no item uses",
        rationale: """
            Every entry is work for the art team and bytes in every bundle that carries it; an entry no item names is usually one whose item was deleted or renamed. Remove it, or name it from the item it was meant for (docs/assets.md#the-catalog).
            """,
        triggering: [
            .adding("""
                - id: ↓k-count-owls-branch
                  kind: image
                  shows: "Brown owls on a branch: exactly 5 owls, in a row"
                  count: 5
                  object: owl
                  size: {width: 320, height: 240}
                """, after: "- id: k-count-leaves-circle", in: "assets/catalog.yaml")
            .reports("no item shows asset 'k-count-owls-branch'"),
        ],
        nonTriggering: [
            .replacing("- id: k-count-ducks-line", in: "assets/catalog.yaml", with: RuleExample.ducksEntry)
        ])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        let used = Set(catalog.assetUses.map(\.asset.value))
        return (catalog.assets?.entries ?? []).filter { !used.contains($0.id.value) }.map { entry in
            diagnostic(at: entry.id.location, length: entry.id.length, "no item shows asset '\(entry.id.value)'",
                       notes: [.init("remove the entry, or name it in an item's `image: {asset: \(entry.id.value), alt: …}`")])
        }
    }
}
