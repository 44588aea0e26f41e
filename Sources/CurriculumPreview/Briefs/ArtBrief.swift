import CurriculumCompiler

/// What the art team must still draw: every picture an item shows whose catalog entry has no
/// file yet, with what it must show, the size it is drawn at, and the items that use it with
/// their prompts, alt text, answers and standards (docs/assets.md#briefs).
package struct ArtBrief: Sendable {
    package struct Picture: Sendable {
        package var entry: AssetEntry
        package var uses: [AssetUse]
    }

    package var pictures: [Picture]
    /// Pictures that are drawn, for the summary.
    package var drawn: Int
    let catalog: Catalog

    package init(catalog: Catalog) {
        self.catalog = catalog
        let uses = catalog.assetUsesByID
        var pictures: [Picture] = [], drawn = 0
        for entry in catalog.assets?.entries ?? [] {
            guard let used = uses[entry.id.value], !used.isEmpty else { continue }
            if entry.isPlaceholder { pictures.append(Picture(entry: entry, uses: used)) } else { drawn += 1 }
        }
        self.pictures = pictures.sorted { $0.entry.id.value < $1.entry.id.value }
        self.drawn = drawn
    }

    func size(_ entry: AssetEntry) -> String {
        guard let size = entry.size else { return "" }
        return "\(size.width) × \(size.height) pt (PNG \(size.width * 3) × \(size.height * 3) px, or SVG)"
    }

    func standards(_ use: AssetUse) -> [String] { catalog.standards(of: use.item, in: use.lesson) }

    func answer(_ use: AssetUse) -> String { use.item.answer.map(ItemPicture.plain) ?? "" }

    package func csv() -> String {
        var rows: [[String]] = []
        for picture in pictures {
            let e = picture.entry
            for use in picture.uses {
                rows.append([
                    e.id.value, e.kind.rawValue, e.shows.value, e.count.map { String($0.value) } ?? "", e.object ?? "",
                    e.size.map { String($0.width) } ?? "", e.size.map { String($0.height) } ?? "",
                    use.lesson.grade.displayName, use.item.fullID, use.item.type.value, use.item.prompt?.value ?? "",
                    use.image.alt?.value ?? "", answer(use), standards(use).joined(separator: " "), use.item.path,
                ])
            }
        }
        return CSV.table(
            ["asset", "kind", "shows", "count", "object", "width_pt", "height_pt", "grade", "item", "item_type", "prompt", "alt", "answer", "standards", "source"],
            rows)
    }

    package func markdown() -> String {
        var out = "# Art brief\n\n"
        out += "\(pictures.count) picture\(pictures.count == 1 ? "" : "s") to draw; \(drawn) drawn. "
        out += "Each is drawn at the size given in points: deliver an SVG, or a PNG at 3× (the pixels given). "
        out += "Draw what **Shows** says, with exactly the numbers it gives; the items say how the picture is used. "
        out += "Never write the answer into the picture.\n"
        for picture in pictures {
            let e = picture.entry
            // Author text throughout: escaped, so a brief never renders markup or loads anything.
            out += "\n## \(Markdown.inline(e.id.value))\n\n"
            out += "- **Shows:** \(Markdown.inline(e.shows.value))\n"
            if let count = e.count { out += "- **Count:** exactly \(count.value) \(Markdown.inline(e.object ?? ""))\n" }
            if e.size != nil { out += "- **Size:** \(size(e))\n" }
            out += "- **Deliver as:** \(Markdown.code("curriculum/assets/images/\(e.id.value).svg")) (or `.png`), then add `file:`, `source:` and `licence:` to its entry\n"
            out += "\n| item | grade | type | prompt | alt text | answer | standards |\n|---|---|---|---|---|---|---|\n"
            for use in picture.uses {
                out += "| \(Markdown.code(use.item.fullID)) | \(use.lesson.grade.displayName) | \(Markdown.inline(use.item.type.value)) | "
                out += [use.item.prompt?.value ?? "", use.image.alt?.value ?? "", answer(use), standards(use).joined(separator: ", ")]
                    .map(Markdown.inline).joined(separator: " | ") + " |\n"
            }
        }
        return out
    }
}
