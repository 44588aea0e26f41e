import CurriculumCompiler
import CurriculumSyntax

/// One file of item-samples/, read with the compiler's own YAML loader: for each standard code,
/// its example `items:` and its `story:` (a story problem for mastery checks), each written as an
/// item of a lesson is, less what the scaffold writes itself (`id`, `difficulty`, …). A type's
/// own fields keep the text they are written with, one line each, so `curriculum new` writes
/// them as they stand in the file.
struct ItemSampleFile {
    var samples: [(code: String, items: [ItemSample])] = []
    var stories: [(code: String, story: ItemSample)] = []
    /// What could not be read, as `path:line:column: problem`; none in the files shipped
    /// (ItemSamplesTests), and a sample with a problem is left out.
    var problems: [String] = []

    /// The keys an item sample is written with besides its type's own fields.
    static let copyKeys: Set<String> = ["type", "prompt", "hints", "feedback"]
    /// The keys the scaffold writes for each placeholder, which a sample must not hold.
    static let scaffoldKeys: Set<String> = ["id", "skill", "standards", "quickCheck", "difficulty", "suppress"]

    private let source: SourceFile

    init(path: String, text: String) {
        source = SourceFile(path: path, text: text)
        let (root, diagnostics) = YAMLLoader().load(source)
        problems = diagnostics.map { "\($0.location): \($0.message)" }
        guard let root else { return }
        guard let entries = root.mapping else {
            problem(root, "expected a mapping from standard codes to their samples")
            return
        }
        for entry in entries {
            guard let code = entry.key.string, let parts = entry.value.mapping else {
                problem(entry.key, "expected a standard code with its `items:` and `story:`")
                continue
            }
            for part in parts {
                switch part.key.string {
                case "items":
                    guard let list = part.value.sequence else {
                        problem(part.value, "expected a list of items")
                        continue
                    }
                    var items: [ItemSample] = []
                    for node in list {
                        if let item = sample(node) { items.append(item) }
                    }
                    samples.append((code, items))
                case "story":
                    if let story = sample(part.value) { stories.append((code, story)) }
                default:
                    problem(part.key, "expected `items:` or `story:`")
                }
            }
        }
    }

    private mutating func problem(_ node: Node, _ message: String) {
        problems.append("\(source.path):\(node.mark.line):\(node.mark.column): \(message)")
    }

    /// One item as an `ItemSample`; nil, with a problem, when it is not one.
    private mutating func sample(_ node: Node) -> ItemSample? {
        guard let pairs = node.mapping else {
            problem(node, "expected an item: a mapping with `type`, `prompt`, its fields, `hints` and `feedback`")
            return nil
        }
        // Read as the compiler reads an item, so a sample means what it would in a lesson.
        let item = Item(node: node, path: source.path, lessonID: "")
        guard let type = item.syntax(of: .type)?.string, let prompt = item.prompt?.value else {
            problem(node, "an item sample needs a `type` and a `prompt`")
            return nil
        }
        let hints = item.hints.map(\.value)
        guard hints.count == (item.syntax(of: .hints)?.sequence?.count ?? 0), let incorrect = item.feedbackIncorrect?.value else {
            problem(node, "an item sample needs `hints` written as text and `feedback` with `incorrect`")
            return nil
        }
        var fields: [String] = []
        for pair in pairs {
            guard let key = pair.key.string, !Self.copyKeys.contains(key) else { continue }
            if Self.scaffoldKeys.contains(key) {
                problem(pair.key, "`\(key)` is written by `curriculum new`, not by a sample")
                return nil
            }
            guard let field = fieldText(pair) else {
                problem(pair.key, "write `\(key)` on one line (`[a, b]`, `{name: star, count: 6}`), as the scaffold copies it line by line")
                return nil
            }
            fields.append(field)
        }
        return ItemSample(type, prompt, fields: fields, hints: hints, correct: item.feedbackCorrect?.value, incorrect: incorrect)
    }

    /// The field as written: its line from its key on, when the whole field is on that line.
    private func fieldText(_ pair: Node.Pair) -> String? {
        let line = Int(pair.key.mark.line)
        guard Self.lastLine(of: pair.value) == line, Int(pair.value.mark.line) == line, let text = source.line(line) else { return nil }
        let scalars = text.unicodeScalars
        let start = Int(pair.key.mark.column) - 1
        guard start >= 0, start < scalars.count else { return nil }
        var field = String(String.UnicodeScalarView(scalars.dropFirst(start)))
        while field.last == " " { field.removeLast() }
        return field
    }

    /// The last line any node of `node` starts on.
    private static func lastLine(of node: Node) -> Int {
        switch node.value {
        case .scalar: Int(node.mark.line)
        case .sequence(let items): items.map(lastLine).max() ?? Int(node.mark.line)
        case .mapping(let pairs): pairs.map { max(lastLine(of: $0.key), lastLine(of: $0.value)) }.max() ?? Int(node.mark.line)
        }
    }
}
