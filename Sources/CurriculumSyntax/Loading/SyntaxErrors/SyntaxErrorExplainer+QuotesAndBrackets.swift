/// Quotes and brackets never closed, a missing ',', a value YAML expected, '|' and '>' headers,
/// backslash codes.
extension SyntaxErrorExplainer {
    /// A quote opened and never closed before the end of the file (or a `---` line).
    mutating func unclosedQuote() -> Explanation {
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
    mutating func flow(open: Unicode.Scalar, close: Unicode.Scalar) -> Explanation {
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
    mutating func noValue() -> Explanation {
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
    mutating func dashAfterKey() -> Explanation {
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
    mutating func blockTextHeader() -> Explanation {
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
    mutating func escape() -> Explanation {
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
}
