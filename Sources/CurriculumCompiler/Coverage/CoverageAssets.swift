/// The pictures each grade's items show, by state (docs/assets.md): drawn and in the bundle
/// (`ready`), not drawn yet and shown as a placeholder (`placeholder`), or broken: not in the
/// catalog, or a file that is not there, not read or may not ship (`missing`). Each picture counts once per
/// grade, however many items show it. Empty for a curriculum without an asset catalog.
package struct AssetCoverage: Sendable, Equatable {
    package var grade: Grade
    package var ready: Int
    package var placeholder: Int
    package var missing: Int
    package var total: Int { ready + placeholder + missing }

    static func rows(_ catalog: Catalog, grades: [Grade]) -> [AssetCoverage] {
        let entries = catalog.assetsByID
        var byGrade: [Grade: Set<String>] = [:]
        for use in catalog.assetUses { byGrade[use.lesson.grade, default: []].insert(use.asset.value) }
        // Without an asset catalog pictures are only names: nothing says which are drawn.
        guard catalog.assets != nil, !byGrade.isEmpty else { return [] }
        return grades.map { grade in
            var row = AssetCoverage(grade: grade, ready: 0, placeholder: 0, missing: 0)
            for id in byGrade[grade] ?? [] {
                guard let entry = entries[id] else { row.missing += 1; continue }
                if entry.isPlaceholder {
                    row.placeholder += 1
                } else if catalog.assetFiles[id]?.isShippable == true {
                    row.ready += 1
                } else {
                    row.missing += 1
                }
            }
            return row
        }
    }
}

extension CoverageReport {
    var assetsText: String {
        guard !assets.isEmpty else { return "" }
        return "pictures: " + assets.map { "\($0.grade.displayName) \($0.ready) ready, \($0.placeholder) placeholder, \($0.missing) missing" }
            .joined(separator: "; ") + "\n"
    }

    var assetsJSON: JSONValue {
        .array(assets.map { ["grade": .string($0.grade.rawValue), "ready": .int($0.ready), "placeholder": .int($0.placeholder), "missing": .int($0.missing)] })
    }

    var assetsMarkdown: String {
        guard !assets.isEmpty else { return "" }
        var out = "\n### Pictures\n\n| Grade | Ready | Placeholder | Missing |\n|---|--:|--:|--:|\n"
        for a in assets { out += "| \(a.grade.displayName) | \(a.ready) | \(a.placeholder) | \(a.missing) |\n" }
        return out + "\nReady pictures ship in the bundle; placeholders are shown until the art is drawn (`curriculum assets brief` lists them); missing ones are errors (ASSET-UNKNOWN, ASSET-FILE-MISSING).\n"
    }

    var assetsHTML: String {
        guard !assets.isEmpty else { return "" }
        var out = "<section aria-labelledby=\"pictures\">\n<h2 id=\"pictures\">Pictures</h2>\n"
        out += "<p>Each picture the items show, once per grade. Ready pictures ship in the bundle; placeholders are shown until the art is drawn (<code>curriculum assets brief</code> lists them); missing ones are errors.</p>\n"
        out += tableOpen("pictures-caption", "Pictures by state and grade", className: "compact")
        out += "<thead><tr><th scope=\"col\">Grade</th><th scope=\"col\" class=\"n\">Ready</th><th scope=\"col\" class=\"n\">Placeholder</th><th scope=\"col\" class=\"n\">Missing</th></tr></thead>\n<tbody>\n"
        for a in assets {
            out += "<tr><th scope=\"row\">\(escapeHTML(a.grade.displayName))</th><td class=\"n\">\(a.ready)</td><td class=\"n\">\(a.placeholder)</td><td class=\"n\">\(a.missing)</td></tr>\n"
        }
        return out + "</tbody>\n</table>\n</div>\n</section>\n"
    }
}
