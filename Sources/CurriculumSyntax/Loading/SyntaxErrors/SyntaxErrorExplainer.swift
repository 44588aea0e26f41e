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
        return SyntaxCheck.syntax.diagnostic(
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

    // MARK: - Fallback

    /// What libyaml saw, in plain words, where it saw it.
    mutating func generic() -> Explanation {
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

    func at(_ mark: Mark, _ message: String) -> Explanation {
        Explanation(line: Int(mark.line), index: max(0, Int(mark.column) - 1), message: message)
    }

    // MARK: - The lines around the mark

    /// Line `n` of the file, read once.
    mutating func shape(_ n: Int) -> YAMLLineShape? {
        if let s = shapes[n] { return s }
        guard let text = source.line(n) else { return nil }
        let s = YAMLLineShape(number: n, text: text)
        shapes[n] = s
        return s
    }
}
