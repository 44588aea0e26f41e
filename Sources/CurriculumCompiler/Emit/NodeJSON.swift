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
}
