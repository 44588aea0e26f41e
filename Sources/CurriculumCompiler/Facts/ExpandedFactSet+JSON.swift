import CurriculumModel

extension Fact {
    /// The fact as the math-fluency bundle carries it.
    package var record: FactRecord {
        FactRecord(id: id, uuid: UUIDv5.entity(id), a: a, op: op.rawValue, b: b, answer: answer, tags: tags, options: options)
    }

    /// The fact as the math-fluency bundle writes it:
    /// `{"a": 7, "answer": 15, "b": 8, "id": "facts.starter/7+8", "op": "add",
    ///   "options": [13, 14, 15, 16], "tags": ["nearDouble", "band1"], "uuid": "…"}`.
    package var json: CurriculumModel.JSONValue { JSONValue(record) }
}

extension ExpandedFactSet {
    /// The whole set: its id and uuid, the option rule it was made with, and its facts in
    /// expansion order.
    package var json: CurriculumModel.JSONValue {
        let set = factSet
        return [
            "id": .string(set.id.value), "uuid": .string(UUIDv5.entity(set.id.value).uuidString.lowercased()),
            "count": .int(facts.count),
            "options": ["count": .int(set.options.count), "min": .int(set.options.min), "max": .int(set.options.max)],
            "facts": .array(facts.map(\.json)),
        ]
    }
}
