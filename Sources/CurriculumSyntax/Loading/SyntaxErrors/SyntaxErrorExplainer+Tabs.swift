/// Tabs in indentation and in blocks of text.
extension SyntaxErrorExplainer {
    /// A tab among the spaces that indent a line. The fix replaces the line's indentation with
    /// the spaces that line it up with what it belongs to, read as an editor would show the tab.
    mutating func tabIndent(at mark: Mark) -> Explanation {
        guard let l = shape(Int(mark.line)) else { return generic() }
        let i = Int(mark.column) - 1
        if l.isBlank {
            return Explanation(
                line: l.number, index: min(i, max(0, l.scalars.count - 1)),
                message: "this empty-looking line holds a tab, which YAML does not allow here; delete it",
                fixIts: [.init(at: location(l.number, 0), length: l.scalars.count, replacement: "")])
        }
        guard l.tabInIndent else {
            return Explanation(line: l.number, index: i, message: "there is a tab here, where YAML needs a space; replace it with a space",
                fixIts: [.init(at: location(l.number, i), length: 1, replacement: " ")])
        }
        let tab = l.scalars.firstIndex(of: "\t") ?? i
        var targets: [(column: Int, line: YAMLLineShape?)] = []
        let p = previousContent(before: l.number)
        if l.key != nil || l.isListEntry {
            if let p, let pk = p.key, pk.valueStart == nil { targets.append((pk.start + 2, p)) }
            let above = l.key != nil && !l.isListEntry ? keyColumns(above: l.number) : dashColumns(above: l.number)
            targets += above.map { ($0.column, $0.line) }
        } else if let p {
            // More text of the value above: it must be indented more than that value's key.
            if let pk = p.key { targets.append((pk.start + 2, nil)) } else if let d = p.dashes.last { targets.append((d + 2, nil)) }
        }
        if targets.isEmpty && p == nil { targets.append((0, nil)) }
        let shown = [4, 2, 8].map { expandedIndent(l, tabWidth: $0) }
        let chosen = shown.lazy.compactMap { w in targets.first { $0.column == w } }.first
            ?? targets.min { abs($0.column - shown[0]) < abs($1.column - shown[0]) }
        var message = "this line is indented with a tab, which YAML does not allow; indent it with spaces"
        var fixIts: [Diagnostic.FixIt] = []
        if let chosen {
            message = "this line is indented with a tab, which YAML does not allow; "
                + (chosen.column == 0 ? "delete the tab" : "indent it with \(spaces(chosen.column)) instead")
            if let like = chosen.line, like.number != l.number {
                let what = l.isListEntry ? "the '- ' on line \(like.number)" : like.key.map { "'\($0.name):' on line \(like.number)" } ?? "line \(like.number)"
                if !(like.key?.valueStart == nil && chosen.column == (like.key?.start ?? -3) + 2) {
                    message += chosen.column == 0 ? ", so that the line starts like \(what)" : ", like \(what)"
                }
            }
            fixIts = [reindent(l, to: chosen.column)]
        }
        return Explanation(line: l.number, index: tab, message: message, fixIts: fixIts)
    }

    /// A tab in the indentation of a `|` or `>` block of text.
    mutating func tabInBlockText() -> Explanation {
        guard let l = shape(Int(error.problemMark.line)) else { return generic() }
        let tab = l.scalars.firstIndex(of: "\t") ?? l.leading
        var target: Int?
        var fromOtherLines = false
        if let c = error.contextMark, let header = shape(Int(c.line)) {
            var n = header.number + 1
            while n < l.number, let s = shape(n) {
                if !s.isBlank && !s.tabInIndent { target = s.leading; fromOtherLines = true; break }
                n += 1
            }
            if target == nil, let hk = header.key { target = hk.start + 2 }
        }
        guard let target else {
            return Explanation(line: l.number, index: tab, message: "this line of text is indented with a tab, which YAML does not allow; indent it with spaces")
        }
        return Explanation(
            line: l.number, index: tab,
            message: "this line of text is indented with a tab, which YAML does not allow; indent it with \(spaces(target)) instead\(fromOtherLines ? ", like the text's other lines" : "")",
            fixIts: [reindent(l, to: target)])
    }
}
