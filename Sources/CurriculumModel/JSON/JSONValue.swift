/// Any JSON value: the one JSON type of the package. Bundles keep an item's type-specific fields
/// (a counting item's `objects`, a clock's `time`, …) in this form, so the app decodes every item
/// type with one `ItemRecord` and new item types never break an older app's decoding; the
/// compiler builds the small parts of its reports with it; the language server reads and writes
/// JSON-RPC messages as it.
///
/// Integers and other numbers stay apart (`.int`, `.double`): a request id of `1` is answered
/// with `1`, and `1.5` never becomes an integer. An object keeps its members in the order they
/// were written (`JSONObject`), so a message goes out as it was built; equality ignores that
/// order, as JSON does.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    public var intValue: Int? {
        switch self {
        case .int(let i): return i
        case .double(let d) where d.rounded() == d && abs(d) < 9.0e15: return Int(d)
        default: return nil
        }
    }

    public var doubleValue: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }

    public var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    public var arrayValue: [JSONValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    /// The members of an object as a dictionary (their order is lost); nil for anything else.
    public var objectValue: [String: JSONValue]? {
        guard case .object(let o) = self else { return nil }
        return o.dictionary
    }

    public var isNull: Bool { self == .null }

    /// A member of an object; nil for anything else.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let o) = self else { return nil }
        return o[key]
    }

    /// An element of an array; nil when out of range or not an array, so reading never traps.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let a) = self, a.indices.contains(index) else { return nil }
        return a[index]
    }

    /// The value as a child would see it written: `7`, `3:30`, `true`. Nil for arrays,
    /// objects and null.
    public var displayText: String? {
        switch self {
        case .string(let s): return s
        case .int(let i): return String(i)
        case .double(let d): return d.rounded() == d && abs(d) < 1e15 ? String(Int(d)) : String(d)
        case .bool(let b): return b ? "true" : "false"
        case .null, .array, .object: return nil
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(nilLiteral: ()) { self = .null }
    /// Members in the order written; a repeated key keeps its first place and its last value.
    public init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(JSONObject(pairs: elements)) }
}

extension JSONValue: CustomStringConvertible {
    /// The compact JSON text, members in their order: for logs and test failures.
    public var description: String { JSONWriter.text(self, style: .message) }
}
