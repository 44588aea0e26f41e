import CurriculumSyntax

/// Applies edits to the bytes of one file and changes nothing else: comments, indentation,
/// tabs, a byte order mark, CRLF or lone-CR line breaks and a missing final line break all stay
/// byte for byte. A replacement's own line breaks are written as the edited line's break, so a
/// CRLF file stays CRLF.
///
/// Every edit is placed in the text as it is before any edit, as if applied from the last to
/// the first, so one edit never moves another. An edit that does not fit the text (its line is
/// not there, it reaches past its line's end: the file changed since it was linted) or that
/// overlaps another is refused whole, never applied in part; the others are applied.
///
///     let outcome = TextEditApplier.apply(plan.edits, to: source.bytes)
///     if outcome.refused.isEmpty { try write(outcome.bytes) }
package enum TextEditApplier {
    /// Why an edit was not applied.
    package enum Refusal: Error, Hashable, Sendable, CustomStringConvertible {
        /// The text has only `lines` lines.
        case lineOutOfRange(lines: Int)
        /// The edit starts or ends past the end of its line, which has `scalars` Unicode scalars.
        case pastLineEnd(scalars: Int)
        /// A line or column below 1, or a negative length.
        case invalidPosition
        /// It overlaps `other`, which is applied.
        case overlaps(TextEdit)

        package var description: String {
            switch self {
            case .lineOutOfRange(let lines): return "the file has only \(lines) line\(lines == 1 ? "" : "s")"
            case .pastLineEnd(let scalars): return "the line has only \(scalars) character\(scalars == 1 ? "" : "s")"
            case .invalidPosition: return "the position is not valid"
            case .overlaps(let other): return "it overlaps the edit at \(other.line):\(other.column)"
            }
        }
    }

    package struct Refused: Hashable, Sendable {
        package var edit: TextEdit
        package var reason: Refusal
    }

    package struct Outcome: Sendable {
        /// The text with the applied edits.
        package var bytes: [UInt8]
        /// The edits applied, by position.
        package var applied: [TextEdit]
        package var refused: [Refused]
    }

    /// Applies `edits` (their paths are not looked at) to `bytes`.
    package static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> Outcome {
        let lines = ByteLineTable(bytes)
        var placed: [(range: Range<Int>, edit: TextEdit)] = []
        var refused: [Refused] = []
        for edit in Set(edits) {
            switch lines.byteRange(of: edit, in: bytes) {
            case .success(let range): placed.append((range, edit))
            case .failure(let reason): refused.append(Refused(edit: edit, reason: reason))
            }
        }
        placed.sort { ($0.range.lowerBound, $0.range.upperBound, $0.edit) < ($1.range.lowerBound, $1.range.upperBound, $1.edit) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.replacement.utf8.count })
        var applied: [TextEdit] = []
        var copied = 0
        var last: (range: Range<Int>, edit: TextEdit)?
        for (range, edit) in placed {
            // The same start is ambiguous even for two insertions: which text comes first?
            if let last, range.lowerBound < last.range.upperBound || range.lowerBound == last.range.lowerBound {
                refused.append(Refused(edit: edit, reason: .overlaps(last.edit)))
                continue
            }
            output += bytes[copied..<range.lowerBound]
            output += replacementBytes(edit.replacement, lineBreak: lines.lineBreak(after: edit.line, in: bytes))
            copied = range.upperBound
            applied.append(edit)
            last = (range, edit)
        }
        output += bytes[copied...]
        refused.sort { $0.edit < $1.edit }
        return Outcome(bytes: output, applied: applied.sorted(), refused: refused)
    }

    /// Applies `edits` to `text`; the refused ones are returned.
    package static func apply(_ edits: [TextEdit], to text: String) -> (text: String, refused: [Refused]) {
        let outcome = apply(edits, to: Array(text.utf8))
        return (String(decoding: outcome.bytes, as: UTF8.self), outcome.refused)
    }

    /// The bytes of `bytes` an edit replaces, or why it does not fit them. A language server
    /// converts these to its own positions.
    package static func byteRange(of edit: TextEdit, in bytes: [UInt8]) -> Result<Range<Int>, Refusal> {
        ByteLineTable(bytes).byteRange(of: edit, in: bytes)
    }

    /// The replacement's text, each of its line breaks (LF, CRLF or CR) written as `lineBreak`.
    static func replacementBytes(_ replacement: String, lineBreak: [UInt8]) -> [UInt8] {
        let utf8 = Array(replacement.utf8)
        guard utf8.contains(0x0A) || utf8.contains(0x0D) else { return utf8 }
        var out: [UInt8] = []
        var i = 0
        while i < utf8.count {
            switch utf8[i] {
            case 0x0D:
                out += lineBreak
                i += i + 1 < utf8.count && utf8[i + 1] == 0x0A ? 2 : 1
            case 0x0A:
                out += lineBreak
                i += 1
            default:
                out.append(utf8[i])
                i += 1
            }
        }
        return out
    }
}

