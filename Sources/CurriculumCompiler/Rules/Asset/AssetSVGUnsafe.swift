import CurriculumSyntax

package enum AssetSVGUnsafe: CatalogRule {
    package static let description = RuleDescription(
        id: "ASSET-SVG-UNSAFE", severity: .error,
        summary: "an SVG can run code, load something from outside its file, or is not plain drawing",
        rationale: """
            An SVG is a document, not just a picture: it can run code (`<script>`, `onload`, a `javascript:` link), change its own links as it animates (`<set>`, `<animate>`), define entities in a DOCTYPE that hide a script, read another file or grow to gigabytes ("billion laughs"), and load files and URLs through `href`, `<?xml-stylesheet?>`, `xml:base` and CSS (`url()`, `@import`, `image-set()`). A picture for children must do none of that: the app and the preview draw it offline, and nothing in a bundle may reach the network or the device's files. So the file is parsed and held to an allowlist, not searched for bad strings, which can always be spelt another way (`&#106;avascript:`, `u\\72l(`): no DOCTYPE, no processing instruction but the leading `<?xml …?>`, no entity but the five XML predefines and numeric references (decoded before anything is judged, as CSS escapes and comments are); only SVG's static drawing elements and their attributes, in no other namespace; only colour, transform and `calc()` CSS functions, and no at-rules; and every reference `#id` inside the file. Not even a `data:` URL, which is a second file inside the first (an SVG in one can hold a script) that this check cannot see into. Broken markup is a finding too, since readers disagree about what it means. A bundle never carries a picture with any of these, even with this rule turned off: its items show a placeholder. Exporting as plain SVG leaves most of them out. Each finding is at its line and column in the SVG (docs/assets.md#rules).
            """,
        triggering: [
            picture(replacing: "  <defs>", with: "  ↓<script>fetch(\"https://example.com/\")</script>\n  <defs>")
                .reports("<script> runs code, and the app never runs code from a picture; remove it (asset 'ten-frames-8-and-5')"),
            picture(replacing: "<use xlink:href=\"#frame\" x=\"40\" y=\"12\"/>", with: "<use xlink:href=\"#frame\" x=\"40\" y=\"12\" ↓onclick=\"alert(1)\"/>")
                .reports("'onclick' is an event attribute, which runs code, and the app never runs code from a picture; remove it (asset 'ten-frames-8-and-5')"),
            picture(replacing: "<use xlink:href=\"#frame\" x=\"40\" y=\"132\"/>", with: "<use ↓href=\"https://example.com/frame.svg#f\" x=\"40\" y=\"132\"/>")
                .reports("href=\"https://example.com/frame.svg#f\" leads outside the file; a picture may refer only to its own parts ('#id'), so that nothing is loaded when it is drawn (asset 'ten-frames-8-and-5')"),
            // An entity that hides a script: the DOCTYPE is refused and `&s;` never expanded.
            RuleExample("assets/images/ten-frames-8-and-5.svg", "↓<!DOCTYPE svg [<!ENTITY s \"<script>alert(1)</script>\">]>\n"
                + RuleExample.tenFramesWithUse.replacingOccurrences(of: "  <defs>", with: "  ↓&s;\n  <defs>"))
                .reports(
                    "a DOCTYPE: it can define entities that hide a script, read other files or grow without end, so it is never read; export as plain SVG, without a DOCTYPE (asset 'ten-frames-8-and-5')",
                    "'&s;' names an entity, which is never expanded: a picture may use only &lt; &gt; &amp; &quot; &apos; and numeric references such as &#38;; export as plain SVG (asset 'ten-frames-8-and-5')"),
            RuleExample("assets/images/ten-frames-8-and-5.svg", "↓<?xml-stylesheet href=\"https://example.com/a.css\"?>\n" + RuleExample.tenFramesWithUse)
                .reports("a processing instruction '<?xml-stylesheet …?>': it can make a viewer load a stylesheet or other file; a picture has none, so export as plain SVG (asset 'ten-frames-8-and-5')"),
            // A CSS escape spells url(): \72 is r.
            picture(replacing: "  <defs>", with: "  <style>circle { fill: ↓u\\72l(https://example.com/p.svg#p) }</style>\n  <defs>")
                .reports("url(https://example.com/p.svg#p) leads outside the file; a picture may refer only to its own parts ('#id'), so that nothing is loaded when it is drawn (asset 'ten-frames-8-and-5')"),
            picture(replacing: "<g fill=\"#E0362C\">", with: "<g fill=\"↓url(https://example.com/p.svg#red)\">")
                .reports("url(https://example.com/p.svg#red) leads outside the file; a picture may refer only to its own parts ('#id'), so that nothing is loaded when it is drawn (asset 'ten-frames-8-and-5')"),
            picture(replacing: "  <defs>", with: "  ↓<set attributeName=\"href\" to=\"javascript:alert(1)\"/>\n  <defs>")
                .reports("<set> animates the picture, and animation can change links and attributes after it is checked; export a still picture (asset 'ten-frames-8-and-5')"),
            picture(replacing: "<use xlink:href=\"#frame\" x=\"40\" y=\"12\"/>", with: "<use ↓xlink:href=\"data:image/svg+xml,%3Csvg%20onload%3D%22alert(1)%22%3E\" x=\"40\" y=\"12\"/>")
                .reports("xlink:href=\"data:image/svg+xml,%3Csvg%20onload%3D%22alert(1)%22%3E\" is a data: URL, a second file this check cannot see into; a picture may refer only to its own parts ('#id'): draw it in the picture itself (asset 'ten-frames-8-and-5')"),
        ],
        nonTriggering: [
            RuleExample("assets/images/ten-frames-8-and-5.svg", RuleExample.tenFramesWithUse),
            // CSS and paint servers inside the file: url(#…), colours, comments, a CDATA section.
            picture(replacing: "  <defs>", with: """
                  <style><![CDATA[ /* counters */ .red { fill: url(#red) } .yellow { fill: rgb(255, 210, 31) } ]]></style>
                  <defs>
                    <linearGradient id="red"><stop offset="0" stop-color="#E0362C"/><stop offset="1" stop-color="#C02A22"/></linearGradient>
                """),
        ])

    /// The ten frames drawn with `<use>`, with one piece replaced.
    static func picture(replacing old: String, with new: String) -> RuleExample {
        RuleExample("assets/images/ten-frames-8-and-5.svg", RuleExample.tenFramesWithUse.replacingOccurrences(of: old, with: new))
    }

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
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
