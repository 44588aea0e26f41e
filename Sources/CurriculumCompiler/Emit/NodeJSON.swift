import CurriculumSyntax
import CurriculumModel

extension JSONValue {
    /// An authored node as the bundle model holds it: YAML 1.2 core scalars map to JSON types,
    /// mappings keep their keys in the order written (sorted on output). Whole floats become
    /// integers because the writer prints them without a fraction (`3.0` → `3`), so the value
    /// decodes back unchanged.
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
        case .sequence(let items): self = .array(items.map(JSONValue.init))
        case .mapping(let pairs):
            self = .object(JSONObject(pairs: pairs.map { ($0.key.scalar?.text ?? "", JSONValue($0.value)) }))
        }
    }
}
