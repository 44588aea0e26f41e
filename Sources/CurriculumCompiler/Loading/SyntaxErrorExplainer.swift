/// What libyaml said when it stopped parsing, in its own words and marks (1-based).
struct LibyamlError: Sendable {
    var problem: String
    var problemMark: Mark
    var context: String?
    var contextMark: Mark?
}

/// The last event libyaml produced before it stopped: a quoted text that swallowed the lines
/// after an unclosed quote, or a `[...]` followed by more text, ends where the error is.
struct LastEvent: Sendable {
    enum Kind: Sendable {
        case plainScalar, quotedScalar(Unicode.Scalar), collectionEnd, other
    }
    var kind: Kind
    var start: Mark
    var end: Mark
}

/// Turns a libyaml parse error into a sentence a content author can act on: what is wrong in
/// their words, the line they must change (libyaml often stops a line or more after the
/// mistake), and the fix when it is obvious. libyaml's own report goes last, as a note.
///
/// Every reading below is worked out from the text around libyaml's marks: the indentation of
/// the lines above, a missing space after `:`, a tab, an unclosed quote or bracket. When the
/// text does not settle which mistake it is, the message says what YAML saw and where, and
/// offers no fix.
struct SyntaxErrorExplainer {
    let source: SourceFile
    let error: LibyamlError
    let lastEvent: LastEvent?
    /// JSON input: single quotes are no fix there.
    let json: Bool
    private var shapes: [Int: YAMLLineShape] = [:]

    init(source: SourceFile, error: LibyamlError, lastEvent: LastEvent?, json: Bool = false) {
        self.source = source
        self.error = error
        self.lastEvent = lastEvent
        self.json = json
    }

    /// What the author reads: where, what, and how to fix it.
    struct Explanation {
        var line: Int
        /// 0-based index into the line.
        var index: Int
        var length = 1
        var message: String
        var notes: [Diagnostic.Note] = []
        var fixIts: [Diagnostic.FixIt] = []
    }

    mutating func diagnostic() -> Diagnostic {
        let e = explain()
        var notes = e.notes
        notes.append(.init(libyamlWording))
        return YAMLSyntax.diagnostic(
            at: location(e.line, e.index), length: e.length, e.message, notes: notes, fixIts: e.fixIts)
    }

    /// libyaml's report, for readers who know YAML: context first, as libyaml prints it.
    var libyamlWording: String {
        let p = error.problemMark
        var text = "libyaml: "
        if let context = error.context, let c = error.contextMark {
            text += "\(context) at line \(c.line), column \(c.column): "
        }
        return text + "\(error.problem) at line \(p.line), column \(p.column)"
    }

    // MARK: - Dispatch

    mutating func explain() -> Explanation {
        let problem = error.problem
        let context = error.context ?? ""
        if context.contains("directive") || problem.contains("%YAML") || problem.contains("%TAG")
            || problem == "found incompatible YAML document"
        {
            return directive()
        }
        if context.contains("tag") || problem == "found undefined tag handle" { return tag() }
        switch problem {
        case "mapping values are not allowed in this context": return colonInText()
        case "did not find expected key": return misplaced(inList: false)
        case "did not find expected '-' indicator": return misplaced(inList: true)
        case "could not find expected ':'": return keyWithoutColon()
        case "found character that cannot start any token": return cannotStart()
        case "found a tab character that violates indentation": return tabIndent(at: error.problemMark)
        case "found a tab character where an indentation space is expected": return tabInBlockText()
        case "found unexpected end of stream", "found unexpected document indicator":
            if context == "while scanning a quoted scalar" { return unclosedQuote() }
        case "did not find expected ',' or ']'": return flow(open: "[", close: "]")
        case "did not find expected ',' or '}'": return flow(open: "{", close: "}")
        case "did not find expected node content": return noValue()
        case "block sequence entries are not allowed in this context": return dashAfterKey()
        case "mapping keys are not allowed in this context": return startsWithIndicator(at: error.problemMark)
        case "did not find expected alphabetic or numeric character":
            if let c = error.contextMark { return startsWithIndicator(at: c) }
        case "did not find expected comment or line break", "found an indentation indicator equal to 0":
            if context == "while scanning a block scalar" { return blockTextHeader() }
        case "found unknown escape character", "did not find expected hexdecimal number", "found invalid Unicode character escape code":
            return escape()
        case "did not find expected <document start>": return afterDocumentEnd()
        case "found unexpected ':'":
            return at(error.problemMark, "':' right before ',' or a bracket inside '[ ]' or '{ }' cannot be read; put the text in quotes")
        default:
            if problem.hasPrefix("Maximum nesting level") {
                return at(error.problemMark, "lists and mappings are nested too deeply here")
            }
        }
        return at(error.problemMark, lowercasedFirst(problem))
    }

