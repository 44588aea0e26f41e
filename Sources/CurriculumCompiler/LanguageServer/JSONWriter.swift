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
                JSONByteWriter.string(key, into: &out)
                out.append(UInt8(ascii: ":"))
            case .value(let value):
                switch value {
                case .null: out.append(contentsOf: "null".utf8)
                case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
                case .integer(let i): out.append(contentsOf: String(i).utf8)
                case .number(let d): out.append(contentsOf: (d.isFinite ? d.description : "null").utf8)
                case .string(let s): JSONByteWriter.string(s, into: &out)
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
/// Strings are escaped by `JSONByteWriter`, the bundle writer's escaping, so there is one.
private enum JSONWriterStep {
    case value(JSONValue)
    case key(String)
    case byte(UInt8)
}
