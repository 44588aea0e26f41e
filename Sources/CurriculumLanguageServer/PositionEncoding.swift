import CurriculumCompiler
import CurriculumSyntax

/// Converts positions between the compiler and the editor, for one version of a document's text.
///
/// The two count differently:
/// - The compiler (`SourceLocation`, from libyaml's marks): 1-based line, 1-based column counted
///   in Unicode scalars.
/// - LSP 3.17 (`Position`, with the default `utf-16` position encoding): 0-based line, 0-based
///   character counted in UTF-16 code units. 😀 is one scalar and two units; 🇺🇸 is two scalars
///   and four units; é written as e + U+0301 is two scalars and two units.
///
/// They also break lines differently. LSP lines end at `\n`, `\r\n` or `\r`, and nowhere else
/// (the specification says so, so that client and server agree). libyaml, whose marks give the
/// compiler's lines and columns, also ends a line at NEL (U+0085), LINE SEPARATOR (U+2028) and
/// PARAGRAPH SEPARATOR (U+2029), YAML 1.1's other line breaks, wherever they appear, quoted
/// strings included: in `a: "x<U+2028>y"` followed by `b: z`, libyaml puts `b` on line 3. So the
/// table keeps both sets of line starts (one set when the text has none of the three, which is
/// nearly always), and every conversion goes through the offset the position stands for.
///
/// Two of the compiler's positions count differently from libyaml's marks; this table follows
/// the marks, which give nearly every diagnostic:
/// - Positions computed from byte offsets by `SourceFile.position(ofByte:)` (the encoding checks
///   that run before libyaml, and the control characters libyaml's reader refuses) break lines at
///   `\n`, `\r\n` and `\r` only, so after a NEL, LS or PS on an earlier line they are one line
///   further up than this table reads them.
/// - libyaml skips a byte order mark at the start of the file without counting a column, while
///   `SourceFile` counts it. Here a leading U+FEFF is an ordinary scalar: the fix-it that deletes
///   it (line 1, column 1, length 1) then lands on it, and marks on line 1 read one column early.
///   Editors strip the mark from the text they send, so it rarely arises.
///
/// Building the table is one pass over the text. A conversion walks one line from its start,
/// plus a binary search over line starts when the two sets differ: O(line length), not O(file).
/// Out-of-range input is clamped, never trapped on: a column or character past the end of its
/// line means the line's end, a line past the last means the end of the text, and anything below
/// the first line or column means the start.
struct LineTable: Sendable {
    let text: String
    /// UTF-8 offsets at which LSP lines start; the first is 0.
    private let lspStarts: [Int]
    /// The scalar offset of each LSP line start.
    private let lspScalarStarts: [Int]
    /// UTF-8 offsets and scalar offsets of the compiler's line starts, when they differ from
    /// LSP's; nil when they are the same.
    private let sourceStarts: [Int]?
    private let sourceScalarStarts: [Int]?

    /// Which scalars end a line.
    private enum Breaks {
        /// `\n`, `\r\n`, `\r`.
        case lsp
        /// Those, NEL, LS and PS, as libyaml counts them.
        case source
    }

