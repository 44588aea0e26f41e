/// A line where YAML expected another key or list entry: wrong indentation, a stray bracket, text
/// after a quote or a bracket, a dash that is not a list marker.
extension SyntaxErrorExplainer {
    /// libyaml expected the next key of a mapping (or the next `- ` of a list) and found
    /// something else: a line at the wrong indentation, a stray bracket, text after a quote.
    mutating func misplaced(inList: Bool) -> Explanation {
        let mark = error.problemMark
        guard let l = shape(Int(mark.line)) else { return generic() }
        let i = Int(mark.column) - 1
        if let c = l.scalar(at: i), c == "}" || c == "]" {
            return Explanation(
                line: l.number, index: i,
                message: "this '\(c)' has no '\(c == "}" ? "{" : "[")' before it to close; delete it",
                fixIts: [.init(at: location(l.number, i), length: 1, replacement: "")])
        }
        if i > l.contentStart {
            if let q = textAfterQuote(l, at: i) { return q }
            if let f = textAfterFlow(l, at: i) { return f }
            if inList, let dup = doubleDash() { return dup }
            if l.scalar(at: i) == "*", let anchor = anchorBeforeAlias(l, at: i) { return anchor }
            return generic()
        }
        if let c = l.scalar(at: i), c == ":" {
            return Explanation(
                line: l.number, index: i,
                message: "this line starts with ':' and has no key before it; write the key's name before the ':'")
        }
        if let dash = dashWithoutSpace(l) { return dash }
        if inList, let dup = doubleDash() { return dup }
        let p = previousContent(before: l.number)
        if l.isListEntry, let d = l.dashes.first {
            if let p, let dedented = listEntryBelowItsKey(l, after: p) { return dedented }
            // The open lists above whose entries look like this one: text, or `key: value`.
            let lists = dashColumns(above: l.number).filter { ($0.line.key == nil) == (l.key == nil) && $0.line.dashes.count == 1 && $0.column != d }
            if let above = lists.count == 1 ? lists[0] : pick(lists, near: d) {
                let moves = linesMovingWith(l, to: above.column)
                return Explanation(
                    line: l.number, index: d,
                    message: "this list entry \(isIndented(l.leading)), but the entry it follows on line \(above.line.number) \(isIndented(above.column)); line up its '-' with that entry's" + (moves ? movesToo : ""),
                    fixIts: moves ? [] : [reindent(l, to: above.column)])
            }
            var message = "a '- ' list entry cannot stand here, among 'key: value' lines"
            if let p, let pk = p.key, pk.start == d { message += " like '\(pk.name):' on line \(p.number)" }
            message += "; if it starts a list, put the list under a key of its own, with its entries indented below that key"
            return Explanation(line: l.number, index: d, message: message)
        }
        if let key = l.key {
            return misplacedKey(l, key, inList: inList)
        }
        if let p, let pk = p.key, pk.valueStart == nil, l.leading <= pk.start {
            return textBelowItsKey(l, key: pk, on: p)
        }
        if let p, let more = textContinuingValue(l, after: p) { return more }
        return generic()
    }

    /// Text with no key below `key: text` (or `- text`), indented no more than the key: more
    /// of that text, not indented enough to belong to it.
    mutating func textContinuingValue(_ l: YAMLLineShape, after p: YAMLLineShape) -> Explanation? {
        guard l.key == nil, !l.isListEntry, l.scalar(at: l.leading) != "-" else { return nil }
        let owner: String, column: Int, valueStart: Int
        if let pk = p.key, let v = pk.valueStart, l.leading <= pk.start {
            (owner, column, valueStart) = ("'\(pk.name):'", pk.start, v)
        } else if p.isListEntry, p.key == nil, let d = p.dashes.last, l.leading <= d {
            (owner, column, valueStart) = ("the list entry", d, p.contentStart)
        } else {
            return nil
        }
        // Quoted text closes on its line, and '[', '{', '|', '>' start something else.
        guard let first = p.scalar(at: valueStart), !"\"'[{|>&*!".unicodeScalars.contains(first) else { return nil }
        let moves = linesMovingWith(l, to: column + 2)
        return Explanation(
            line: l.number, index: l.leading, length: l.endOfValue(from: l.leading) - l.leading,
            message: "this line looks like more of the text of \(owner) on line \(p.number), but it is not indented more than \(owner), so it does not belong to it; indent it \(spaces(column + 2)), or join it to line \(p.number)" + (moves ? movesToo : ""),
            fixIts: moves ? [] : [reindent(l, to: column + 2)])
    }

    /// A key line whose indentation matches no mapping open above it.
    private mutating func misplacedKey(_ l: YAMLLineShape, _ key: YAMLLineShape.Key, inList: Bool) -> Explanation {
        let candidates = keyColumns(above: l.number).filter { $0.column != l.leading }
        let length = key.name.unicodeScalars.count
        if let best = pick(candidates, near: l.leading) {
            let others = best.line.key.map { "'\($0.name):'" } ?? "the key"
            let moves = linesMovingWith(l, to: best.column)
            return Explanation(
                line: l.number, index: l.leading, length: length,
                message: "'\(key.name):' \(isIndented(l.leading)), but \(others) on line \(best.line.number) \(isIndented(best.column)); \(indentIt(best.column)) to line it up" + (moves ? movesToo : ""),
                fixIts: moves ? [] : [reindent(l, to: best.column)])
        }
        let near = candidates.sorted { abs($0.column - l.leading) < abs($1.column - l.leading) }.prefix(2)
        var message = "'\(key.name):' \(isIndented(l.leading)), which lines it up with no key above it"
        if !near.isEmpty {
            let options = near.map { c in "'\(c.line.key?.name ?? ""):' on line \(c.line.number) (\(c.column == 0 ? "at the beginning of the line" : spaces(c.column)))" }
            message += "; line it up with the key it belongs with: " + options.joined(separator: " or ")
        }
        if inList, let c = error.contextMark, l.leading == Int(c.column) - 1 {
            message += ", or put '- ' before it if it starts a new entry of the list on line \(c.line)"
        }
        return Explanation(line: l.number, index: l.leading, length: length, message: message)
    }

    /// `prompt:` with nothing after it, and its text on the next line indented no more than it.
    mutating func textBelowItsKey(_ l: YAMLLineShape, key pk: YAMLLineShape.Key, on p: YAMLLineShape) -> Explanation {
        let moves = linesMovingWith(l, to: pk.start + 2)
        return Explanation(
            line: l.number, index: l.leading, length: l.endOfValue(from: l.leading) - l.leading,
            message: "'\(pk.name):' on line \(p.number) has nothing after it, and this text below it is not indented more than '\(pk.name):', so it does not belong to it; indent it \(spaces(pk.start + 2)), or move it up after '\(pk.name): '" + (moves ? movesToo : ""),
            fixIts: moves ? [] : [reindent(l, to: pk.start + 2)])
    }

    /// A `- ` entry under a key with nothing after it (`hints:`), indented less than that key.
    /// `alone`: the lines after the entry stay where they are (they are what libyaml tripped on).
    mutating func listEntryBelowItsKey(_ l: YAMLLineShape, after p: YAMLLineShape? = nil, alone: Bool = false) -> Explanation? {
        guard let d = l.dashes.first, let p = p ?? previousContent(before: l.number),
            let pk = p.key, pk.valueStart == nil, pk.start > d
        else { return nil }
        let target = pk.start + (indentsListsUnderKeys ? 2 : 0)
        let moves = !alone && linesMovingWith(l, to: target)
        return Explanation(
            line: l.number, index: d,
            message: "'\(pk.name):' on line \(p.number) has nothing after it, and this list entry below it is indented less than '\(pk.name):', so it does not belong to it; \(indentIt(target))" + (moves ? movesToo : ""),
            fixIts: moves ? [] : [reindent(l, to: target)])
    }

    private var movesToo: String { ", and move the lines below it that belong to it by as much" }

    /// Whether lines after `l` belong to it (its entry's other keys, its children, more of its
    /// text) and would no longer fit once `l` alone is indented `target` spaces: no single-line
    /// fix-it then.
    private mutating func linesMovingWith(_ l: YAMLLineShape, to target: Int) -> Bool {
        guard let next = nextContent(after: l.number) else { return false }
        let text = next.key == nil && !next.isListEntry
        if let d = l.dashes.first {
            guard next.leading > d else { return false }
            // The entry's next key must stay lined up with its first; its text, deeper than the '-'.
            guard let key = l.key else { return next.leading <= target }
            let moved = key.start + target - d
            return !(next.leading == moved || (key.valueStart == nil && next.leading > moved))
        }
        if let key = l.key {
            // Children of a key with nothing after it, or more text of its value.
            guard next.leading > l.leading, next.leading <= target else { return false }
            return key.valueStart == nil || text
        }
        return next.leading >= l.leading && text
    }

    /// `- - id: i1`: two markers make a list inside the list.
    private mutating func doubleDash() -> Explanation? {
        guard let c = error.contextMark, let l = shape(Int(c.line)), l.dashes.count >= 2,
            l.dashes.contains(Int(c.column) - 1)
        else { return nil }
        let second = l.dashes[1]
        let end = l.dashes.count > 2 ? l.dashes[2] : l.contentStart
        return Explanation(
            line: l.number, index: second,
            message: "this line has two '- ' markers, which starts a list inside the list; remove one",
            fixIts: [.init(at: location(l.number, second), length: end - second, replacement: "")])
    }

    /// `&again *first`: an alias cannot carry an anchor of its own.
    private func anchorBeforeAlias(_ l: YAMLLineShape, at i: Int) -> Explanation? {
        var a = i - 1
        while a > 0, l.scalars[a] == " " { a -= 1 }
        var b = a
        while b > 0, l.scalars[b] != " ", l.scalars[b] != "&" { b -= 1 }
        guard l.scalar(at: b) == "&", b < a else { return nil }
        return Explanation(
            line: l.number, index: b, length: i - b,
            message: "'\(l.text(b..<(a + 1)))' names the reference '\(l.text(i..<l.endOfValue(from: i)))' that follows it, and a reference cannot have a name of its own; delete '\(l.text(b..<(a + 1)))'",
            fixIts: [.init(at: location(l.number, b), length: i - b, replacement: "")])
    }

    /// `-id: i1` or `-- id: i2`: a dash that is not a list marker.
    func dashWithoutSpace(_ l: YAMLLineShape) -> Explanation? {
        guard l.dashes.isEmpty, l.scalar(at: l.leading) == "-", let next = l.scalar(at: l.leading + 1) else { return nil }
        if next == "-" {
            guard l.scalar(at: l.leading + 2) == " " else { return nil }
            return Explanation(
                line: l.number, index: l.leading, length: 2,
                message: "'--' is not a list marker; start the entry with one '-' and a space",
                fixIts: [.init(at: location(l.number, l.leading), length: 2, replacement: "-")])
        }
        guard next != " ", next != "\t" else { return nil }
        return Explanation(
            line: l.number, index: l.leading,
            message: "'-' needs a space after it to start a list entry",
            fixIts: [.init(at: location(l.number, l.leading + 1), length: 0, replacement: " ")])
    }

    /// `prompt: "Sam" has 3 apples.`, `prompt: 'Sam's apples'`, or a quote left open on an
    /// earlier line that swallowed everything up to the next quote.
    private mutating func textAfterQuote(_ l: YAMLLineShape, at i: Int) -> Explanation? {
        guard let last = lastEvent, case .quotedScalar(let q) = last.kind, Int(last.end.line) == l.number,
            Int(last.end.column) - 1 <= i
        else { return nil }
        let start = Int(last.start.column) - 1
        let name = q == "\"" ? "'\"'" : "\"'\""
        if Int(last.start.line) < l.number, let opened = shape(Int(last.start.line)) {
            var fixIts: [Diagnostic.FixIt] = []
            let end = opened.endOfValue(from: start)
            if end > start + 1 {
                fixIts = [.init(at: location(opened.number, end), length: 0, replacement: String(q))]
            }
            return Explanation(
                line: opened.number, index: start,
                message: "the \(name) that starts here is not closed on its line, so YAML reads everything up to the next \(name) on line \(l.number) as one text; add a closing \(name) at the end of this line",
                fixIts: fixIts)
        }
        let end = l.endOfValue(from: start)
        let closing = Int(last.end.column) - 2
        let apostrophe = q == "'" && closing > start + 1 && isLetter(l.scalar(at: closing - 1)) && isLetter(l.scalar(at: closing + 1))
        if apostrophe {
            var fixIts: [Diagnostic.FixIt] = []
            if l.scalar(at: end - 1) == "'", end - start >= 2, singleLine(l) {
                let inner = l.text((start + 1)..<(end - 1))
                fixIts = [.init(at: location(l.number, start), length: end - start, replacement: doubleQuoted(inner))]
            }
            return Explanation(
                line: l.number, index: closing, length: 1,
                message: "the apostrophe in \"\(word(in: l, around: closing))\" ends the text in single quotes early; put the whole text in double quotes instead",
                fixIts: fixIts)
        }
        return Explanation(
            line: l.number, index: start, length: end - start,
            message: "the quoted text ends at the closing \(name), and more text follows it on the line; put the whole value in one pair of quotes",
            fixIts: quoteFix(l, from: start))
    }

    /// `prompt: [Bonus] How many?`: a value that starts with a bracket is a list.
    private mutating func textAfterFlow(_ l: YAMLLineShape, at i: Int) -> Explanation? {
        guard let last = lastEvent, case .collectionEnd = last.kind, Int(last.end.line) == l.number,
            let start = l.key?.valueStart ?? (l.isListEntry ? l.contentStart : nil), start < i,
            let first = l.scalar(at: start), first == "[" || first == "{"
        else { return nil }
        let close = first == "[" ? "]" : "}"
        return Explanation(
            line: l.number, index: start, length: l.endOfValue(from: start) - start,
            message: "a value that starts with '\(first)' is read as a \(first == "[" ? "list" : "mapping"), which ends at '\(close)', and YAML cannot read the text after it; if the value is text, put all of it in quotes",
            fixIts: quoteFix(l, from: start))
    }
}
