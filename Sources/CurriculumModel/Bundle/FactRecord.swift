import Foundation

/// `facts.json` of the fluency bundle is an array of these: one per authored FactSet, expanded.
public struct FactSetRecord: Sendable, Hashable, Codable {
    public var id: String
    public var uuid: UUID
    public var facts: [FactRecord]

    public init(id: String, uuid: UUID, facts: [FactRecord]) {
        self.id = id
        self.uuid = uuid
        self.facts = facts
    }
}

/// One fluency fact. Its identity is (a, op, b); tags from every step that produced it are merged.
public struct FactRecord: Sendable, Hashable, Codable {
    public var id: String
    public var uuid: UUID
    public var a: Int
    /// `add` or `sub`.
    public var op: String
    public var b: Int
    public var answer: Int
    public var tags: [String]
    /// Multiple-choice options, the answer among them, in display order.
    public var options: [Int]

    public init(id: String, uuid: UUID, a: Int, op: String, b: Int, answer: Int, tags: [String], options: [Int]) {
        self.id = id
        self.uuid = uuid
        self.a = a
        self.op = op
        self.b = b
        self.answer = answer
        self.tags = tags
        self.options = options
    }
}

// The one description of `facts.json`, keys in order.
extension FactSetRecord: JSONWritable {
    @inlinable
    public func write<S: JSONSink>(to s: inout S) {
        s.beginObject()
        s.member("facts", facts)
        s.member("id", id)
        s.member("uuid", uuid)
        s.endObject()
    }
}

extension FactRecord: JSONWritable {
    @inlinable
    public func write<S: JSONSink>(to s: inout S) {
        s.beginObject()
        s.member("a", a)
        s.member("answer", answer)
        s.member("b", b)
        s.member("id", id)
        s.member("op", op)
        s.member("options", options)
        s.member("tags", tags)
        s.member("uuid", uuid)
        s.endObject()
    }
}
