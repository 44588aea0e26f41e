import CurriculumModel
import CurriculumCompiler
import CurriculumJSONRPC

/// Decodes a message's params, already parsed into a `JSONValue`, into the `Decodable` struct a
/// handler declares, once, before the handler runs. A failure is the JSON-RPC error LSP asks for,
/// `InvalidParams`, whose message names the field: "textDocument.uri must be a string",
/// "contentChanges[1].range.end is missing".
///
/// Integers are read as `JSONValue.int` reads them (`3` or `3.0`, never `3.5`); a missing member
/// and a `null` one are both "absent" to an optional field, as LSP's `?` and `| null` allow.
/// Members the struct does not declare are ignored, so a client may send more than we read.
enum ParamsDecoder {
    static func decode<T: Decodable>(_ type: T.Type, from params: JSONValue?) throws(RPCError) -> T {
        // No params at all reads as an empty object, so a missing field is named, not "params".
        try decode(type, from: params ?? .object([:]), at: [])
    }

    static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue, at path: [CodingKey]) throws(RPCError) -> T {
        do {
            return try T(from: ValueDecoder(value: value, codingPath: path))
        } catch let failure as Failure {
            throw RPCError(code: RPCError.invalidParams, message: failure.message)
        } catch {
            // Only a hand-written `init(from:)` throws anything else.
            throw RPCError(code: RPCError.invalidParams, message: "\(error)")
        }
    }

    /// Why a value could not be decoded, and where.
    struct Failure: Error {
        var path: [CodingKey]
        var problem: String

        var message: String {
            path.isEmpty ? "params \(problem)" : "\(ParamsDecoder.describe(path)) \(problem)"
        }
    }

    /// `textDocument.uri`, `contentChanges[1].text`.
    static func describe(_ path: [CodingKey]) -> String {
        var out = ""
        for key in path {
            if let index = key.intValue {
                out += "[\(index)]"
            } else {
                out += out.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return out
    }
}

extension ParamsDecoder {
    /// A step of a path into params: a member's name or an array position.
    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int?
        init(_ name: String) { stringValue = name }
        init(_ index: Int) { stringValue = "\(index)"; intValue = index }
        init?(stringValue: String) { self.init(stringValue) }
        init?(intValue: Int) { self.init(intValue) }
    }
}

private struct ValueDecoder: Decoder {
    let value: JSONValue
    let codingPath: [CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let object) = value else { throw ParamsDecoder.Failure(path: codingPath, problem: "must be an object") }
        return KeyedDecodingContainer(ObjectContainer<Key>(object: object, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        guard case .array(let items) = value else { throw ParamsDecoder.Failure(path: codingPath, problem: "must be an array") }
        return ArrayContainer(items: items, codingPath: codingPath)
    }

    func singleValueContainer() throws -> SingleValueDecodingContainer {
        ScalarContainer(value: value, codingPath: codingPath)
    }
}

private struct ObjectContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: JSONObject
    let codingPath: [CodingKey]

    var allKeys: [Key] { object.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { object[key.stringValue] != nil }

    private func member(_ key: Key) throws -> JSONValue {
        guard let value = object[key.stringValue] else {
            throw ParamsDecoder.Failure(path: codingPath + [key], problem: "is missing")
        }
        return value
    }

    private func decoder(_ key: Key) throws -> ValueDecoder {
        ValueDecoder(value: try member(key), codingPath: codingPath + [key])
    }

    func decodeNil(forKey key: Key) throws -> Bool { (object[key.stringValue] ?? .null).isNull }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try T(from: decoder(key)) }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try Bool(from: decoder(key)) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try String(from: decoder(key)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try Double(from: decoder(key)) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try Float(from: decoder(key)) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try Int(from: decoder(key)) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try Int8(from: decoder(key)) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try Int16(from: decoder(key)) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try Int32(from: decoder(key)) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try Int64(from: decoder(key)) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try UInt(from: decoder(key)) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try UInt8(from: decoder(key)) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try UInt16(from: decoder(key)) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try UInt32(from: decoder(key)) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try UInt64(from: decoder(key)) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer { try decoder(key).unkeyedContainer() }

    func superDecoder() throws -> Decoder { ValueDecoder(value: .object(object), codingPath: codingPath) }

    func superDecoder(forKey key: Key) throws -> Decoder { try decoder(key) }
}

private struct ArrayContainer: UnkeyedDecodingContainer {
    let items: [JSONValue]
    let codingPath: [CodingKey]
    var currentIndex = 0

    init(items: [JSONValue], codingPath: [CodingKey]) {
        self.items = items
        self.codingPath = codingPath
    }

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private mutating func next() throws -> ValueDecoder {
        let path = codingPath + [ParamsDecoder.Key(currentIndex)]
        guard !isAtEnd else { throw ParamsDecoder.Failure(path: path, problem: "is missing") }
        defer { currentIndex += 1 }
        return ValueDecoder(value: items[currentIndex], codingPath: path)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, items[currentIndex].isNull else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: next()) }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try Bool(from: next()) }
    mutating func decode(_ type: String.Type) throws -> String { try String(from: next()) }
    mutating func decode(_ type: Double.Type) throws -> Double { try Double(from: next()) }
    mutating func decode(_ type: Float.Type) throws -> Float { try Float(from: next()) }
    mutating func decode(_ type: Int.Type) throws -> Int { try Int(from: next()) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try Int8(from: next()) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try Int16(from: next()) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try Int32(from: next()) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try Int64(from: next()) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try UInt(from: next()) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try UInt8(from: next()) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try UInt16(from: next()) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try UInt32(from: next()) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try UInt64(from: next()) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer { try next().unkeyedContainer() }

    mutating func superDecoder() throws -> Decoder { try next() }
}

/// One scalar. Swift's standard types decode through here: `String(from:)` asks a single-value
/// container for a `String`, and so on.
private struct ScalarContainer: SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [CodingKey]

    func decodeNil() -> Bool { value.isNull }

    private func mismatch(_ expected: String) -> ParamsDecoder.Failure {
        ParamsDecoder.Failure(path: codingPath, problem: "must be \(expected)")
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard let b = value.bool else { throw mismatch("true or false") }
        return b
    }

    func decode(_ type: String.Type) throws -> String {
        guard let s = value.string else { throw mismatch("a string") }
        return s
    }

    func decode(_ type: Double.Type) throws -> Double {
        guard let d = value.double else { throw mismatch("a number") }
        return d
    }

    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }

    private func integer<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
        guard let i = value.int, let exact = I(exactly: i) else { throw mismatch("an integer") }
        return exact
    }

    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: ValueDecoder(value: value, codingPath: codingPath))
    }
}

/// A part of the params a handler reads itself, kept as the client sent it: `didChange`'s
/// changes, which `TextDocument.apply(changes:version:)` reads whole before applying any.
struct UndecodedJSON: Decodable {
    let value: JSONValue

    init(from decoder: Decoder) throws {
        guard let decoder = decoder as? ValueDecoder else {
            throw ParamsDecoder.Failure(path: decoder.codingPath, problem: "is read only from a JSON value")
        }
        value = decoder.value
    }
}