    init(_ text: String) {
        var text = text
        text.makeContiguousUTF8()
        self.text = text
        var lsp = [0], lspScalars = [0]
        var source = [0], sourceScalars = [0]
        var differ = false
        text.utf8.withContiguousStorageIfAvailable { bytes in
            var i = 0
            var scalars = 0
            let n = bytes.count
            while i < n {
                let b = bytes[i]
                switch b {
                case 0x0A, 0x0D:
                    let length = b == 0x0D && i + 1 < n && bytes[i + 1] == 0x0A ? 2 : 1
                    i += length
                    scalars += length
                    lsp.append(i); lspScalars.append(scalars)
                    source.append(i); sourceScalars.append(scalars)
                    continue
                case 0xC2 where i + 1 < n && bytes[i + 1] == 0x85,
                     0xE2 where i + 2 < n && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9):
                    i += b == 0xC2 ? 2 : 3
                    scalars += 1
                    source.append(i); sourceScalars.append(scalars)
                    differ = true
                    continue
                default:
                    break
                }
                i += 1
                if b & 0xC0 != 0x80 { scalars += 1 }
            }
        }
        lspStarts = lsp
        lspScalarStarts = lspScalars
        sourceStarts = differ ? source : nil
        sourceScalarStarts = differ ? sourceScalars : nil
    }

    /// How many lines the compiler counts (its last line number).
    var lineCount: Int { (sourceStarts ?? lspStarts).count }

    /// How many lines LSP counts. A text ending in a line break has an empty last line.
    var lspLineCount: Int { lspStarts.count }

    // MARK: Compiler → LSP

    /// The LSP position of a compiler position (1-based line, 1-based scalar column).
    func lspPosition(line: Int, column: Int) -> (line: Int, character: Int) {
        lspPosition(ofUTF8: utf8Offset(line: line, column: column))
    }

    /// The LSP position of a compiler `SourceLocation` (its path is not looked at).
    func lspPosition(_ location: SourceLocation) -> (line: Int, character: Int) {
        lspPosition(line: location.line, column: location.column)
    }

    /// The end of the text as an LSP position.
    var lspEnd: (line: Int, character: Int) { lspPosition(ofUTF8: text.utf8.count) }

    // MARK: LSP → compiler

    /// The compiler position of an LSP position (0-based line, 0-based UTF-16 character). A
    /// character in the middle of a surrogate pair means the start of that character.
    func sourcePosition(line: Int, character: Int) -> (line: Int, column: Int) {
        let offset = utf8Offset(line: line, character: character)
        let starts = sourceStarts ?? lspStarts
        let index = Self.lineIndex(containing: offset, in: starts)
        let column = withBytes { Self.walk($0, from: starts[index], to: offset).scalars }
        return (index + 1, column + 1)
    }

    // MARK: Offsets and indices into `text`

    /// The scalar offset from the start of the text of a compiler position.
    func offset(line: Int, column: Int) -> Int {
        let offset = utf8Offset(line: line, column: column)
        let starts = sourceStarts ?? lspStarts
        let index = Self.lineIndex(containing: offset, in: starts)
        return (sourceScalarStarts ?? lspScalarStarts)[index] + withBytes { Self.walk($0, from: starts[index], to: offset).scalars }
    }

    /// The scalar offset from the start of the text of an LSP position.
    func offset(line: Int, character: Int) -> Int {
        let offset = utf8Offset(line: line, character: character)
        let index = Self.lineIndex(containing: offset, in: lspStarts)
        return lspScalarStarts[index] + withBytes { Self.walk($0, from: lspStarts[index], to: offset).scalars }
    }

    /// The index into `text` (on a scalar boundary; use it with `text.unicodeScalars`) of a
    /// compiler position.
    func index(line: Int, column: Int) -> String.Index {
        text.utf8.index(text.utf8.startIndex, offsetBy: utf8Offset(line: line, column: column))
    }

    /// The index into `text` (on a scalar boundary; use it with `text.unicodeScalars`) of an LSP
    /// position.
    func index(line: Int, character: Int) -> String.Index {
        text.utf8.index(text.utf8.startIndex, offsetBy: utf8Offset(line: line, character: character))
    }

    // MARK: Lines

    /// A compiler line (1-based) without its line break; nil past the last line.
    func text(ofLine line: Int) -> Substring? {
        lineText(line - 1, starts: sourceStarts ?? lspStarts, breaks: .source)
    }

    /// An LSP line (0-based) without its line break; nil past the last line.
    func text(ofLSPLine line: Int) -> Substring? {
        lineText(line, starts: lspStarts, breaks: .lsp)
    }

    private func lineText(_ index: Int, starts: [Int], breaks: Breaks) -> Substring? {
        guard index >= 0, index < starts.count else { return nil }
        let start = starts[index]
        let end = withBytes { Self.walk($0, from: start, breaks: breaks).end }
        let utf8 = text.utf8
        return text[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]
    }

    // MARK: Walking

    /// The UTF-8 offset of a compiler position, clamped.
    private func utf8Offset(line: Int, column: Int) -> Int {
        let starts = sourceStarts ?? lspStarts
        guard line >= 1 else { return 0 }
        guard line <= starts.count else { return text.utf8.count }
        return withBytes { Self.walk($0, from: starts[line - 1], breaks: .source, scalarLimit: column > 1 ? column - 1 : 0).end }
    }

    /// The UTF-8 offset of an LSP position, clamped.
    private func utf8Offset(line: Int, character: Int) -> Int {
        guard line >= 0 else { return 0 }
        guard line < lspStarts.count else { return text.utf8.count }
        return withBytes { Self.walk($0, from: lspStarts[line], breaks: .lsp, utf16Limit: max(0, character)).end }
    }

    private func lspPosition(ofUTF8 offset: Int) -> (line: Int, character: Int) {
        let index = Self.lineIndex(containing: offset, in: lspStarts)
        return (index, withBytes { Self.walk($0, from: lspStarts[index], to: offset).utf16 })
    }

    /// The last line whose start is at or before `offset`.
    private static func lineIndex(containing offset: Int, in starts: [Int]) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Walks scalars from `start` until a line break of the kind given, the end of the text, or
    /// the limit, whichever comes first. A scalar that would take the UTF-16 count past its limit
    /// is not taken, so a limit inside a surrogate pair stops before the pair.
    private static func walk(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, breaks: Breaks,
        scalarLimit: Int = .max, utf16Limit: Int = .max
    ) -> (end: Int, scalars: Int, utf16: Int) {
        var i = start
        var scalars = 0
        var utf16 = 0
        let n = bytes.count
        while i < n, scalars < scalarLimit {
            let b = bytes[i]
            if b == 0x0A || b == 0x0D { break }
            if breaks == .source {
                if b == 0xC2, i + 1 < n, bytes[i + 1] == 0x85 { break }
                if b == 0xE2, i + 2 < n, bytes[i + 1] == 0x80, bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9 { break }
            }
            let width = b >= 0xF0 ? 2 : 1  // a four-byte sequence is a supplementary-plane scalar
            if utf16 + width > utf16Limit { break }
            i += 1
            while i < n, bytes[i] & 0xC0 == 0x80 { i += 1 }
            scalars += 1
            utf16 += width
        }
        return (i, scalars, utf16)
    }

    /// Counts scalars and UTF-16 units from `start` to `end` (both on scalar boundaries).
    private static func walk(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> (scalars: Int, utf16: Int) {
        var scalars = 0
        var utf16 = 0
        var i = start
        while i < end {
            let b = bytes[i]
            if b & 0xC0 != 0x80 {
                scalars += 1
                utf16 += b >= 0xF0 ? 2 : 1
            }
            i += 1
        }
        return (scalars, utf16)
    }

    private func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        // `init` made the text contiguous UTF-8, so the copy is never made; it is there so that
        // nothing can trap.
        text.utf8.withContiguousStorageIfAvailable(body) ?? Array(text.utf8).withUnsafeBufferPointer(body)
    }
}
