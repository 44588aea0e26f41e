/// A JSON object's members in the order they were written or added.
///
/// Members are looked up by scanning, which beats hashing for the handful of keys a record or a
/// message has; past `indexThreshold` members a key index takes over, so that a hostile message
/// with 100,000 keys still parses in linear time.
public struct JSONObject: Sendable {
    public private(set) var pairs: [(key: String, value: JSONValue)] = []
    /// Each key's position in `pairs`, kept only for large objects.
    private var index: [String: Int]?

    private static let indexThreshold = 16

    public init() {}

    public init(_ pairs: KeyValuePairs<String, JSONValue>) {
        for (key, value) in pairs { self[key] = value }
    }

    /// Members from a sequence; a repeated key keeps its first position and its last value, as
    /// JavaScript's `JSON.parse` does.
    public init<S: Sequence>(pairs: S) where S.Element == (String, JSONValue) {
        for (key, value) in pairs { self[key] = value }
    }

    /// A dictionary's members in key order, so the object is the same on every run.
    public init(sortingKeysOf dictionary: [String: JSONValue]) {
        for (key, value) in dictionary.sorted(by: { $0.key < $1.key }) { self[key] = value }
    }

    public var count: Int { pairs.count }
    public var isEmpty: Bool { pairs.isEmpty }
    public var keys: [String] { pairs.map(\.key) }
    public var values: [JSONValue] { pairs.map(\.value) }

    /// The members as a dictionary; their order is lost.
    public var dictionary: [String: JSONValue] {
        Dictionary(pairs.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// A member's value. Setting a new key appends it; setting an existing key replaces its value
    /// in place; setting nil removes the member.
    public subscript(key: String) -> JSONValue? {
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
                        index?[key] = pairs.count - 1
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
    public mutating func removeValue(forKey key: String) -> JSONValue? {
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
    public init(dictionaryLiteral elements: (String, JSONValue)...) { self.init(pairs: elements) }
}

extension JSONObject: Sequence {
    public func makeIterator() -> IndexingIterator<[(key: String, value: JSONValue)]> { pairs.makeIterator() }
}

extension JSONObject: Hashable {
    /// Same keys, equal values, in any order: JSON gives member order no meaning.
    public static func == (a: JSONObject, b: JSONObject) -> Bool {
        guard a.count == b.count else { return false }
        for (key, value) in a.pairs where b[key] != value { return false }
        return true
    }

    /// Order-independent, to agree with `==`: each member is hashed on its own and the results
    /// are combined with XOR (keys are unique, so no member cancels another).
    public func hash(into hasher: inout Hasher) {
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
