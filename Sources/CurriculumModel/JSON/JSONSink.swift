/// Where JSON goes, one event at a time: what a `JSONWritable` writes itself to. `JSONWriter`
/// turns the events into bytes (bundles, reports, JSON-RPC messages); `JSONValue(_:)` turns them
/// into a tree (what `diff` compares and `Encodable` encodes). Either way the events come from the
/// one place a type says how it is written.
///
/// An object is `beginObject()`, then for each member `key(_:)` and its value, then
/// `endObject()`; an array is `beginArray()`, then for each element `element()` and its value,
/// then `endArray()`.
public protocol JSONSink {
    mutating func beginObject()
    mutating func endObject()
    mutating func beginArray()
    mutating func endArray()
    /// The key of the next member of the open object.
    mutating func key(_ name: String)
    /// Starts the next element of the open array.
    mutating func element()
    mutating func null()
    mutating func bool(_ value: Bool)
    mutating func int(_ value: Int)
    mutating func double(_ value: Double)
    mutating func string(_ value: String)
    /// A whole value, members in their order. A sink that can take it at once does; the default
    /// sends it event by event.
    mutating func value(_ value: JSONValue)
}

extension JSONSink {
    public mutating func value(_ value: JSONValue) {
        // Pending work, not recursion: no nesting depth can overflow the call stack.
        var work: [JSONWalkStep] = [.value(value)]
        while let step = work.popLast() {
            switch step {
            case .key(let name): key(name)
            case .element: element()
            case .endObject: endObject()
            case .endArray: endArray()
            case .value(let value):
                switch value {
                case .null: null()
                case .bool(let b): bool(b)
                case .int(let i): int(i)
                case .double(let d): double(d)
                case .string(let s): string(s)
                case .array(let items):
                    beginArray()
                    work.append(.endArray)
                    work.append(contentsOf: JSONWalkStep.elements(items))
                case .object(let members):
                    beginObject()
                    work.append(.endObject)
                    work.append(contentsOf: JSONWalkStep.members(members.pairs))
                }
            }
        }
    }

    /// A member; see `JSONWritable`.
    @inlinable
    public mutating func member<V: JSONWritable>(_ name: String, _ value: V) {
        key(name)
        value.write(to: &self)
    }

    /// A member that is left out when `value` is nil, as `Encodable` leaves out a nil optional.
    @inlinable
    public mutating func member<V: JSONWritable>(_ name: String, _ value: V?) {
        guard let value else { return }
        key(name)
        value.write(to: &self)
    }
}

/// What is left to write of a value being walked without recursion: a value, a key, the start
/// of an element, or the end of a container. Pushed last to first, so it pops in order.
enum JSONWalkStep {
    case value(JSONValue)
    case key(String)
    case element
    case endObject
    case endArray

    static func elements(_ items: [JSONValue]) -> [JSONWalkStep] {
        var steps: [JSONWalkStep] = []
        steps.reserveCapacity(items.count * 2)
        for item in items.reversed() {
            steps.append(.value(item))
            steps.append(.element)
        }
        return steps
    }

    static func members(_ pairs: [(key: String, value: JSONValue)]) -> [JSONWalkStep] {
        var steps: [JSONWalkStep] = []
        steps.reserveCapacity(pairs.count * 2)
        for pair in pairs.reversed() {
            steps.append(.value(pair.value))
            steps.append(.key(pair.key))
        }
        return steps
    }
}
