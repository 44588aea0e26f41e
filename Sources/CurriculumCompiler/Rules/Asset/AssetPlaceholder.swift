import CurriculumSyntax

package enum AssetPlaceholder: CatalogRule {
    package static let description = RuleDescription(
        id: "ASSET-PLACEHOLDER", severity: .info,
        summary: "a picture has no art yet and ships as a placeholder",
        rationale: """
            Art comes from a separate team, so items are written before their pictures exist. Until an entry has a `file:`, bundles mark the item's picture as a placeholder and the app draws a plain card and says its alt text, so the lesson can be tried; this finding keeps that visible rather than silent, once per picture at its catalog entry. Where people read findings one by one (`lint`'s text, the preview's index, the editor) they are one line with their count, so the author's own findings come first; `--max-per-rule 0` lists each. `curriculum assets brief` lists every one for the art team (docs/assets.md#placeholders).
            """,
        triggering: [
            .replacing("file: images/ten-frames-8-and-5.svg", in: "assets/catalog.yaml", with: "")
                .reports("no art yet for 'ten-frames-8-and-5': its items show a placeholder until the file is added",
                         atLine: "- id: ↓ten-frames-8-and-5", in: "assets/catalog.yaml"),
        ],
        nonTriggering: [
            .replacing("file: images/ten-frames-8-and-5.svg", in: "assets/catalog.yaml", with: "file: images/ten-frames-8-and-5.svg")
        ],
        // A to-do list for the art team, not the author's mistake: one line where people read
        // findings (docs/assets.md#placeholders).
        tally: FindingTally(
            one: "picture has no art yet and shows a placeholder", many: "pictures have no art yet and show a placeholder",
            listedBy: "`curriculum assets brief` lists them"))

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        // Every entry without a file, used or not (ASSET-UNUSED says the rest), in words that do
        // not depend on its items, so naming it from an item neither adds nor changes this note.
        (catalog.assets?.entries ?? []).filter(\.isPlaceholder).map { entry in
            diagnostic(
                at: entry.id.location, length: entry.id.length,
                "no art yet for '\(entry.id.value)': its items show a placeholder until the file is added")
        }
    }
}
