/// '%' directives, '!' tags and the '...' document end.
extension SyntaxErrorExplainer {
    mutating func directive() -> Explanation {
        let mark = error.contextMark ?? error.problemMark
        return Explanation(
            line: Int(mark.line), index: 0,
            message: "lines that start with '%' are YAML directives, which curriculum files do not need, and this one cannot be read; delete the line")
    }

    mutating func tag() -> Explanation {
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
    mutating func afterDocumentEnd() -> Explanation {
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
}
