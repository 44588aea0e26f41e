import CurriculumSyntax

package enum AssetAltMismatch: CatalogRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "ASSET-ALT-MISMATCH", severity: .error,
        summary: "a picture's catalog entry contradicts the item or its alt text",
        rationale: """
            When the child counts the picture, the picture is the item: the catalog's `count` is what the art team draws, the item's `objects.count` (and its answer) is what the solver checks, and the alt text is what a child using VoiceOver hears instead (WCAG 2.2, Success Criterion 1.1.1). If they disagree, a sighted child counts 7 ducks for an answer of 6, or a blind child is told of a number the picture does not show. So an item that counts objects must count the catalog's number of them, and alt text that names a number must name the catalog's (docs/assets.md#rules).
            """,
        triggering: [
            .replacing("- id: k-count-ducks-line", in: "assets/catalog.yaml", with: RuleExample.ducksEntry
                .replacingOccurrences(of: "exactly 6 ducks", with: "exactly 7 ducks").replacingOccurrences(of: "count: 6", with: "count: 7"))
                .reports("the picture 'k-count-ducks-line' shows 7 ducks but the item counts 6",
                         atLine: "image: {asset: ↓k-count-ducks-line, alt: Yellow ducks in a line on a pond}", in: "k/01-counting/count-objects-l1.yaml"),
            .replacing("image: {asset: k-count-ducks-line, alt: Yellow ducks in a line on a pond}", in: "k/01-counting/count-objects-l1.yaml",
                       with: "image: {asset: k-count-ducks-line, alt: ↓Seven yellow ducks in a line on a pond}")
                .reports("alt text names 7, but the picture 'k-count-ducks-line' shows 6 ducks"),
        ],
        nonTriggering: [
            .replacing("- id: k-count-ducks-line", in: "assets/catalog.yaml", with: RuleExample.ducksEntry)
        ])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        let entries = catalog.assetsByID
        var out: [Diagnostic] = []
        for use in catalog.assetUses {
            guard let entry = entries[use.asset.value], let count = entry.count else { continue }
            let object = entry.object ?? "things"
            if let counted = use.item.fields(CountingItem.Fields.self)?.objects?.value.count?.value, counted != count.value {
                out.append(diagnostic(
                    at: use.asset.location, length: use.asset.length,
                    "the picture '\(entry.id.value)' shows \(count.value) \(object)s but the item counts \(counted)",
                    notes: [.init("the catalog's count", at: count.location)]))
            }
            if let alt = use.image.alt {
                let named = Self.numbers(in: alt.value).filter { $0 != count.value }
                if let first = named.first {
                    out.append(diagnostic(
                        at: alt.location, length: alt.length,
                        "alt text names \(first), but the picture '\(entry.id.value)' shows \(count.value) \(object)s",
                        notes: [.init("the catalog's count", at: count.location)]))
                }
            }
        }
        return out
    }

    /// The numbers text names, in digits or words ("7", "seven", "twenty-one").
    static func numbers(in text: String) -> [Int] {
        let words = text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "-" }).map(String.init)
        var out: [Int] = []
        var i = 0
        while i < words.count {
            if let n = Int(words[i]) {
                out.append(n)
                i += 1
            } else if let found = NumberWords.value(of: words, at: i) {
                out.append(found.value)
                i += found.count
            } else {
                i += 1
            }
        }
        return out
    }
}
