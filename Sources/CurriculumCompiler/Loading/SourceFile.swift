import Foundation

/// The bytes of one input file and the path diagnostics print for it.
public final class SourceFile: Sendable {
    public let path: String
    public let bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    public static func read(_ url: URL, displayPath: String) throws -> SourceFile {
        let data = try Data(contentsOf: url)
        return SourceFile(path: displayPath, bytes: [UInt8](data))
    }

    /// The text of a 1-based line without its line break, for the snippet under a diagnostic.
    public func line(_ number: Int) -> String? {
        guard number >= 1 else { return nil }
        var current = 1
        var start = 0
        var index = 0
        let count = bytes.count
        while index < count {
            if bytes[index] == UInt8(ascii: "\n") {
                if current == number { break }
                current += 1
                start = index + 1
            }
            index += 1
        }
        guard current == number, start <= count else { return nil }
        var end = index
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The 1-based line and Unicode-scalar column of a byte offset.
    public func position(ofByte offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var index = 0
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1  // count lead bytes only, so a column is a Unicode scalar
            }
            index += 1
        }
        return (line, column)
    }

    public func location(_ mark: Mark) -> SourceLocation {
        SourceLocation(path: path, line: Int(mark.line), column: Int(mark.column))
    }

    public func location(ofByte offset: Int) -> SourceLocation {
        let p = position(ofByte: offset)
        return SourceLocation(path: path, line: p.line, column: p.column)
    }
}
