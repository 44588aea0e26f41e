/// A ': ' inside text, which YAML reads as the start of a key.
extension SyntaxErrorExplainer {
    /// `prompt: Time: 3:30`, or a line YAML reads as more text of the line above because it is
    /// indented more than that line's key.
    mutating func colonInText() -> Explanation {
        let mark = error.problemMark
        guard let l = shape(Int(mark.line)) else { return generic() }
        let colon = Int(mark.column) - 1
        if let key = l.key, colon > key.colon, let valueStart = key.valueStart, valueStart <= colon {
            // The ': ' is in the value of this line's own key.
            if l.isListEntry && !key.looksLikeFieldName {
                return Explanation(
                    line: l.number, index: l.contentStart, length: l.endOfValue(from: l.contentStart) - l.contentStart,
                    message: "this list entry contains ': ', which YAML reads as the start of a key; put the whole entry in quotes",
                    fixIts: quoteFix(l, from: l.contentStart))
            }
            let length = l.endOfValue(from: valueStart) - valueStart
            let first = l.scalars[valueStart]
            if first == "[" || first == "{" {
                return Explanation(
                    line: l.number, index: valueStart, length: length,
                    message: "the value of '\(key.name)' starts with '\(first)', so YAML reads it as a \(first == "[" ? "list" : "mapping"), and it cannot read the ': ' after it; if the value is text, put all of it in quotes")
            }
            if first == "\"" || first == "'" {
                return Explanation(
                    line: l.number, index: valueStart, length: length,
                    message: "the quoted text of '\(key.name)' ends before the ': ' that follows it; put the whole value in one pair of quotes",
                    fixIts: quoteFix(l, from: valueStart))
            }
            return Explanation(
                line: l.number, index: valueStart, length: length,
                message: "the value of '\(key.name)' contains ': ', which YAML reads as the start of another key; put the whole value in quotes",
                fixIts: quoteFix(l, from: valueStart))
        }
        guard let key = l.key, key.colon == colon, let p = previousContent(before: l.number) else { return generic() }
        // The line is read as more text of the value above it.
        if let fix = dashWithoutSpace(p), l.leading > p.leading { return fix }
        if key.looksLikeFieldName {
            if p.isListEntry, p.key == nil, let pd = p.dashes.last, l.leading > pd {
                if let dedented = listEntryBelowItsKey(p, alone: true) { return dedented }
                if let q = previousContent(before: p.number), q.isListEntry, q.key == nil, let qd = q.dashes.last, qd > pd, qd <= l.leading {
                    return Explanation(
                        line: p.number, index: p.leading,
                        message: "this list entry \(isIndented(p.leading)), but the entry above it on line \(q.number) \(isIndented(qd)), so YAML reads line \(l.number) as more of its text; \(indentIt(qd)), like line \(q.number)",
                        fixIts: [reindent(p, to: qd)])
                }
                return Explanation(
                    line: l.number, index: l.leading, length: key.name.unicodeScalars.count,
                    message: "'\(key.name):' is indented more than the list entry on line \(p.number), so YAML reads it as more text of that entry; check the indentation of lines \(p.number) and \(l.number)")
            }
            if let pk = p.key, let pv = pk.valueStart, l.leading > pk.start {
                let pValue = p.text(pv..<p.endOfValue(from: pv))
                let lValue = key.valueStart.map { l.text($0..<l.endOfValue(from: $0)) } ?? ""
                let confident = isOneToken(pValue) || endsASentence(pValue) || isOneToken(lValue) || isKeyElsewhere(key.name, besides: l.number)
                if confident {
                    return Explanation(
                        line: l.number, index: l.leading, length: key.name.unicodeScalars.count,
                        message: "'\(key.name):' is indented more than '\(pk.name):' on line \(p.number), so YAML reads it as more text of '\(pk.name)'; \(indentIt(pk.start)), like '\(pk.name):'",
                        fixIts: [reindent(l, to: pk.start)])
                }
                return Explanation(
                    line: l.number, index: l.leading, length: key.name.unicodeScalars.count,
                    message: "line \(l.number) is indented more than '\(pk.name):' on line \(p.number), so YAML reads it as more text of '\(pk.name)', and that text cannot contain ': '; if '\(key.name):' is a key of its own, \(indentIt(pk.start)), like '\(pk.name):'; if it is part of the text, put the whole text of '\(pk.name)' in quotes")
            }
            return generic()
        }
        // Prose that continues the value above and contains ': '.
        if let pk = p.key, pk.valueStart != nil, l.leading > pk.start {
            return Explanation(
                line: l.number, index: colon,
                message: "this line continues the text of '\(pk.name):' from line \(p.number), and the ': ' in it makes YAML read a new key; put the whole text of '\(pk.name)' in quotes",
                notes: [.init("the text starts here", at: location(p.number, pk.valueStart ?? 0))])
        }
        if p.isListEntry, p.key == nil, let pd = p.dashes.last, l.leading > pd {
            return Explanation(
                line: l.number, index: colon,
                message: "this line continues the text of the list entry on line \(p.number), and the ': ' in it makes YAML read a new key; put the whole text of that entry in quotes",
                notes: [.init("the text starts here", at: location(p.number, p.contentStart))])
        }
        return generic()
    }
}
