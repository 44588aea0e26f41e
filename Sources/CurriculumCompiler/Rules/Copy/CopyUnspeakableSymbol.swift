import CurriculumSyntax

package enum CopyUnspeakableSymbol: CopyLessonRule {
    package static let description = RuleDescription(
        id: "COPY-UNSPEAKABLE-SYMBOL", severity: .error,
        summary: "copy contains a symbol narration cannot speak",
        rationale: """
            The app reads prompts aloud by default and VoiceOver reads everything else, so every symbol in copy must have a spoken form (docs/design.md#pictures-and-speech). The compiler derives the spoken form of every prompt, option, hint and feedback line, and of every tile, category, label and shown equation ("8 + 6 = ?" → "8 plus 6 equals what?"), and the bundle carries it. It knows letters, digits, ordinary punctuation (. , ! ? ¿ ¡ ' " « » ; : ( ) – — …), the math symbols + − - = ≠ < > × ÷ ¢ $ ½ ¼ ¾, times (3:30) and the `?` of an equation; anything else (#, &, *, /, emoji, invisible characters) a child who cannot read would hear as nothing, or as a name like "number sign". An error: it breaks narration.
            """,
        triggering: [
            .replacing("prompt: How many ducks are in the pond?", in: "k/01-counting/count-objects-l1.yaml", with: "prompt: How many ↓🦆 are in the pond?")
                .reports("prompt has the symbol '🦆', which narration cannot speak"),
            .replacing("- {item: \"10 + 1\", target: \"11\"}", in: "k/03-teen-numbers/teen-number-sentences-l3.yaml", with: "- {item: \"10 ↓& 1\", target: \"11\"}")
                .reports("label has the symbol '&', which narration cannot speak"),
        ],
        nonTriggering: [.replacing("correct: Yes! 2 + 1 = 3.", in: "k/02-operations/fluency-within-5-l1.yaml", with: "correct: Yes! 2 + 1 = 3.")])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out = CopyPass.diagnostics(self, in: catalog)
        for badge in catalog.badges?.badges ?? [] where badge.name.value != badge.id.value {
            let copy = CopyString(badge.name, field: .badgeName)
            report(copy, Speech.spoken(copy.text).unspeakable, &out)
        }
        return out
    }

    static func inspect(_ lesson: LessonCopy, _ context: CopySliceContext, _ out: inout [Diagnostic]) {
        lesson.forEachCopy { report($0.copy, Speech.unspeakable($0.text, tokens: $0.tokens), &out) }
        // Tiles, categories and shown equations are heard too.
        for copy in lesson.items {
            for (text, node) in ItemData.shownText(of: copy.item) {
                guard case .scalar(let scalar) = node.value else { continue }
                let label = CopyString(text, field: .label, at: SourceLocation(path: copy.item.path, line: Int(node.mark.line), column: Int(node.mark.column)), style: scalar.style)
                report(label, Speech.spoken(text).unspeakable, &out)
            }
        }
    }

    static func report(_ copy: CopyString, _ unspeakable: [SpokenResult.Symbol], _ out: inout [Diagnostic]) {
        for symbol in unspeakable where !isBidiControl(symbol.text) {
            let at = copy.span(symbol.offset, symbol.length)
            out.append(diagnostic(
                at: at.location, length: at.length, "\(copy.field.name) has \(describe(symbol.text)), which narration cannot speak",
                notes: [.init("write it in words, or use a symbol narration knows (+ − = < > ¢ ½ ¼)")]))
        }
    }

    /// YAML-BIDI reports these wherever they are, with a fix-it; once is enough.
    static func isBidiControl(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.count == 3 && BidiControls.control(in: bytes, at: 0) != nil
    }

    /// The symbol in quotes, or its code point when it cannot be seen.
    static func describe(_ symbol: String) -> String {
        let scalars = symbol.unicodeScalars
        if let first = scalars.first, scalars.count == 1,
            first.properties.generalCategory == .format || first.properties.generalCategory == .control
                || first.properties.generalCategory == .spaceSeparator || first.properties.generalCategory == .unassigned
        {
            let hex = String(first.value, radix: 16, uppercase: true)
            return "the invisible character U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex)"
        }
        return "the symbol '\(symbol)'"
    }
}
