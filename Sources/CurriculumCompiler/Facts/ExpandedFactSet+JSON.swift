import CurriculumModel

extension Fact {
    /// The fact as the math-fluency bundle carries it:
    /// `{"a": 7, "answer": 15, "b": 8, "id": "facts.starter/7+8", "op": "add",
    ///   "options": [13, 14, 15, 16], "tags": ["nearDouble", "band1"], "uuid": "…"}`.
    public var json: JSON {
        [
            "id": .string(id), "uuid": .string(UUIDv5.entity(id).uuidString.lowercased()),
            "a": .int(a), "op": .string(op.rawValue), "b": .int(b), "answer": .int(answer),
            "tags": .array(tags.map(JSON.string)), "options": .array(options.map(JSON.int)),
        ]
    }
}

extension ExpandedFactSet {
    /// The whole set for the math-fluency bundle: its id and uuid, the option rule it was made
    /// with, and its facts in expansion order.
    public var json: JSON {
        let set = factSet
        return [
            "id": .string(set.id.value), "uuid": .string(UUIDv5.entity(set.id.value).uuidString.lowercased()),
            "count": .int(facts.count),
            "options": ["count": .int(set.options.count), "min": .int(set.options.min), "max": .int(set.options.max)],
            "facts": .array(facts.map(\.json)),
        ]
    }
}
