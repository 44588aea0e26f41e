import CurriculumSyntax

package enum CopyAllCaps: CopyLessonRule {
    package static let description = RuleDescription(
        id: "COPY-ALL-CAPS", severity: .warning,
        summary: "a word is written in capitals",
        rationale: """
            Early readers learn words by their shape, and lowercase letters give words their shape: text in capitals is slower to read for everyone and hardest for beginners (docs/design.md#early-reader-copy). VoiceOver may also spell a word in capitals letter by letter as an abbreviation ("N-O-T"). Emphasis belongs in the design, not in capitals. Known acronyms (OK, TV, AM, PM, ABC, USA) and standard codes (NY-K.CC.4a) are fine. The fix-it writes the word in lowercase.
            """,
        triggering: [
            .replacing("prompt: How many ducks are in the pond?", in: "k/01-counting/count-objects-l1.yaml", with: "prompt: How ↓MANY ducks are in the pond?")
                .reports("word 'MANY' is written in capitals"),
        ],
        nonTriggering: [.replacing("prompt: How many ducks are in the pond?", in: "k/01-counting/count-objects-l1.yaml", with: "prompt: How many ducks are in the pond? Tap OK when you are done.")])

    /// Capitalised words that are right as they are.
    package static let acronyms: Set<String> = ["OK", "TV", "AM", "PM", "ABC", "USA", "NY", "CC", "OA", "NBT", "MD"]

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out = CopyPass.diagnostics(self, in: catalog)
        for badge in catalog.badges?.badges ?? [] where badge.name.value != badge.id.value {
            let copy = CopyString(badge.name, field: .badgeName)
            report(copy, CopyTokenizer.tokens(copy.text), &out)
        }
        return out
    }

    static func inspect(_ lesson: LessonCopy, _ context: CopySliceContext, _ out: inout [Diagnostic]) {
        lesson.forEachCopy { report($0.copy, $0.tokens, &out) }
    }

    static func report(_ copy: CopyString, _ tokens: [CopyToken], _ out: inout [Diagnostic]) {
        // A word with no capital folds to itself: only the others need a closer look.
        guard tokens.contains(where: { $0.kind == .word && $0.text != $0.folded && isAllCaps($0.text) }) else { return }
        let scalars = Array(copy.text.unicodeScalars)
        for token in tokens where token.kind == .word && isAllCaps(token.text) && !acronyms.contains(token.text) {
            if isInCode(scalars, token) { continue }
            let at = copy.span(token)
            var replacement = token.text.lowercased()
            if token.startsSentence { replacement = replacement.prefix(1).uppercased() + replacement.dropFirst() }
            let fixIts: [Diagnostic.FixIt] = copy.isExact(token.offset, length: token.length)
                ? [.init(at: at.location, length: at.length, replacement: replacement)] : []
            out.append(diagnostic(at: at.location, length: at.length, "word '\(token.text)' is written in capitals", fixIts: fixIts))
        }
    }

    /// Two or more letters, none of them lowercase.
    static func isAllCaps(_ word: String) -> Bool {
        // Most words have a lowercase ASCII letter among their first two bytes.
        var bytes = word.utf8.makeIterator()
        for _ in 0..<2 {
            if let b = bytes.next(), b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z") { return false }
        }
        var letters = 0
        for c in word.unicodeScalars where CopyTokenizer.isLetter(c) {
            if !c.properties.isUppercase { return false }
            letters += 1
        }
        return letters >= 2
    }

    /// Part of a code such as `NY-K.CC.4a` or `K.CC.4`: the run of non-space text around the word
    /// (closing punctuation aside) holds an inner full stop or a digit.
    static func isInCode(_ s: [Unicode.Scalar], _ token: CopyToken) -> Bool {
        var start = token.offset
        var end = token.end
        while start > 0, !s[start - 1].properties.isWhitespace { start -= 1 }
        while end < s.count, !s[end].properties.isWhitespace { end += 1 }
        while end > start, ".,!?;:)\"'\u{2019}\u{201D}".unicodeScalars.contains(s[end - 1]) { end -= 1 }
        let run = s[start..<end]
        return run.contains { CopyTokenizer.isDigit($0) } || run.dropLast().contains(".")
    }
}
