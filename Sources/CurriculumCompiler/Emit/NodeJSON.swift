import CurriculumModel

extension JSON {
    /// The JSON form of an authored node: YAML 1.2 core scalars map to JSON types, mappings keep
    /// their keys (sorted on output).
    init(_ node: Node) {
        switch node.value {
        case .scalar(let s):
            switch s.resolved {
            case .null: self = .null
            case .bool(let b): self = .bool(b)
            case .int(let i): self = .int(i)
            case .float(let d): self = .double(d)
            case .bigInt, .string: self = .string(s.text)
            }
        case .sequence(let items): self = .array(items.map(JSON.init))
        case .mapping(let pairs):
            var object: [String: JSON] = [:]
            for pair in pairs { object[pair.key.scalar?.text ?? ""] = JSON(pair.value) }
            self = .object(object)
        }
    }

    /// The writer's form of a model value.
    init(_ value: CurriculumModel.JSONValue) {
        switch value {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .int(let i): self = .int(i)
        case .double(let d): self = .double(d)
        case .string(let s): self = .string(s)
        case .array(let a): self = .array(a.map(JSON.init))
        case .object(let o): self = .object(o.mapValues(JSON.init))
        }
    }
}

extension CurriculumModel.JSONValue {
    /// An authored node as the bundle model holds it. Whole floats become integers because the
    /// writer prints them without a fraction (`3.0` → `3`), so the value decodes back unchanged.
    init(_ node: Node) {
        switch node.value {
        case .scalar(let s):
            switch s.resolved {
            case .null: self = .null
            case .bool(let b): self = .bool(b)
            case .int(let i): self = .int(i)
            case .float(let d):
                if d.isFinite, d.rounded() == d, abs(d) < 1e15 { self = .int(Int(d)) } else if d.isFinite { self = .double(d) } else { self = .null }
            case .bigInt, .string: self = .string(s.text)
            }
        case .sequence(let items): self = .array(items.map(CurriculumModel.JSONValue.init))
        case .mapping(let pairs):
            var object: [String: CurriculumModel.JSONValue] = [:]
            for pair in pairs { object[pair.key.scalar?.text ?? ""] = CurriculumModel.JSONValue(pair.value) }
            self = .object(object)
        }
    }
}
