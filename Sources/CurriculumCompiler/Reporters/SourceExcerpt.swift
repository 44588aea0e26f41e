import CurriculumSyntax

/// What the text reporter quotes of a source line: the whole line when it is short, else a
/// window of at most `width` columns around the column a finding points at, with `…` where the
/// line goes on. A 9 MB line is never decoded or printed whole.
///
/// Columns count Unicode scalars, as locations do. Tabs show as one space and control
/// characters as their `TerminalSafe` escape, and the caret column accounts for both, so the
/// caret stays under the character it points at.
struct SourceExcerpt: Equatable {
    /// The line as shown.
    var text: String
    /// 0-based column in `text` where the caret goes.
    var caret: Int
    /// Columns the underline spans, at least 1.
    var underline: Int

    /// The most columns of a line that are quoted.
    static let width = 200
    /// Of those, how many come before the caret when the line has to be cut.
    static let lead = 80
}

/// Quotes lines of source files for one report. Finding a column in a long line means counting
/// scalars from the line's start; for lines longer than `indexedLineBytes` the offsets of every
/// `stride`-th scalar are recorded the first time the line is quoted, so thousands of findings on
/// one long line cost one pass over it, not one pass each.
final class SourceQuoter {
    static let indexedLineBytes = 4096
    private static let stride = 256

    private struct LineKey: Hashable {
        var path: String
        var line: Int
    }

    /// Byte offsets of scalars 0, stride, 2·stride, … of each long line quoted so far.
    private var checkpoints: [LineKey: [Int]] = [:]

    /// The excerpt of `source`'s line `line` for a finding at `column` spanning `length` columns.
    func excerpt(_ source: SourceFile, line: Int, column: Int, length: Int) -> SourceExcerpt? {
        guard let range = source.lineRange(line) else { return nil }
        let bytes = source.bytes
        let caretIndex = column > 0 ? column - 1 : 0
        var (start, startIndex) = offset(ofScalar: max(0, caretIndex - SourceExcerpt.lead), in: source, line: line, range: range)
        var end = start
        var count = 0
        while end < range.upperBound, count < SourceExcerpt.width {
            end = Self.nextScalar(bytes, after: end, limit: range.upperBound)
            count += 1
        }
        // Near the end of the line, show more of what comes before instead.
        while count < SourceExcerpt.width, start > range.lowerBound {
            start = Self.previousScalar(bytes, before: start, limit: range.lowerBound)
            startIndex -= 1
            count += 1
        }
        let scalars = Array(String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars)
        let cutLeft = start > range.lowerBound, cutRight = end < range.upperBound
        let caret = min(max(0, caretIndex - startIndex), scalars.count)
        let underlineEnd = caret + min(max(1, length), scalars.count - caret)

        var text = cutLeft ? "…" : ""
        var columns = cutLeft ? 1 : 0
        var caretColumn = columns, underlineEndColumn = columns
        for (i, scalar) in scalars.enumerated() {
            if i == caret { caretColumn = columns }
            if i == underlineEnd { underlineEndColumn = columns }
            columns += Self.append(scalar, to: &text)
        }
        if caret == scalars.count { caretColumn = columns }
        if underlineEnd == scalars.count { underlineEndColumn = columns }
        if cutRight { text += "…" }
        return SourceExcerpt(text: text, caret: caretColumn, underline: max(1, underlineEndColumn - caretColumn))
    }

    /// The line with a fix-it applied, cut like an excerpt around the fix and without leading
    /// blanks, for the `fix-it:` line.
    func applying(_ fix: TextEdit, in source: SourceFile) -> String? {
        guard let range = source.lineRange(fix.line) else { return nil }
        let bytes = source.bytes
        let fixIndex = fix.column > 0 ? fix.column - 1 : 0
        let (start, _) = offset(ofScalar: max(0, fixIndex - SourceExcerpt.lead), in: source, line: fix.line, range: range)
        let (fixStart, _) = offset(ofScalar: fixIndex, in: source, line: fix.line, range: range)
        var fixEnd = fixStart, replaced = 0
        while replaced < fix.length, fixEnd < range.upperBound {
            fixEnd = Self.nextScalar(bytes, after: fixEnd, limit: range.upperBound)
            replaced += 1
        }
        let replacement = BoundedText.middle(fix.replacement, limit: SourceExcerpt.width - SourceExcerpt.lead)
        var end = fixEnd
        var room = SourceExcerpt.width - SourceExcerpt.lead - replacement.unicodeScalars.count
        while end < range.upperBound, room > 0 {
            end = Self.nextScalar(bytes, after: end, limit: range.upperBound)
            room -= 1
        }
        var text = start > range.lowerBound ? "…" : ""
        var before = Substring(String(decoding: bytes[start..<fixStart], as: UTF8.self))
        if start == range.lowerBound { before = before.drop { $0 == " " || $0 == "\t" } }
        for scalar in before.unicodeScalars { Self.append(scalar, to: &text) }
        for scalar in replacement.unicodeScalars { Self.append(scalar, to: &text) }
        for scalar in String(decoding: bytes[fixEnd..<end], as: UTF8.self).unicodeScalars { Self.append(scalar, to: &text) }
        if end < range.upperBound { text += "…" }
        return text
    }

    /// Appends a scalar as the reporter shows it and returns the columns it takes.
    @discardableResult
    private static func append(_ scalar: Unicode.Scalar, to text: inout String) -> Int {
        if scalar == "\t" {
            text += " "
            return 1
        }
        if let escaped = TerminalSafe.escape(scalar) {
            text += escaped
            return escaped.unicodeScalars.count
        }
        text.unicodeScalars.append(scalar)
        return 1
    }

    /// The byte offset of the line's `index`-th scalar (0-based) and that index; past the end of
    /// the line, the line's end and its scalar count.
    private func offset(ofScalar index: Int, in source: SourceFile, line: Int, range: Range<Int>) -> (Int, Int) {
        let bytes = source.bytes
        var at = range.lowerBound, reached = 0
        if range.count > Self.indexedLineBytes {
            let key = LineKey(path: source.path, line: line)
            let marks = checkpoints[key] ?? {
                let built = Self.checkpoints(bytes, range)
                checkpoints[key] = built
                return built
            }()
            let mark = min(index / Self.stride, marks.count - 1)
            at = marks[mark]
            reached = mark * Self.stride
        }
        while reached < index, at < range.upperBound {
            at = Self.nextScalar(bytes, after: at, limit: range.upperBound)
            reached += 1
        }
        return (at, reached)
    }

    private static func checkpoints(_ bytes: [UInt8], _ range: Range<Int>) -> [Int] {
        var marks = [range.lowerBound]
        var at = range.lowerBound, index = 0
        while at < range.upperBound {
            at = nextScalar(bytes, after: at, limit: range.upperBound)
            index += 1
            if index % stride == 0, at < range.upperBound { marks.append(at) }
        }
        return marks
    }

    /// The start of the scalar after the one at `offset`: UTF-8 continuation bytes are skipped.
    @inline(__always)
    private static func nextScalar(_ bytes: [UInt8], after offset: Int, limit: Int) -> Int {
        var i = offset + 1
        while i < limit, bytes[i] & 0xC0 == 0x80 { i += 1 }
        return i
    }

    @inline(__always)
    private static func previousScalar(_ bytes: [UInt8], before offset: Int, limit: Int) -> Int {
        var i = offset - 1
        while i > limit, bytes[i] & 0xC0 == 0x80 { i -= 1 }
        return i
    }
}
