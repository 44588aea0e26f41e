import Foundation

extension JSONValue {
    /// Compact JSON text as UTF-8 bytes, ready to go out as a message body.
    ///
    /// - Object members keep their order, so the same value is always the same bytes.
    /// - Strings escape what JSON requires (`"`, `\` and the controls below U+0020, with the short
    ///   forms where JSON has them); everything else, non-ASCII included, is written as UTF-8.
    /// - Integers have no fraction (`3`); other numbers are written in the shortest form that reads
    ///   back as the same `Double` (`3.0`, `0.1`, `1e+300`), so `.number` round-trips as `.number`.
    ///   JSON has no infinity or NaN: those are written as `null`.
    ///
    /// Works from an explicit stack, so no nesting depth can overflow the call stack.
    func serialized() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        var work: [JSONWriterStep] = [.value(self)]
        while let step = work.popLast() {
            switch step {
            case .byte(let b):
                out.append(b)
            case .key(let key):
                JSONWriterStep.string(key, into: &out)
                out.append(UInt8(ascii: ":"))
            case .value(let value):
                switch value {
                case .null: out.append(contentsOf: "null".utf8)
                case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
                case .integer(let i): out.append(contentsOf: String(i).utf8)
                case .number(let d): out.append(contentsOf: (d.isFinite ? d.description : "null").utf8)
                case .string(let s): JSONWriterStep.string(s, into: &out)
                case .array(let items):
                    out.append(UInt8(ascii: "["))
                    work.append(.byte(UInt8(ascii: "]")))
                    // Pushed last to first, so they pop first to last.
                    for (i, item) in items.enumerated().reversed() {
                        work.append(.value(item))
                        if i > 0 { work.append(.byte(UInt8(ascii: ","))) }
                    }
                case .object(let object):
                    out.append(UInt8(ascii: "{"))
                    work.append(.byte(UInt8(ascii: "}")))
                    for (i, member) in object.pairs.enumerated().reversed() {
                        work.append(.value(member.value))
                        work.append(.key(member.key))
                        if i > 0 { work.append(.byte(UInt8(ascii: ","))) }
                    }
                }
            }
        }
        return out
    }

    /// The compact JSON text as a `String`.
    func serializedString() -> String { String(decoding: serialized(), as: UTF8.self) }
}

/// What is left to write: a value, an object key with its colon, or a single punctuation byte.
private enum JSONWriterStep {
    case value(JSONValue)
    case key(String)
    case byte(UInt8)

    private static let hex = Array("0123456789abcdef".utf8)

    /// A JSON string literal. Escapes byte by byte: every byte JSON escapes is ASCII, and UTF-8
    /// never uses an ASCII byte inside a multi-byte sequence, so runs of other bytes are copied
    /// whole. A Swift `String` is always valid UTF-8, so the output is too.
    static func string(_ s: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var s = s
        s.withUTF8 { bytes in
            var start = 0
            for (i, byte) in bytes.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<i]))
                start = i + 1
                out.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
                case 0x0A: out.append(UInt8(ascii: "n"))
                case 0x0D: out.append(UInt8(ascii: "r"))
                case 0x09: out.append(UInt8(ascii: "t"))
                case 0x08: out.append(UInt8(ascii: "b"))
                case 0x0C: out.append(UInt8(ascii: "f"))
                default:
                    out.append(contentsOf: "u00".utf8)
                    out.append(hex[Int(byte >> 4)])
                    out.append(hex[Int(byte & 0x0F)])
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
        out.append(UInt8(ascii: "\""))
    }
}