/// Where each line of a text starts, with line breaks counted as `SourceFile` counts them:
/// LF, CRLF or a lone CR.
struct ByteLineTable {
    /// The byte offset of every line's start; a text ending in a line break has an empty last line.
    let starts: [Int]
    let count: Int

    init(_ bytes: [UInt8]) {
        var starts = [0]
        var i = 0
        while i < bytes.count {
            switch bytes[i] {
            case 0x0A:
                i += 1
                starts.append(i)
            case 0x0D:
                i += i + 1 < bytes.count && bytes[i + 1] == 0x0A ? 2 : 1
                starts.append(i)
            default:
                i += 1
            }
        }
        self.starts = starts
        self.count = bytes.count
    }

    /// The bytes of a 1-based line without its line break.
    func content(_ line: Int, in bytes: [UInt8]) -> Range<Int>? {
        guard line >= 1, line <= starts.count else { return nil }
        let start = starts[line - 1]
        guard line < starts.count else { return start..<count }
        var end = starts[line]
        if end > start, bytes[end - 1] == 0x0A { end -= 1 }
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }

    /// The line break that ends a line: its own, or for a last line without one, the text's
    /// first, or LF in a text of one line.
    func lineBreak(after line: Int, in bytes: [UInt8]) -> [UInt8] {
        for candidate in [line, 1] {
            guard let content = content(candidate, in: bytes), candidate < starts.count else { continue }
            return Array(bytes[content.upperBound..<starts[candidate]])
        }
        return [0x0A]
    }

    /// The bytes an edit replaces: `length` Unicode scalars from `column` on its line.
    func byteRange(of edit: TextEdit, in bytes: [UInt8]) -> Result<Range<Int>, TextEditApplier.Refusal> {
        guard edit.line >= 1, edit.column >= 1, edit.length >= 0 else { return .failure(.invalidPosition) }
        guard let content = content(edit.line, in: bytes) else {
            // A text ending in a line break has an empty line after it, which editors do not show.
            let shown = starts.count > 1 && starts.last == count ? starts.count - 1 : starts.count
            return .failure(.lineOutOfRange(lines: shown))
        }
        guard let start = Self.advance(edit.column - 1, from: content.lowerBound, within: content, in: bytes),
            let end = Self.advance(edit.length, from: start, within: content, in: bytes)
        else { return .failure(.pastLineEnd(scalars: Self.scalars(in: content, of: bytes))) }
        return .success(start..<end)
    }

    /// The offset `n` Unicode scalars after `offset`, or nil past the end of `range`. A scalar
    /// is a lead byte and its continuation bytes.
    private static func advance(_ n: Int, from offset: Int, within range: Range<Int>, in bytes: [UInt8]) -> Int? {
        var i = offset
        for _ in 0..<n {
            guard i < range.upperBound else { return nil }
            i += 1
            while i < range.upperBound, bytes[i] & 0xC0 == 0x80 { i += 1 }
        }
        return i
    }

    private static func scalars(in range: Range<Int>, of bytes: [UInt8]) -> Int {
        var n = 0
        for i in range where bytes[i] & 0xC0 != 0x80 { n += 1 }
        return n
    }
}
