import Foundation

/// The bytes of one input file and the path diagnostics print for it.
package final class SourceFile: Sendable {
    package let path: String
    package let bytes: [UInt8]

    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    package convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// Reads an input file through `InputFile`: a regular file of at most `limit` bytes, opened
    /// without blocking; anything else throws an `InputFile.Failure` that says what it is.
    package static func read(_ url: URL, displayPath: String, limit: Int = LoadLimits().maxFileBytes) throws -> SourceFile {
        try read(path: url.path, displayPath: displayPath, limit: limit)
    }

    package static func read(path: String, displayPath: String, limit: Int = LoadLimits().maxFileBytes) throws -> SourceFile {
        try InputFile.read(path: path, displayPath: displayPath, limit: limit).get()
    }

    /// The text of a 1-based line without its line break, for the snippet under a diagnostic.
    /// Line breaks are LF, CRLF or a lone CR, as YAML (and libyaml's marks) count them.
    package func line(_ number: Int) -> String? {
        guard let range = lineRange(number) else { return nil }
        return String(decoding: bytes[range], as: UTF8.self)
    }

    /// The byte range of a 1-based line without its line break, for quoting part of a long line
    /// without decoding all of it.
    package func lineRange(_ number: Int) -> Range<Int>? {
        guard number >= 1 else { return nil }
        // A short line 1 (every file's modeline) needs no index; any other line goes through it,
        // built once, so quoting thousands of findings in a big file, or on one long line, stays
        // linear.
        if number == 1 {
            var end = 0
            while end < bytes.count, end < 4096, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            if end < 4096 { return 0..<end }
        }
        let starts = lineStarts.withLock { table in
            if let table { return table }
            let built = Self.startsOfLines(in: bytes)
            table = built
            return built
        }
        guard number <= starts.count else { return nil }
        let start = starts[number - 1]
        guard number < starts.count else { return start..<bytes.count }
        // The next line's start, less this line's break (LF, CRLF or CR; a line holds no CR).
        var end = starts[number]
        if end > start, bytes[end - 1] == 0x0A { end -= 1 }
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }

    /// The byte offset of every line's start, built the first time a line past the first is asked for.
    private let lineStarts = Locked<[Int]?>(nil)

    /// Where the line after a break at `index` starts, or nil when no break is there.
    private static func lineBreakEnd(_ bytes: [UInt8], at index: Int) -> Int? {
        switch bytes[index] {
        case 0x0A: return index + 1
        case 0x0D: return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? index + 2 : index + 1
        default: return nil
        }
    }

    private static func startsOfLines(in bytes: [UInt8]) -> [Int] {
        var starts: [Int] = [0]
        if ByteScan.first(0x0D, in: bytes) == nil {
            // Only LF breaks (nearly every file): memchr finds each.
            var from = 0
            while let lf = ByteScan.first(0x0A, in: bytes, from: from) {
                starts.append(lf + 1)
                from = lf + 1
            }
            return starts
        }
        var index = 0
        while index < bytes.count {
            if let next = lineBreakEnd(bytes, at: index) {
                starts.append(next)
                index = next
            } else {
                index += 1
            }
        }
        return starts
    }

    /// The 1-based line and Unicode-scalar column of a byte offset.
    package func position(ofByte offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var index = 0
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && !(index + 1 < bytes.count && bytes[index + 1] == 0x0A)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 && byte != 0x0D {
                column += 1  // count lead bytes only, so a column is a Unicode scalar
            }
            index += 1
        }
        return (line, column)
    }

    package func location(_ mark: Mark) -> SourceLocation {
        SourceLocation(path: path, line: Int(mark.line), column: Int(mark.column))
    }

    package func location(ofByte offset: Int) -> SourceLocation {
        let p = position(ofByte: offset)
        return SourceLocation(path: path, line: p.line, column: p.column)
    }
}
