import Foundation

/// `analytics.json`: the event dictionary and which item types emit which events.
public struct AnalyticsDocument: Sendable, Hashable, Codable {
    /// Events in the dictionary's order.
    public var events: [AnalyticsRecord]
    /// Item type (or `all`, meaning every type) → the event names it emits, as authored.
    public var emitters: [String: [String]]

    public init(events: [AnalyticsRecord], emitters: [String: [String]]) {
        self.events = events
        self.emitters = emitters
    }

    /// The events an item of `type` emits: those for every type, then the type's own.
    public func events(emittedBy type: String) -> [String] {
        var seen = Set<String>()
        return ((emitters["all"] ?? []) + (emitters[type] ?? [])).filter { seen.insert($0).inserted }
    }
}

/// One analytics event: when it is sent and what it carries.
public struct AnalyticsRecord: Sendable, Hashable, Codable {
    /// snake_case, e.g. `item_answered`.
    public var name: String
    public var uuid: UUID
    public var trigger: String
    public var properties: [Property]

    public init(name: String, uuid: UUID, trigger: String, properties: [Property]) {
        self.name = name
        self.uuid = uuid
        self.trigger = trigger
        self.properties = properties
    }

    public struct Property: Sendable, Hashable, Codable {
        public var name: String
        /// string | int | bool | double | uuid | timestamp
        public var type: String
        public var required: Bool
        public init(name: String, type: String, required: Bool) {
            self.name = name
            self.type = type
            self.required = required
        }
    }
}

// The one description of `analytics.json`, keys in order.
extension AnalyticsDocument: JSONWritable {
    @inlinable
    public func write<S: JSONSink>(to s: inout S) {
        s.beginObject()
        s.member("emitters", emitters)
        s.member("events", events)
        s.endObject()
    }
}

extension AnalyticsRecord: JSONWritable {
    @inlinable
    public func write<S: JSONSink>(to s: inout S) {
        s.beginObject()
        s.member("name", name)
        s.member("properties", properties)
        s.member("trigger", trigger)
        s.member("uuid", uuid)
        s.endObject()
    }
}

extension AnalyticsRecord.Property: JSONWritable {
    @inlinable
    public func write<S: JSONSink>(to s: inout S) {
        s.beginObject()
        s.member("name", name)
        s.member("required", required)
        s.member("type", type)
        s.endObject()
    }
}
