import CurriculumCompiler
import CurriculumSyntax

/// What to show when the pointer rests on a spot of a curriculum file: the id under it (what it
/// names and where that is defined), an item's `answer` (what the solver works out), a piece of
/// child-facing copy (how narration says it and how hard it reads), an item's `id` (who approved
/// it and whether it changed since), or a field name (its schema description).
///
/// The file is the editor's text, not the copy the last compile read: it is parsed again here
/// (one file parses in well under a millisecond), so answers and copy reflect what is on
/// screen. Ids are described from the index's catalog, the last compile's. A file that does
/// not parse still gets hovers for the ids the index knows at that spot.
package enum Hover {
    package static func markdown(
        at location: SourceLocation, index: SymbolIndex, compilation: Compilation, source: SourceFile
    ) -> (markdown: String, location: SourceLocation, length: Int)? {
        let (root, _) = YAMLLoader().load(source)
        guard let root else { return fromIndex(location, index) }
        guard let found = NodePath.find(SourceLocation(path: source.path, line: location.line, column: location.column), in: root) else { return nil }
        let file = File(root: root, source: source, sketch: FileSketch(root, of: source, kind: SchemaOutline.kind(of: root)))
        if let template = template(found, file) { return template }
        if let answer = answer(found, file) { return answer }
        if let copy = copy(found, file, index) { return copy }
        if let review = review(found, file, compilation) { return review }
        if let symbol = symbol(found, file, index) { return symbol }
        if found.isKey { return field(found, file) }
        return nil
    }

    /// The file being hovered, parsed, and what its own fields say as far as they can be read
    /// (the text being typed need not decode).
    struct File {
        var root: Node
        var source: SourceFile
        var sketch: FileSketch

        var kind: String? { sketch.kind }

        func span(_ node: Node) -> (location: SourceLocation, length: Int) {
            node.textSpan(path: source.path) ?? (source.location(node.mark), 1)
        }

        /// The grade the file's id is in (`k.…` or `1.…`).
        var grade: Grade? { sketch.id.flatMap(Grade.init(idPrefixOf:)) }
    }

    /// From the index alone, for a file that does not parse.
    private static func fromIndex(_ location: SourceLocation, _ index: SymbolIndex) -> (markdown: String, location: SourceLocation, length: Int)? {
        guard let found = index.symbol(at: location) else { return nil }
        return (SymbolDescription.markdown(found.symbol, index: index), found.location, found.length)
    }

    // MARK: Ids

    /// The kinds of id a value (or key) at `found` can be, from the file's kind and the field.
    static func kinds(of found: NodePath, in file: File) -> [SymbolKind] {
        let keys = found.keys
        guard let field = keys.last else { return [] }
        if keys.first == "emitters" { return found.isKey ? [.itemType] : [.event] }
        if file.kind == "Curriculum", keys.first == "rules", found.isKey { return [.rule] }
        if found.isKey { return [] }
        switch field {
        case "standards", "parts", "code", "standard": return [.standard]
        case "skill": return [.skill]
        case "unit": return [.unit]
        case "prerequisites": return keys.count == 1 ? [.unit] : [.skill]
        case "type": return keys.first == "items" ? [.itemType] : []
        case "rule": return [.rule]
        case "name": return file.kind == "AnalyticsEvents" && keys == ["events", "name"] ? [.event] : []
        case "id":
            switch (file.kind, keys.count) {
            case ("Lesson", 1): return [.lesson]
            case ("Unit", 1): return [.unit]
            case ("Unit", _): return [.skill]
            case ("Badges", _): return [.badge]
            case ("FactSet", 1): return [.factSet]
            default: return []
            }
        default: return []
        }
    }

    private static func symbol(_ found: NodePath, _ file: File, _ index: SymbolIndex) -> (markdown: String, location: SourceLocation, length: Int)? {
        let kinds = kinds(of: found, in: file)
        guard let kind = kinds.first, let id = found.node.string else { return nil }
        // An emitters key that is no item type names a part of the app (`all`, `session`, …).
        if found.isKey, kind == .itemType, ItemTypes.byName[id] == nil { return nil }
        // The first kind the id is known as; an unknown id is described as the field's first kind.
        let symbol = index.known(id, among: kinds).first ?? Symbol(kind: kind, id: id)
        let span = file.span(found.node)
        return (SymbolDescription.markdown(symbol, index: index), span.location, span.length)
    }

    // MARK: Fields

    /// A key: its description from the schema.
    private static func field(_ found: NodePath, _ file: File) -> (markdown: String, location: SourceLocation, length: Int)? {
        guard let kind = file.kind, let name = found.field else { return nil }
        let container = found.containers.last
        let path = schemaPath(found, upTo: found.steps.count - 1)
        let applied = SchemaOutline.apply(SchemaOutline.schemas(kind: kind, path: path), siblings: scalars(of: container))
        guard let description = SchemaOutline.fields(applied).first(where: { $0.name == name })?.description else { return nil }
        let span = file.span(found.node)
        // Schema descriptions are the project's own Markdown, not author text.
        return ("\(Markdown.code(name)) — field\n\n\(description)", span.location, span.length)
    }

    /// The schema path of the first `count` steps, each key with the scalars beside it.
    static func schemaPath(_ found: NodePath, upTo count: Int) -> [SchemaOutline.Step] {
        (0..<max(0, count)).map { i in
            switch found.steps[i] {
            case .key(let k): SchemaOutline.Step(key: k, siblings: scalars(of: found.containers[i]))
            case .index: SchemaOutline.Step(key: nil, siblings: [:])
            }
        }
    }

    /// A mapping's scalar values by key.
    static func scalars(of node: Node?) -> [String: String] {
        var out: [String: String] = [:]
        for pair in node?.mapping ?? [] {
            if let key = pair.key.scalar?.text, let value = pair.value.scalar?.text { out[key] = value }
        }
        return out
    }
}
