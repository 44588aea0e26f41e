/// Characters YAML cannot start a value with: a tab, '@', '`', '*', '&', …
extension SyntaxErrorExplainer {
    mutating func cannotStart() -> Explanation {
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
    mutating func startsWithIndicator(at mark: Mark) -> Explanation {
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
}
