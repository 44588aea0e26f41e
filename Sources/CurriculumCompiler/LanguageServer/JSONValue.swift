/// A JSON value as the language server reads and writes it: JSON-RPC 2.0 messages carried by the
/// LSP 3.17 base protocol.
///
/// This is not the bundle model's `CurriculumModel.JSONValue`, which this module shadows: the
/// server needs two things that one lacks. Integers and other numbers stay apart (`.integer`
/// and `.number`), because a request id of `1` must be answered with `1`, not `1.0`. And an
/// object keeps its keys in the order they were written (`JSONObject`), so what the server
/// sends is the same bytes every time, which keeps logs and tests stable.
///
/// Equality is structural: `.integer(1)` and `.number(1)` are different values, and two objects
/// are equal when they hold the same keys with equal values, in any order.
enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    /// A number written without a fraction or exponent that fits in `Int`.
    case integer(Int)
    /// Any other number.
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)
}

// MARK: - Reading parts of a value

extension JSONValue {
    /// The member `key` of an object; nil when this is not an object or has no such member.
    subscript(key: String) -> JSONValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }

    /// The element at `index` of an array; nil when this is not an array or the index is out of
    /// range, so reading a client's message never traps.
    subscript(index: Int) -> JSONValue? {
        guard case .array(let items) = self, items.indices.contains(index) else { return nil }
        return items[index]
    }

    var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The value as an `Int`: an integer, or a number with no fraction that `Int` holds exactly
    /// (`3.0`, `1e2`), since JSON itself does not tell the two apart.
    var int: Int? {
        switch self {
        case .integer(let i): return i
        case .number(let d): return Int(exactly: d)
        default: return nil
        }
    }

    /// The value as a `Double`, integers included.
    var double: Double? {
        switch self {
        case .integer(let i): return Double(i)
        case .number(let d): return d
        default: return nil
        }
    }

    var bool: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    var array: [JSONValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    var object: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    var isNull: Bool { self == .null }
}

// MARK: - Literals, so messages read like the JSON they stand for

extension JSONValue: ExpressibleByStringLiteral {
    init(stringLiteral value: String) { self = .string(value) }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    init(integerLiteral value: Int) { self = .integer(value) }
}

extension JSONValue: ExpressibleByFloatLiteral {
    init(floatLiteral value: Double) { self = .number(value) }
}

extension JSONValue: ExpressibleByBooleanLiteral {
    init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension JSONValue: ExpressibleByArrayLiteral {
    init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(JSONObject(pairs: elements)) }
}

extension JSONValue: ExpressibleByNilLiteral {
    init(nilLiteral: ()) { self = .null }
}

extension JSONValue: CustomStringConvertible {
    /// The compact JSON text, for logs and test failures.
    var description: String { String(decoding: serialized(), as: UTF8.self) }
}

// MARK: - Objects

/// A JSON object's members in the order they were written or added.
///
/// Members are looked up by scanning, which beats hashing for the handful of keys an LSP
/// message has; past `indexThreshold` members a key index takes over, so that a hostile
/// message with 100,000 keys still parses in linear time.
struct JSONObject: Sendable {
    private(set) var pairs: [(key: String, value: JSONValue)] = []
    /// Each key's position in `pairs`, kept only for large objects.
    private var index: [String: Int]?

    private static let indexThreshold = 16

    init() {}

    init(_ pairs: KeyValuePairs<String, JSONValue>) {
        for (key, value) in pairs { self[key] = value }
    }

    /// Members from a sequence; a repeated key keeps its first position and its last value, as
    /// JavaScript's `JSON.parse` does.
    init<S: Sequence>(pairs: S) where S.Element == (String, JSONValue) {
        for (key, value) in pairs { self[key] = value }
    }

    var count: Int { pairs.count }
    var isEmpty: Bool { pairs.isEmpty }
    var keys: [String] { pairs.map(\.key) }

    /// A member's value. Setting a new key appends it; setting an existing key replaces its value
    /// in place; setting nil removes the member.
    subscript(key: String) -> JSONValue? {
        get {
            guard let position = position(of: key) else { return nil }
            return pairs[position].value
        }
        set {
            if let newValue {
                if let position = position(of: key) {
                    pairs[position].value = newValue
                } else {
                    pairs.append((key, newValue))
                    if index != nil {
                        index![key] = pairs.count - 1
                    } else if pairs.count > Self.indexThreshold {
                        buildIndex()
                    }
                }
            } else {
                removeValue(forKey: key)
            }
        }
    }

    /// Removes a member, returning its value; later members keep their order.
    @discardableResult
    mutating func removeValue(forKey key: String) -> JSONValue? {
        guard let position = position(of: key) else { return nil }
        let removed = pairs.remove(at: position).value
        if index != nil {
            if pairs.count > Self.indexThreshold { buildIndex() } else { index = nil }
        }
        return removed
    }

    private func position(of key: String) -> Int? {
        if let index { return index[key] }
        return pairs.firstIndex(where: { $0.key == key })
    }

    private mutating func buildIndex() {
        var built: [String: Int] = [:]
        built.reserveCapacity(pairs.count)
        for (position, pair) in pairs.enumerated() { built[pair.key] = position }
        index = built
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    init(dictionaryLiteral elements: (String, JSONValue)...) { self.init(pairs: elements) }
}

extension JSONObject: Sequence {
    func makeIterator() -> IndexingIterator<[(key: String, value: JSONValue)]> { pairs.makeIterator() }
}

extension JSONObject: Hashable {
    /// Same keys, equal values, in any order: JSON gives member order no meaning.
    static func == (a: JSONObject, b: JSONObject) -> Bool {
        guard a.count == b.count else { return false }
        for (key, value) in a.pairs where b[key] != value { return false }
        return true
    }

    /// Order-independent, to agree with `==`: each member is hashed on its own and the results
    /// are combined with XOR (keys are unique, so no member cancels another).
    func hash(into hasher: inout Hasher) {
        var combined = 0
        for (key, value) in pairs {
            var member = Hasher()
            member.combine(key)
            member.combine(value)
            combined ^= member.finalize()
        }
        hasher.combine(count)
        hasher.combine(combined)
    }
}
