/// The Shape stage: validates each file against the schema its `kind` names.
/// (Replaced by the JSON Schema validator.)
struct ShapeCheck: Sendable {
    static let rules: [any Rule.Type] = []

    static func load() -> ShapeCheck { ShapeCheck() }

    func check(_ root: Node, in source: SourceFile) -> [Diagnostic] { [] }
}
