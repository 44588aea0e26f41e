import CurriculumModel
import Foundation

/// Writes JSON, byte for byte what `JSON.serialized(pretty:)` prints, straight from records
/// without building a `JSON` tree: no dictionary per object and no sort of known keys. Callers
/// give an object's keys in sorted order (checked in debug builds), so the output stays
/// deterministic. Bundle files are compact; the translators' String Catalog is pretty.
struct JSONStream {
    private(set) var bytes: [UInt8] = []
    /// Pretty JSON (two-space indents, a space after `:`, a final newline) or compact.
    let pretty: Bool
    private var depth = 0
    /// Per open container: whether it has a member yet.
    private var hasMember: [Bool] = []
    #if DEBUG || CURRICULUM_CHECKS
    private var lastKey: [String?] = []
    #endif

    init(capacity: Int = 4096, pretty: Bool = false) {
        self.pretty = pretty
        bytes.reserveCapacity(capacity)
    }

    /// Hands over what is written so far and starts an empty buffer, for writing in pieces.
    mutating func drain() -> [UInt8] {
        let out = bytes
        bytes.removeAll(keepingCapacity: true)
        return out
    }

    /// The bytes, with the final newline `serialized(pretty: true)` ends with when pretty.
    mutating func finish() -> [UInt8] {
        if pretty { bytes.append(UInt8(ascii: "\n")) }
        return bytes
    }

    // MARK: Containers

    mutating func beginObject() { open(UInt8(ascii: "{")) }
    mutating func endObject() { close(UInt8(ascii: "}")) }
    mutating func beginArray() { open(UInt8(ascii: "[")) }
    mutating func endArray() { close(UInt8(ascii: "]")) }

    private mutating func open(_ byte: UInt8) {
        bytes.append(byte)
        depth += 1
        hasMember.append(false)
        #if DEBUG || CURRICULUM_CHECKS
        lastKey.append(nil)
        #endif
    }

    private mutating func close(_ byte: UInt8) {
        depth -= 1
        if hasMember.removeLast() { newline() }
        #if DEBUG || CURRICULUM_CHECKS
        lastKey.removeLast()
        #endif
        bytes.append(byte)
    }

    /// Starts the next member of the open container: a comma after the first, then a new line.
    private mutating func nextMember() {
        if hasMember[hasMember.count - 1] { bytes.append(UInt8(ascii: ",")) }
        hasMember[hasMember.count - 1] = true
        newline()
    }

    private mutating func newline() {
        guard pretty else { return }
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
    }

    /// The next key of the open object; keys must come in sorted order.
    mutating func key(_ name: String) {
        #if DEBUG || CURRICULUM_CHECKS
        if let last = lastKey[lastKey.count - 1] { precondition(last < name, "key '\(name)' after '\(last)': keys must be sorted") }
        lastKey[lastKey.count - 1] = name
        #endif
        nextMember()
        JSONByteWriter.string(name, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
        if pretty { bytes.append(UInt8(ascii: " ")) }
    }

    /// The next element of the open array.
    mutating func element() { nextMember() }

    // MARK: Values (after `key` or `element`)

    mutating func string(_ s: String) { JSONByteWriter.string(s, into: &bytes) }
    mutating func int(_ i: Int) { bytes.append(contentsOf: String(i).utf8) }
    mutating func bool(_ b: Bool) { bytes.append(contentsOf: (b ? "true" : "false").utf8) }
    mutating func uuid(_ u: UUID) { string(u.uuidString.lowercased()) }

    mutating func value(_ json: JSON) { JSONByteWriter.write(json, into: &bytes, indent: pretty ? depth * 2 : nil) }

    mutating func value(_ v: CurriculumModel.JSONValue) {
        switch v {
        case .null: bytes.append(contentsOf: "null".utf8)
        case .bool(let b): bool(b)
        case .int(let i): int(i)
        case .double: value(JSON(v))
        case .string(let s): string(s)
        case .array(let items):
            beginArray()
            for item in items {
                element()
                value(item)
            }
            endArray()
        case .object(let members):
            beginObject()
            for (k, item) in members.sorted(by: { $0.key < $1.key }) {
                key(k)
                value(item)
            }
            endObject()
        }
    }

    mutating func strings(_ list: [String]) {
        beginArray()
        for s in list {
            element()
            string(s)
        }
        endArray()
    }

    // MARK: Members

    mutating func member(_ name: String, _ s: String) { key(name); string(s) }
    mutating func member(_ name: String, _ i: Int) { key(name); int(i) }
    mutating func member(_ name: String, _ b: Bool) { key(name); bool(b) }
    mutating func member(_ name: String, strings list: [String]) { key(name); strings(list) }
    mutating func member(_ name: String, _ s: String?) { if let s { member(name, s) } }
}
