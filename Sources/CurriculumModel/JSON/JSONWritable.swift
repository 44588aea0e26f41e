import Foundation

/// A type that says once how it is written as JSON. Bundle records conform: `write(to:)` is the
/// one description of a record's JSON, read by the bundle writer, by `diff` (through
/// `JSONValue(_:)`) and by `Encodable`, so none of them can drift from the others.
///
/// An object writes its members in key order (`String` ordering), so the bytes never depend on
/// anything but the value; a writer that wants sorted keys checks it in debug builds.
public protocol JSONWritable {
    func write<S: JSONSink>(to sink: inout S)
}

extension JSONWritable where Self: Encodable {
    /// The Codable form is the written form: what `write(to:)` writes, through `JSONValue`.
    public func encode(to encoder: any Encoder) throws {
        try JSONValue(self).encode(to: encoder)
    }
}

extension JSONValue: JSONWritable {
    @inlinable
    public func write<S: JSONSink>(to sink: inout S) { sink.value(self) }

    /// What `value` writes, as a tree.
    public init(_ value: some JSONWritable) {
        var builder = JSONTreeBuilder()
        value.write(to: &builder)
        self = builder.result
    }
}

extension JSONObject: JSONWritable {
    @inlinable
    public func write<S: JSONSink>(to sink: inout S) { sink.value(.object(self)) }
}

extension String: JSONWritable {
    @inlinable
    public func write<S: JSONSink>(to sink: inout S) { sink.string(self) }
}

extension Int: JSONWritable {
    @inlinable
    public func write<S: JSONSink>(to sink: inout S) { sink.int(self) }
}

extension Double: JSONWritable {
    @inlinable
    public func write<S: JSONSink>(to sink: inout S) { sink.double(self) }
}

extension Bool: JSONWritable {
    @inlinable
    public func write<S: JSONSink>(to sink: inout S) { sink.bool(self) }
}

extension UUID: JSONWritable {
    /// Lowercase, as RFC 9562 recommends for output.
    @inlinable
    public func write<S: JSONSink>(to sink: inout S) { sink.string(uuidString.lowercased()) }
}

extension Array: JSONWritable where Element: JSONWritable {
    @inlinable
    public func write<S: JSONSink>(to sink: inout S) {
        sink.beginArray()
        for element in self {
            sink.element()
            element.write(to: &sink)
        }
        sink.endArray()
    }
}

extension Dictionary: JSONWritable where Key == String, Value: JSONWritable {
    /// Members in key order: a dictionary has no order of its own to keep.
    @inlinable
    public func write<S: JSONSink>(to sink: inout S) {
        sink.beginObject()
        for (key, value) in sorted(by: { $0.key < $1.key }) {
            sink.key(key)
            value.write(to: &sink)
        }
        sink.endObject()
    }
}
