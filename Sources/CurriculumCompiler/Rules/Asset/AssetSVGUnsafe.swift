public enum AssetSVGUnsafe: CatalogRule {
    public static let description = RuleDescription(
        id: "ASSET-SVG-UNSAFE", severity: .error,
        summary: "an SVG runs code or loads something from outside its file",
        rationale: """
            An SVG is a document, not just a picture: it can hold a `<script>`, event attributes (`onload`, `onclick`) that run code, and references (`href`, `xlink:href`, CSS `url()` and `@import`, external entities) that fetch files or URLs. A picture for children must do none of that: the app and the preview draw it offline, and nothing in a bundle may reach the network or the device's files. Only references inside the file (`#…`) and `data:` URLs are allowed. Each finding is at its line in the SVG (docs/assets.md#rules).
            """,
        triggering: [
            RuleExample("assets/images/ten-frames-8-and-5.svg", RuleExample.tenFramesWithUse.replacingOccurrences(
                of: "  <defs>", with: "  <script>fetch(\"https://example.com/\")</script>\n  <defs>")),
            RuleExample("assets/images/ten-frames-8-and-5.svg", RuleExample.tenFramesWithUse.replacingOccurrences(
                of: "<use xlink:href=\"#frame\" x=\"40\" y=\"12\"/>", with: "<use xlink:href=\"#frame\" x=\"40\" y=\"12\" onclick=\"alert(1)\"/>")),
            RuleExample("assets/images/ten-frames-8-and-5.svg", RuleExample.tenFramesWithUse.replacingOccurrences(
                of: "<use xlink:href=\"#frame\" x=\"40\" y=\"132\"/>", with: "<image href=\"https://example.com/frame.png\" x=\"40\" y=\"132\"/>")),
        ],
        nonTriggering: [
            RuleExample("assets/images/ten-frames-8-and-5.svg", RuleExample.tenFramesWithUse)
        ])

    public static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for entry in catalog.assets?.entries ?? [] {
            guard let info = catalog.assetFiles[entry.id.value], let svg = info.svg else { continue }
            for problem in svg.problems {
                out.append(diagnostic(
                    at: SourceLocation(path: info.displayPath, line: problem.line, column: problem.column),
                    "\(problem.message) (asset '\(entry.id.value)')"))
            }
        }
        return out
    }
}
