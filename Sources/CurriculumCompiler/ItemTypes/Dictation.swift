import CurriculumSyntax

/// A number the child writes from hearing it (NY-K.CC.3, NY-1.NBT.1): "Write the number
/// fourteen.", "Maya says the number eighty. Write her number." The prompt is what the app says,
/// so the number it names is the answer, as the objects shown are a counting item's.
enum Dictation {
    /// The number a prompt says, and where it says it.
    struct Said {
        var value: Int
        /// As written: "fourteen", "one hundred seven", "12".
        var text: String
        /// Where it starts in the prompt, in Unicode scalars.
        var offset: Int
        var length: Int
    }

    /// Verbs that ask the child to put a number down.
    static let verbs: Set<String> = ["write", "type"]

    /// The number the prompt asks the child to write: the number words (or digits) right after
    /// "the number" that end their sentence ("the number that is 1 more than 99" is arithmetic,
    /// "the number the blocks show" a picture), in a prompt that asks to write. Nil when there is
    /// none, or when two different numbers are named.
    static func said(in prompt: String) -> Said? {
        let tokens = CopyTokenizer.tokens(prompt)
        guard tokens.contains(where: { $0.kind == .word && verbs.contains($0.folded) }) else { return nil }
        var found: Said?
        var i = 0
        while i + 2 < tokens.count {
            defer { i += 1 }
            guard tokens[i].folded == "the", tokens[i + 1].folded == "number" else { continue }
            let start = i + 2
            var value: Int?
            var end = start
            if tokens[start].kind == .number, tokens[start].text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
                value = Int(tokens[start].text.prefix(18))
                end = start + 1
            } else {
                var words: [String] = []
                var j = start
                while j < tokens.count, tokens[j].kind == .word, words.count < 6 {
                    words.append(tokens[j].folded)
                    j += 1
                }
                if let first = words.first, NumberWords.isNumberWord(first), let named = NumberWords.value(of: words, at: 0) {
                    value = named.value
                    end = start + named.count
                }
            }
            guard let value, end == tokens.count || endsSentence(tokens[end]) else { continue }
            let offset = tokens[start].offset
            let length = tokens[end - 1].end - offset
            let text = String(String.UnicodeScalarView(Array(prompt.unicodeScalars)[offset..<offset + length]))
            if let earlier = found, earlier.value != value { return nil }
            found = found ?? Said(value: value, text: text, offset: offset, length: length)
        }
        return found
    }

    static func endsSentence(_ token: CopyToken) -> Bool {
        token.kind == .punctuation && [".", "!", "?"].contains(token.text)
    }

    /// The item's prompt's dictated number and the node it is written in.
    static func said(_ item: Item) -> (Said, Node)? {
        guard let node = item.syntax(of: .prompt), let text = node.string, let said = said(in: text) else { return nil }
        return (said, node)
    }

    /// The dictated number as the answer; nil when the prompt dictates none.
    static func solve(_ item: Item) -> ItemSolution? {
        guard let (said, _) = said(item) else { return nil }
        let digits = String(said.value)
        let working = said.text == digits ? "the number the prompt says, \(digits)" : "the number the prompt says, \(said.text) (\(digits))"
        return .solved(.number(said.value), working, note: "the child hears the prompt and writes the number it says")
    }
}
