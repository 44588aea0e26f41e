import CurriculumModel

/// How the language server reads the package's JSON value (`CurriculumModel.JSONValue`) in the
/// JSON-RPC 2.0 messages the LSP 3.17 base protocol carries, and writes it back.
///
/// Integers and other numbers stay apart (`.int` and `.double`), because a request id of `1` must
/// be answered with `1`, not `1.0`; and an object keeps its members in the order they were
/// written, so what the server sends is the same bytes every time, which keeps logs and tests
/// stable. Equality is structural: `.int(1)` and `.double(1)` are different values, and two
/// objects are equal when they hold the same keys with equal values, in any order.
extension JSONValue {
    package var string: String? { stringValue }

    /// The value as an `Int`: an integer, or a number with no fraction that `Int` holds exactly
    /// (`3.0`, `1e2`), since JSON itself does not tell the two apart.
    package var int: Int? {
        switch self {
        case .int(let i): return i
        case .double(let d): return Int(exactly: d)
        default: return nil
        }
    }

    /// The value as a `Double`, integers included.
    package var double: Double? { doubleValue }

    package var bool: Bool? { boolValue }

    package var array: [JSONValue]? { arrayValue }

    package var object: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// Compact JSON text as UTF-8 bytes, ready to go out as a message body: members in their
    /// order, strings escaped as JSON requires and otherwise raw UTF-8, integers without a fraction
    /// and other numbers in the shortest form that reads back as the same `Double` (`3.0`, `0.1`,
    /// `1e+300`), so `.double` round-trips as `.double`; infinities and NaN as `null`. Written
    /// from an explicit stack, so no nesting depth can overflow the call stack.
    package func serialized() -> [UInt8] { JSONWriter.bytes(self, style: .message, capacity: 256) }

    /// The compact JSON text as a `String`.
    package func serializedString() -> String { String(decoding: serialized(), as: UTF8.self) }
}