    // MARK: - ': ' inside text

    /// `prompt: Time: 3:30`, or a line YAML reads as more text of the line above because it is
    /// indented more than that line's key.
    private mutating func colonInText() -> Explanation {
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

    // MARK: - A line where YAML expected another key or list entry

    /// libyaml expected the next key of a mapping (or the next `- ` of a list) and found
    /// something else: a line at the wrong indentation, a stray bracket, text after a quote.
    private mutating func misplaced(inList: Bool) -> Explanation {
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
    private mutating func textContinuingValue(_ l: YAMLLineShape, after p: YAMLLineShape) -> Explanation? {
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
    private mutating func textBelowItsKey(_ l: YAMLLineShape, key pk: YAMLLineShape.Key, on p: YAMLLineShape) -> Explanation {
        let moves = linesMovingWith(l, to: pk.start + 2)
        return Explanation(
            line: l.number, index: l.leading, length: l.endOfValue(from: l.leading) - l.leading,
            message: "'\(pk.name):' on line \(p.number) has nothing after it, and this text below it is not indented more than '\(pk.name):', so it does not belong to it; indent it \(spaces(pk.start + 2)), or move it up after '\(pk.name): '" + (moves ? movesToo : ""),
            fixIts: moves ? [] : [reindent(l, to: pk.start + 2)])
    }

    /// A `- ` entry under a key with nothing after it (`hints:`), indented less than that key.
    /// `alone`: the lines after the entry stay where they are (they are what libyaml tripped on).
    private mutating func listEntryBelowItsKey(_ l: YAMLLineShape, after p: YAMLLineShape? = nil, alone: Bool = false) -> Explanation? {
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
    private func dashWithoutSpace(_ l: YAMLLineShape) -> Explanation? {
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

    // MARK: - A key without ': '

    /// libyaml read the start of a line as a key and never found its `:`; it reports the line
    /// after, or the end of the file, and its context mark is the key.
    private mutating func keyWithoutColon() -> Explanation {
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

    // MARK: - Characters YAML cannot start with

    private mutating func cannotStart() -> Explanation {
        let mark = error.problemMark
        guard let l = shape(Int(mark.line)) else { return generic() }
        let i = Int(mark.column) - 1
        guard let c = l.scalar(at: i) else { return generic() }
        if c == "\t" {
            if i < l.leading { return tabIndent(at: mark) }
            if i > 0, l.scalar(at: i - 1) == "-" {
                return Explanation(
                    line: l.number, index: i,
                    message: "a tab follows '-', and YAML needs a space there; replace the tab with a space",
                    fixIts: [.init(at: location(l.number, i), length: 1, replacement: " ")])
            }
            return Explanation(
                line: l.number, index: i,
                message: "there is a tab here, where YAML needs a space; replace it with a space",
                fixIts: [.init(at: location(l.number, i), length: 1, replacement: " ")])
        }
        return startsWithIndicator(at: mark)
    }

    /// A value that starts with a character YAML reserves: `@`, `` ` ``, `%`, `*`, `&`, `?`, …
    private mutating func startsWithIndicator(at mark: Mark) -> Explanation {
        guard let l = shape(Int(mark.line)) else { return generic() }
        let i = Int(mark.column) - 1
        guard let c = l.scalar(at: i) else { return generic() }
        let atValueStart = l.key?.valueStart == i || (l.key == nil && l.isListEntry && l.contentStart == i)
        let end = l.endOfValue(from: i)
        guard atValueStart else {
            return Explanation(line: l.number, index: i, message: "'\(c)' cannot be read here; if it belongs to the text, put the whole text in quotes")
        }
        var message: String
        var fixIts = quoteFix(l, from: i)
        switch c {
        case "*", "&":
            message = "a value that starts with '\(c)' is read as \(c == "*" ? "a reference to" : "a name for") another part of the file; if it is text, put the whole value in quotes"
            // Quote only what reads as text: `* Count again.`, not `& [a, b]`.
            if !(l.scalar(at: i + 1) == " " && isLetterOrDigit(l.scalar(at: i + 2))) { fixIts = [] }
        default:
            message = "a value cannot start with '\(c)' unless it is in quotes; put the whole value in quotes"
        }
        return Explanation(line: l.number, index: i, length: end - i, message: message, fixIts: fixIts)
    }

    // MARK: - Tabs

    /// A tab among the spaces that indent a line. The fix replaces the line's indentation with
    /// the spaces that line it up with what it belongs to, read as an editor would show the tab.
    private mutating func tabIndent(at mark: Mark) -> Explanation {
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
    private mutating func tabInBlockText() -> Explanation {
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

    // MARK: - Quotes, brackets and block text

    /// A quote opened and never closed before the end of the file (or a `---` line).
    private mutating func unclosedQuote() -> Explanation {
        guard let c = error.contextMark, let l = shape(Int(c.line)), let q = l.scalar(at: Int(c.column) - 1) else { return generic() }
        let i = Int(c.column) - 1
        let name = q == "\"" ? "'\"'" : "\"'\""
        let end = l.endOfValue(from: i)
        if error.problem == "found unexpected document indicator" {
            return Explanation(
                line: l.number, index: i,
                message: "the text in quotes that starts here runs into line \(error.problemMark.line), whose '---' or '...' YAML reads as the end of the document; close the quote before that line")
        }
        let fixIts: [Diagnostic.FixIt] = end > i + 1 ? [.init(at: location(l.number, end), length: 0, replacement: String(q))] : []
        return Explanation(
            line: l.number, index: i,
            message: "this \(name) is never closed; add a closing \(name) at the end of the text",
            fixIts: fixIts)
    }

    /// Inside `[ ]` or `{ }`: a bracket never closed, the wrong closing bracket, a missing `,`.
    private mutating func flow(open: Unicode.Scalar, close: Unicode.Scalar) -> Explanation {
        let what = open == "[" ? "list" : "mapping"
        guard let c = error.contextMark, let start = shape(Int(c.line)) else { return generic() }
        let p = error.problemMark
        let openIndex = Int(c.column) - 1
        if p.line > c.line {
            // Never closed: libyaml noticed on a later line, or at the end of the file.
            var fixIts: [Diagnostic.FixIt] = []
            let next = nextContent(after: start.number)
            if next == nil || next!.number >= Int(p.line) {
                let end = start.endOfValue(from: openIndex)
                if end > openIndex + 1 { fixIts = [.init(at: location(start.number, end), length: 0, replacement: String(close))] }
            }
            return Explanation(
                line: start.number, index: openIndex,
                message: "this '\(open)' is never closed; add '\(close)' at the end of the \(what)",
                fixIts: fixIts)
        }
        guard let l = shape(Int(p.line)) else { return generic() }
        let i = Int(p.column) - 1
        let found = l.scalar(at: i)
        if let found, found == "]" || found == "}" {
            return Explanation(
                line: l.number, index: i,
                message: "this \(what) starts with '\(open)' but ends with '\(found)'; end it with '\(close)'",
                fixIts: [.init(at: location(l.number, i), length: 1, replacement: String(close))])
        }
        if open == "{", found == ":" {
            // `{name: pear count: 6}`: the words before this ':' run on from the last value.
            var j = i - 1
            while j > openIndex, l.scalars[j] != ",", !(l.scalars[j] == ":" && l.scalar(at: j + 1) == " "), l.scalars[j] != "{" { j -= 1 }
            let segment = l.text((j + 1)..<i)
            let trimmed = segment.drop { $0 == " " }
            if let space = trimmed.lastIndex(of: " ") {
                let keyWord = trimmed[trimmed.index(after: space)...]
                let at = i - keyWord.unicodeScalars.count - 1
                return Explanation(
                    line: l.number, index: at + 1, length: keyWord.unicodeScalars.count,
                    message: "a ',' is missing before '\(keyWord):'; in '{ }' each 'key: value' is separated from the next by ','",
                    fixIts: [.init(at: location(l.number, at), length: 0, replacement: ",")])
            }
        }
        // `["a" "b"]`: two entries with only a blank between them.
        if let found {
            var before = i - 1
            while before > openIndex, l.scalars[before] == " " || l.scalars[before] == "\t" { before -= 1 }
            if before < i - 1, before > openIndex, endsAnEntry(l.scalars[before]), startsAnEntry(found) {
                return Explanation(
                    line: l.number, index: i,
                    message: "a ',' is missing before this; in '\(open) \(close)' entries are separated by ','",
                    fixIts: [.init(at: location(l.number, before + 1), length: 0, replacement: ",")])
            }
        }
        return Explanation(
            line: l.number, index: i,
            message: "expected ',' or '\(close)' here, inside the \(what) that starts with '\(open)' at column \(c.column)",
            notes: [.init("the \(what) starts here", at: location(start.number, openIndex))])
    }

    /// libyaml expected a value and found a `,`, a closing bracket, or a document marker.
    private mutating func noValue() -> Explanation {
        let mark = error.problemMark
        guard let l = shape(Int(mark.line)) else {
            return at(mark, "the file ends where YAML expected a value; a '[' or '{' above is never closed")
        }
        let i = Int(mark.column) - 1
        let c = l.scalar(at: i)
        if c == nil, nextContent(after: l.number) == nil {
            return at(mark, "the file ends where YAML expected a value; a '[' or '{' above is never closed")
        }
        if (error.context ?? "").contains("flow"), c == "," {
            return Explanation(
                line: l.number, index: i,
                message: "there is nothing between this ',' and the one before it; delete one of them",
                fixIts: [.init(at: location(l.number, i), length: 1, replacement: "")])
        }
        if i == 0, l.text.hasPrefix("---") || l.text.hasPrefix("...") {
            return Explanation(
                line: l.number, index: 0, length: 3,
                message: "a '\(l.text.prefix(3))' line marks the \(l.text.hasPrefix("---") ? "start" : "end") of a YAML document and cannot stand here; delete it")
        }
        if let c, ",]}".unicodeScalars.contains(c) { return startsWithIndicator(at: mark) }
        return at(mark, "expected a value here")
    }

    /// `hints: - Touch each pear.`
    private mutating func dashAfterKey() -> Explanation {
        let mark = error.problemMark
        guard let l = shape(Int(mark.line)) else { return generic() }
        let i = Int(mark.column) - 1
        if let key = l.key, key.valueStart == i {
            return Explanation(
                line: l.number, index: i, length: l.endOfValue(from: i) - i,
                message: "a list cannot start on the same line as '\(key.name):'; put each '- ' entry on a line of its own below '\(key.name):', indented more than it, or put the text in quotes if it starts with '-'")
        }
        return Explanation(line: l.number, index: i, message: "a '- ' list entry cannot start here; put it on a line of its own")
    }

    /// `prompt: | How many?` or `|0`: the line of a `|` or `>` holds only its indicators.
    private mutating func blockTextHeader() -> Explanation {
        guard let c = error.contextMark, let l = shape(Int(c.line)) else { return generic() }
        let i = min(max(0, Int(c.column) - 1), l.scalars.count)
        let indicator = l.scalar(at: i) ?? "|"
        if error.problem == "found an indentation indicator equal to 0", let zero = l.scalars[i...].firstIndex(of: "0") {
            return Explanation(
                line: l.number, index: zero,
                message: "'\(indicator)' cannot be followed by 0; delete the 0",
                fixIts: [.init(at: location(l.number, zero), length: 1, replacement: "")])
        }
        let owner = l.key.map { "'\($0.name):'" } ?? "its key"
        return Explanation(
            line: l.number, index: i, length: l.endOfValue(from: i) - i,
            message: "'\(indicator)' starts a block of text written on the lines below it, so nothing but a comment may follow it on its line; move the text to the next line, indented more than \(owner), or put the whole value in quotes if the text starts with '\(indicator)'")
    }

    /// A backslash in double quotes that starts no valid escape: usually a backslash meant
    /// as itself, as in a Windows path.
    private mutating func escape() -> Explanation {
        let mark = error.problemMark
        guard let l = shape(Int(mark.line)) else { return generic() }
        var b = min(Int(mark.column) - 1, l.scalars.count - 1)
        while b > 0, l.scalars[b] != "\\" { b -= 1 }
        guard l.scalar(at: b) == "\\" else { return generic() }
        // `\q`, or a code with its digits: `\x4G`, `\U0011FFFF`.
        let digits: Int = switch l.scalar(at: b + 1) {
        case "x": 2
        case "u": 4
        case "U": 8
        default: 0
        }
        var end = min(l.scalars.count, b + 2)
        while end < min(l.scalars.count, b + 2 + digits), !" \t\"".unicodeScalars.contains(l.scalars[end]) { end += 1 }
        let code = l.text(b..<end)
        if error.problem == "found invalid Unicode character escape code" {
            var end = b + 2
            while end < l.scalars.count, isHexDigit(l.scalars[end]) { end += 1 }
            return Explanation(
                line: l.number, index: b, length: end - b,
                message: "'\(l.text(b..<end))' is not the code of a character YAML can hold; type the character itself instead")
        }
        var fixIts: [Diagnostic.FixIt] = [.init(at: location(l.number, b), length: 1, replacement: "\\\\")]
        // The whole text in single quotes keeps every backslash, when it holds no other code.
        if !json, let c = error.contextMark, Int(c.line) == l.number, l.scalar(at: Int(c.column) - 1) == "\"" {
            let open = Int(c.column) - 1
            var close = open + 1
            while close < l.scalars.count, l.scalars[close] != "\"" || l.scalars[close - 1] == "\\" { close += 1 }
            let inner = l.text((open + 1)..<close)
            let codes = ["\\n", "\\t", "\\\"", "\\\\", "\\u", "\\x"]
            if close < l.scalars.count, !inner.contains("'"), !codes.contains(where: inner.contains) {
                fixIts = [.init(at: location(l.number, open), length: close + 1 - open, replacement: "'\(inner)'")]
            }
        }
        return Explanation(
            line: l.number, index: b, length: 2,
            message: "inside double quotes a backslash starts a code, and '\(code)' is not one; to write a backslash, write it twice\(json ? "" : ", or put the text in single quotes")",
            fixIts: fixIts)
    }

    // MARK: - Directives, tags and document markers

    private mutating func directive() -> Explanation {
        let mark = error.contextMark ?? error.problemMark
        return Explanation(
            line: Int(mark.line), index: 0,
            message: "lines that start with '%' are YAML directives, which curriculum files do not need, and this one cannot be read; delete the line")
    }

    private mutating func tag() -> Explanation {
        let mark = error.contextMark ?? error.problemMark
        guard let l = shape(Int(mark.line)) else { return generic() }
        var i = min(max(0, Int(mark.column) - 1), l.scalars.count)
        if l.scalar(at: i) != "!", let bang = l.scalars[i...].firstIndex(of: "!") { i = bang }
        let end = l.scalars[i...].firstIndex { $0 == " " } ?? l.scalars.count
        return Explanation(
            line: l.number, index: i, length: end - i,
            message: "a value that starts with '!' is read as a YAML tag, and '\(l.text(i..<end))' is not one curriculum files can use; if the '!' belongs to the text, put the whole value in quotes")
    }

    /// Content after a `...` line, or after a `%` directive with no `---` line.
    private mutating func afterDocumentEnd() -> Explanation {
        let p = Int(error.problemMark.line)
        var n = p - 1
        while n >= 1, let l = shape(n) {
            if l.text.hasPrefix("...") {
                return Explanation(
                    line: n, index: 0, length: 3,
                    message: "'...' on this line ends the YAML document, so the lines after it are not read; delete it",
                    fixIts: [.init(at: location(n, 0), length: 3, replacement: "")])
            }
            if l.text.hasPrefix("%") {
                return Explanation(
                    line: n, index: 0,
                    message: "a '%' directive line must be followed by a '---' line; curriculum files need no directives, so delete this line")
            }
            n -= 1
        }
        return at(error.problemMark, "expected a new document (a '---' line) here")
    }

    // MARK: - Fallback

    /// What libyaml saw, in plain words, where it saw it.
    private mutating func generic() -> Explanation {
        let mark = error.problemMark
        let found = foundText(at: mark)
        let c = error.contextMark
        let lineStart = shape(Int(mark.line)).map { Int(mark.column) - 1 <= $0.contentStart } ?? false
        let advice = lineStart ? "; check the indentation of this line and the one above it" : ""
        switch error.problem {
        case "did not find expected key":
            let where_ = c.map { " (lined up with the mapping that starts on line \($0.line), column \($0.column))" } ?? ""
            return at(mark, "expected another 'key: value' line here\(where_), but found \(found)\(advice)")
        case "did not find expected '-' indicator":
            let where_ = c.map { " of the list that starts on line \($0.line), column \($0.column)" } ?? ""
            return at(mark, "expected another '- ' entry\(where_) here, but found \(found)\(advice)")
        case "mapping values are not allowed in this context":
            return at(mark, "': ' cannot start a new key here; if it is part of the text, put the whole text in quotes, otherwise check the indentation of this line and the one above it")
        default:
            return at(mark, lowercasedFirst(error.problem))
        }
    }

    private mutating func foundText(at mark: Mark) -> String {
        guard let l = shape(Int(mark.line)), let c = l.scalar(at: Int(mark.column) - 1) else { return "the end of the file" }
        let i = Int(mark.column) - 1
        let end = l.endOfValue(from: i)
        let text = end > i ? l.text(i..<min(end, i + 30)) : String(c)
        return "'\(text)\(end > i + 30 ? "…" : "")'"
    }

    private func at(_ mark: Mark, _ message: String) -> Explanation {
        Explanation(line: Int(mark.line), index: max(0, Int(mark.column) - 1), message: message)
    }

    // MARK: - Reading the lines around the mark

    private mutating func shape(_ n: Int) -> YAMLLineShape? {
        if let s = shapes[n] { return s }
        guard let text = source.line(n) else { return nil }
        let s = YAMLLineShape(number: n, text: text)
        shapes[n] = s
        return s
    }

    private mutating func previousContent(before n: Int) -> YAMLLineShape? {
        var k = n - 1
        while k >= 1 {
            if let s = shape(k), s.isContent { return s }
            k -= 1
        }
        return nil
    }

    private mutating func nextContent(after n: Int) -> YAMLLineShape? {
        var k = n + 1
        while let s = shape(k) {
            if s.isContent { return s }
            k += 1
        }
        return nil
    }

    /// A column a line could line up with, and the line that has it.
    struct Column {
        let column: Int
        let line: YAMLLineShape
    }

    /// The key columns of the mappings open above line `n`, nearest first: each line that is
    /// indented less than every content line between it and `n` starts or continues one.
    private mutating func keyColumns(above n: Int) -> [Column] {
        openColumns(above: n) { s in s.key.map { [$0.start] } ?? [] }
    }

    private mutating func dashColumns(above n: Int) -> [Column] {
        openColumns(above: n) { s in s.dashes.reversed() }
    }

    private mutating func openColumns(above n: Int, _ columns: (YAMLLineShape) -> [Int]) -> [Column] {
        var out: [Column] = []
        var limit = Int.max
        var k = n - 1
        // Far above, nothing is left to line up with but the top level, which the first
        // lines of the file show.
        while k >= 1, limit > 0 {
            if n - k > 5000 && k > 50 { k = 50 }
            defer { k -= 1 }
            guard let s = shape(k), s.isContent, !s.tabInIndent, s.leading < limit else { continue }
            limit = s.leading
            for c in columns(s) where !out.contains(where: { $0.column == c }) { out.append(Column(column: c, line: s)) }
        }
        return out
    }

    /// One column to line up with: the only one, or the one a single space away when every
    /// other is further.
    private func pick(_ candidates: [Column], near indent: Int) -> Column? {
        if candidates.count == 1 { return candidates[0] }
        let sorted = candidates.sorted { abs($0.column - indent) < abs($1.column - indent) }
        guard let best = sorted.first, abs(best.column - indent) == 1 else { return nil }
        return sorted.count < 2 || abs(sorted[1].column - indent) > 1 ? best : nil
    }

    /// Whether the file puts `- ` entries deeper than their key (`hints:` then `  - a`), as
    /// most curriculum files do, or at the key's own indentation.
    private var indentsListsUnderKeys: Bool {
        var deeper = 0, level = 0
        var previous: YAMLLineShape?
        var n = 1
        while n <= 400, let text = source.line(n) {
            defer { n += 1 }
            let s = YAMLLineShape(number: n, text: text)
            guard s.isContent else { continue }
            if let p = previous, let pk = p.key, pk.valueStart == nil, let d = s.dashes.first {
                if d > pk.start { deeper += 1 } else if d == pk.start { level += 1 }
            }
            previous = s
        }
        return deeper >= level
    }

    private mutating func isKeyElsewhere(_ name: String, besides n: Int) -> Bool {
        var k = 1
        while k <= 2000, let text = source.line(k) {
            defer { k += 1 }
            if k != n, text.contains(name + ":"), YAMLLineShape(number: k, text: text).key?.name == name { return true }
        }
        return false
    }

    private mutating func singleLine(_ l: YAMLLineShape) -> Bool {
        guard let next = nextContent(after: l.number) else { return true }
        let owner = l.key?.start ?? l.dashes.last ?? l.leading
        return next.leading <= owner
    }

    // MARK: - Fixes

    /// Puts a value in quotes: double quotes unless the text holds `"` or `\`.
    private mutating func quoteFix(_ l: YAMLLineShape, from start: Int) -> [Diagnostic.FixIt] {
        let end = l.endOfValue(from: start)
        guard end > start, singleLine(l) else { return [] }
        let text = l.text(start..<end)
        return [.init(at: location(l.number, start), length: end - start, replacement: quoted(text))]
    }

    private func quoted(_ text: String) -> String {
        if !text.contains("\"") && !text.contains("\\") { return "\"\(text)\"" }
        return "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }

    private func doubleQuoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Replaces a line's indentation with `n` spaces.
    private func reindent(_ l: YAMLLineShape, to n: Int) -> Diagnostic.FixIt {
        .init(at: location(l.number, 0), length: l.leading, replacement: String(repeating: " ", count: n))
    }

    /// How wide the line's indentation looks with tabs every `width` columns.
    private func expandedIndent(_ l: YAMLLineShape, tabWidth width: Int) -> Int {
        var col = 0
        for c in l.scalars.prefix(l.leading) { col = c == "\t" ? (col / width + 1) * width : col + 1 }
        return col
    }

    // MARK: - Small helpers

    private func location(_ line: Int, _ index: Int) -> SourceLocation {
        SourceLocation(path: source.path, line: line, column: index + 1)
    }

    private func spaces(_ n: Int) -> String { n == 1 ? "1 space" : "\(n) spaces" }

    /// "is indented 4 spaces", or "starts at the beginning of the line".
    private func isIndented(_ n: Int) -> String { n == 0 ? "starts at the beginning of the line" : "is indented \(spaces(n))" }

    /// "indent it 4 spaces", or "move it to the beginning of the line".
    private func indentIt(_ n: Int) -> String { n == 0 ? "move it to the beginning of the line" : "indent it \(spaces(n))" }

    private func isOneToken(_ s: String) -> Bool { !s.isEmpty && !s.contains(" ") }

    private func endsASentence(_ s: String) -> Bool { s.hasSuffix(".") || s.hasSuffix("?") || s.hasSuffix("!") }

    private func looksLikeFieldName(_ s: String) -> Bool {
        YAMLLineShape.Key(name: s, start: 0, colon: 0, valueStart: nil).looksLikeFieldName
    }

    private func isWordScalar(_ c: Unicode.Scalar) -> Bool {
        c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "_" || c == "-" || c == "."
    }

    private func endsAnEntry(_ c: Unicode.Scalar) -> Bool { "\"']}".unicodeScalars.contains(c) || isLetterOrDigit(c) }

    private func startsAnEntry(_ c: Unicode.Scalar) -> Bool { "\"'[{".unicodeScalars.contains(c) || isLetterOrDigit(c) }

    private func isLetter(_ c: Unicode.Scalar?) -> Bool { c?.properties.isAlphabetic ?? false }

    private func isLetterOrDigit(_ c: Unicode.Scalar?) -> Bool {
        guard let c else { return false }
        return c.properties.isAlphabetic || ("0"..."9").contains(c)
    }

    private func isHexDigit(_ c: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(c) || ("a"..."f").contains(c) || ("A"..."F").contains(c)
    }

    /// The word around index `i` of a line, apostrophes included: `Mei's`.
    private func word(in l: YAMLLineShape, around i: Int) -> String {
        var a = i, b = i
        while a > 0, isLetter(l.scalar(at: a - 1)) || l.scalar(at: a - 1) == "'" && isLetter(l.scalar(at: a - 2)) { a -= 1 }
        while b + 1 < l.scalars.count, isLetter(l.scalar(at: b + 1)) { b += 1 }
        return l.text(a..<(b + 1))
    }

    private func lowercasedFirst(_ s: String) -> String {
        guard let f = s.first else { return s }
        return f.lowercased() + s.dropFirst()
    }
}
