import CurriculumSyntax

package enum CopyAltFilename: CopyLessonRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "COPY-ALT-FILENAME", severity: .error,
        summary: "alt text is a file name or starts with \"image of\"",
        rationale: """
            A text alternative that is not an alternative, such as a file name ("ducks.png", "IMG_001", the asset's own name), tells a VoiceOver user nothing about the picture: WCAG 2.2 counts it as a failure of Success Criterion 1.1.1 (failure F30). VoiceOver already announces an image as an image, so alt text that starts with "image of", "picture of" or "graphic of" makes the child hear it twice before the content; the fix-it drops the prefix (docs/design.md#pictures-and-speech).
            """,
        triggering: [
            .replacing("image: {asset: k-count-ducks-line, alt: Yellow ducks in a line on a pond}", in: "k/01-counting/count-objects-l1.yaml", with: "image: {asset: k-count-ducks-line, alt: ↓k-count-ducks-line.png}")
                .reports("alt text 'k-count-ducks-line.png' is a file name"),
            .replacing("image: {asset: k-count-ducks-line, alt: Yellow ducks in a line on a pond}", in: "k/01-counting/count-objects-l1.yaml", with: "image: {asset: k-count-ducks-line, alt: ↓Picture of yellow ducks in a line on a pond}")
                .reports("alt text starts with 'Picture of'"),
        ],
        nonTriggering: [.replacing("image: {asset: k-count-ducks-line, alt: Yellow ducks in a line on a pond}", in: "k/01-counting/count-objects-l1.yaml", with: "image: {asset: k-count-ducks-line, alt: Yellow ducks in a line on a pond}")])

    static let extensions = [".png", ".jpg", ".jpeg", ".gif", ".svg", ".webp", ".heic", ".heif", ".pdf", ".bmp", ".tif", ".tiff"]
    /// Longest first, so "a picture of" wins over a shorter match.
    static let prefixes = [
        "an illustration of", "illustration of", "a picture of", "a graphic of", "an image of", "picture of",
        "graphic of", "a photo of", "an icon of", "image of", "photo of", "icon of",
    ]

    package static func check(_ catalog: Catalog) -> [Diagnostic] { CopyPass.diagnostics(self, in: catalog) }

    static func inspect(_ lesson: LessonCopy, _ context: CopySliceContext, _ out: inout [Diagnostic]) {
        for item in lesson.items {
            guard let alt = item.alt else { continue }
            let copy = alt.copy
            let text = copy.text.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else { continue }
            if isFileName(text, asset: item.item.image?.asset?.value) {
                let at = copy.span(0, copy.text.unicodeScalars.count)
                out.append(diagnostic(
                    at: at.location, length: at.length, "alt text '\(text)' is a file name",
                    notes: [.init("say what the picture shows, such as \"Red apples in a row on a table\"")]))
                continue
            }
            let lower = CopyTokenizer.fold(text)
            guard let prefix = prefixes.first(where: { lower.hasPrefix($0 + " ") }) else { continue }
            let prefixLength = prefix.unicodeScalars.count
            let at = copy.span(0, prefixLength)
            var fixIts: [Diagnostic.FixIt] = []
            if copy.text.unicodeScalars.first.map({ !$0.properties.isWhitespace }) == true,
                let next = text.unicodeScalars.dropFirst(prefixLength + 1).first, copy.isExact(0, length: prefixLength + 2)
            {
                // "Picture of red apples" → "Red apples": drop the prefix and its space, capitalise.
                let whole = copy.span(0, prefixLength + 2)
                fixIts.append(.init(at: whole.location, length: whole.length, replacement: String(next).uppercased()))
            }
            out.append(diagnostic(
                at: at.location, length: at.length, "alt text starts with '\(String(text.prefix(prefix.count)))'",
                notes: [.init("VoiceOver already says it is an image; start with what it shows")], fixIts: fixIts))
        }
    }

    /// "apples.png", "IMG_001", "apples-line-7": one word with a file extension, an underscore,
    /// or letters and digits or hyphens run together — or the asset's own name.
    static func isFileName(_ text: String, asset: String?) -> Bool {
        let lower = CopyTokenizer.fold(text)
        if let asset, lower == CopyTokenizer.fold(asset) { return true }
        if extensions.contains(where: { lower.hasSuffix($0) }) { return true }
        guard !text.contains(" ") else { return false }
        let hasLetter = text.unicodeScalars.contains { CopyTokenizer.isLetter($0) }
        let hasDigit = text.unicodeScalars.contains { CopyTokenizer.isDigit($0) }
        return hasLetter && (text.contains("_") || text.contains("-") || hasDigit)
    }
}
