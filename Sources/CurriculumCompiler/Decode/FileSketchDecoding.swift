import CurriculumSyntax

extension FileSketch {
    /// `root`, the parsed text of `source`, read as `kind`: the kind the caller resolved from its
    /// `kind:` (`SchemaValidator.kind(of:)`, which forgives a misspelling). A file of no kind has
    /// its id and title but no entries.
    package init(_ root: Node, of source: SourceFile, kind: String?) {
        self = FileDecoder(source: source, root: root, kind: kind).sketch()
    }
}

extension FileDecoder {
    /// The file as far as it can be read (`FileSketch`). Unlike `decode()` it takes `kind` as
    /// given, not falling back to what `kind:` says: a kind no schema knows has no list to read.
    func sketch() -> FileSketch {
        var sketch = FileSketch(
            kind: kind, id: string(root, "id"), idSyntax: root["id"], title: string(root, "title"), grade: root["grade"]?.scalar?.text)
        let list: (key: String, name: String, summary: (Node) -> FileSketch.Summary)
        switch kind {
        case "Lesson": list = ("items", "id", { .item(type: string($0, "type"), prompt: string($0, "prompt")) })
        case "Unit": list = ("skills", "id", { .skill(name: string($0, "name")) })
        case "StandardSet":
            list = ("standards", "code", {
                .standard(
                    description: string($0, "description"), isHeading: $0["heading"]?.bool == true,
                    parts: $0["parts"]?.sequence?.compactMap(\.string) ?? [])
            })
        case "AnalyticsEvents": list = ("events", "name", { .event(trigger: string($0, "trigger")) })
        case "Badges": list = ("badges", "id", { .badge(name: string($0, "name")) })
        case "FactSet": list = ("steps", "name", { .step(op: string($0, "op")) })
        default: return sketch
        }
        sketch.entries = (root[list.key]?.sequence ?? []).map { entry in
            FileSketch.Entry(syntax: entry, name: string(entry, list.name), nameSyntax: entry[list.name], summary: list.summary(entry))
        }
        let pairs = root.mapping ?? []
        if let i = pairs.firstIndex(where: { $0.key.scalar?.text == list.key }), i + 1 < pairs.count {
            sketch.afterEntries = pairs[i + 1].key.mark
        }
        return sketch
    }
}
