/// A key without ': ' after it.
extension SyntaxErrorExplainer {
    /// libyaml read the start of a line as a key and never found its `:`; it reports the line
    /// after, or the end of the file, and its context mark is the key.
    mutating func keyWithoutColon() -> Explanation {
        guard let c = error.contextMark, let k = shape(Int(c.line)) else { return generic() }
        let i = Int(c.column) - 1
        let s = k.scalars
        // `prompt:What`, `"title":Count`, `hints:#comment`
        var colon: Int?
        if i < s.count, s[i] == "\"" || s[i] == "'" {
            var j = i + 1
            while j < s.count, s[j] != s[i] { j += 1 }
            if j + 1 < s.count, s[j + 1] == ":" { colon = j + 1 }
        } else {
            var j = i
            while j < s.count, isWordScalar(s[j]) { j += 1 }
            if j > i, j < s.count, s[j] == ":" { colon = j }
        }
        if let colon, colon + 1 < s.count, s[colon + 1] != " ", s[colon + 1] != "\t" {
            let key = k.text(i..<colon)
            let fix = Diagnostic.FixIt(at: location(k.number, colon + 1), length: 0, replacement: " ")
            if s[colon + 1] == "#" {
                return Explanation(
                    line: k.number, index: colon + 1,
                    message: "a comment needs a space before its '#'; without it YAML reads '\(k.text((colon + 1)..<s.count))' as part of the key '\(key)'",
                    fixIts: [fix])
            }
            return Explanation(
                line: k.number, index: colon,
                message: "'\(key):' needs a space after the colon",
                fixIts: [fix])
        }
        if let dash = dashWithoutSpace(k) { return dash }
        if let p = previousContent(before: k.number), let pk = p.key, pk.valueStart == nil, k.key == nil, k.leading <= pk.start, k.dashes.isEmpty {
            return textBelowItsKey(k, key: pk, on: p)
        }
        // `difficulty 1`, `prompt How many?`
        var w = i
        while w < s.count, isWordScalar(s[w]) { w += 1 }
        let word = k.text(i..<w)
        let rest = k.endOfValue(from: w)
        if w > i, w < rest, s[w] == " " {
            let sibling = [previousContent(before: k.number), nextContent(after: k.number)].contains { $0?.key?.start == i }
            let guess = "\(word): \(k.text((w + 1)..<rest).drop { $0 == " " })"
            if looksLikeFieldName(word) && sibling {
                return Explanation(
                    line: k.number, index: i, length: w - i,
                    message: "this line has no ':' after its key; write '\(guess)'",
                    fixIts: [.init(at: location(k.number, w), length: 0, replacement: ":")])
            }
        } else if w > i, w == rest, looksLikeFieldName(word) {
            return Explanation(
                line: k.number, index: i, length: w - i,
                message: "'\(word)' has no ':' after it; write '\(word):' followed by its value")
        }
        if k.leading == i, let p = previousContent(before: k.number), let more = textContinuingValue(k, after: p) { return more }
        return Explanation(
            line: k.number, index: i, length: max(1, k.endOfValue(from: i) - i),
            message: "this line reads as a key, but there is no ': ' after it; add ': ' after the key, or, if the line belongs to the text above it, indent it more than that text's key or put the text in quotes")
    }
}
