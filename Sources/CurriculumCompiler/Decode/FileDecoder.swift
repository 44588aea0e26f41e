import CurriculumSyntax

/// Reads typed entities out of one file's node tree. The schema has already reported every
/// shape problem, so decoding never reports: what it cannot read, it leaves out.
struct FileDecoder {
    let source: SourceFile
    let root: Node
    /// The kind to read the file as: what its `kind` says, or the kind a misspelt `kind` was
    /// almost certainly meant to be (`SchemaValidator.kind(of:)`).
    var kind: String? = nil
    /// The lesson's templates, when its items were expanded (`TemplateExpansion`).
    var templates: [ItemTemplate] = []

    var path: String { source.path }

    func at(_ node: Node) -> SourceLocation { source.location(node.mark) }

    func string(_ node: Node?, _ key: String) -> String? { node?[key]?.string }

    func located(_ node: Node?) -> Located<String>? {
        guard let node, let text = node.string else { return nil }
        return Located(text, at: at(node), length: node.span)
    }

    func located(_ parent: Node?, _ key: String) -> Located<String>? { located(parent?[key]) }

    func references(_ parent: Node?, _ key: String) -> [Reference] {
        parent?[key]?.sequence?.compactMap { located($0) } ?? []
    }

    func int(_ parent: Node?, _ key: String) -> Located<Int>? {
        guard let node = parent?[key], let value = node.int else { return nil }
        return Located(value, at: at(node))
    }

    func double(_ parent: Node?, _ key: String) -> Located<Double>? {
        guard let node = parent?[key], let value = node.double else { return nil }
        return Located(value, at: at(node))
    }

    /// A grade written as `K` or `1` (YAML reads the latter as an integer, which is fine here).
    func grade(_ node: Node?) -> Grade? {
        guard let scalar = node?.scalar else { return nil }
        return Grade(authored: scalar.text)
    }

    func remediation(_ node: Node?) -> Remediation? {
        guard let node, node.mapping != nil else { return nil }
        return Remediation(skill: located(node, "skill"), note: string(node, "note") ?? "", location: at(node))
    }

    func rubric(_ node: Node?) -> RubricOverrides {
        var r = RubricOverrides()
        guard let node else { return r }
        r.threshold = double(node, "threshold")
        r.window = int(node, "window")
        r.sessions = int(node, "sessions")
        r.hintPenalty = double(node, "hintPenalty")
        r.maxDifficulty = int(node, "maxDifficulty")
        if let list = node["reviewIntervals"], let values = list.sequence {
            r.reviewIntervals = Located(values.compactMap(\.string), at: at(list))
        }
        return r
    }
}
