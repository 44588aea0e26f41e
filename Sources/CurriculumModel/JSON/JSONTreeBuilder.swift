/// A sink that builds the `JSONValue` of what is written to it, members in the order written.
struct JSONTreeBuilder: JSONSink {
    private enum Open {
        case object(JSONObject, key: String)
        case array([JSONValue])
    }

    private var open: [Open] = []
    /// The finished value; null until something is written.
    private(set) var result: JSONValue = .null

    mutating func beginObject() { open.append(.object(JSONObject(), key: "")) }
    mutating func beginArray() { open.append(.array([])) }

    mutating func endObject() {
        guard case .object(let object, _)? = open.popLast() else { return }
        put(.object(object))
    }

    mutating func endArray() {
        guard case .array(let items)? = open.popLast() else { return }
        put(.array(items))
    }

    mutating func key(_ name: String) {
        guard case .object(let object, _)? = open.last else { return }
        open[open.count - 1] = .object(object, key: name)
    }

    mutating func element() {}
    mutating func null() { put(.null) }
    mutating func bool(_ value: Bool) { put(.bool(value)) }
    mutating func int(_ value: Int) { put(.int(value)) }
    mutating func double(_ value: Double) { put(.double(value)) }
    mutating func string(_ value: String) { put(.string(value)) }
    mutating func value(_ value: JSONValue) { put(value) }

    private mutating func put(_ value: JSONValue) {
        guard let top = open.popLast() else {
            result = value
            return
        }
        switch top {
        case .object(var object, let key):
            object[key] = value
            open.append(.object(object, key: key))
        case .array(var items):
            items.append(value)
            open.append(.array(items))
        }
    }
}
