import CurriculumCompiler
import CurriculumSyntax

/// The hover on a template item's `template:` or `answer:`: how many variants the text on screen
/// ships and what the type's solver works out for each (docs/authoring.md#item-templates), so an
/// author sees every variant before saving.
extension Hover {
    /// Variants listed one by one; a long template says how many more.
    static let listedVariants = 30

    static func template(_ found: NodePath, _ file: File) -> (markdown: String, location: SourceLocation, length: Int)? {
        guard file.kind == "Lesson", found.steps.count >= 3, found.steps[0] == .key("items"), case .index = found.steps[1],
            found.steps[2] == .key("template") || found.steps[2] == .key("answer"), let itemNode = found.node(at: 1),
            let expanded = TemplateExpansion.variants(of: itemNode, in: file.source, lessonID: file.sketch.id ?? "")
        else { return nil }
        let count = expanded.variants.count
        var lines = ["**Template:** \(count) variant\(count == 1 ? "" : "s") of the \(expanded.candidates) parameter sets that meet its constraints"]
        lines += expanded.problems.map { "✗ " + Markdown.text($0) + " (ITEM-TEMPLATE)" }
        for item in expanded.variants.prefix(listedVariants) {
            let solved = ItemTypes.type(of: item).flatMap { $0.isAutoScored ? $0.solve(item).answer?.description : nil }
            let parameters = item.variant.map { " (" + Markdown.text($0.described) + ")" } ?? ""
            lines.append("- \(Markdown.code(item.id.value))\(parameters): " + (solved.map { "solver \(Markdown.code($0))" } ?? "no answer worked out"))
        }
        if count > listedVariants { lines.append("- … and \(count - listedVariants) more") }
        let span = file.span(found.node)
        return (lines.joined(separator: "\n"), span.location, span.length)
    }
}
