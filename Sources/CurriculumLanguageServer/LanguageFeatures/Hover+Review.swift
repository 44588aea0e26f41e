import CurriculumCompiler
import CurriculumSyntax

/// The hover on an item's `id`: each kind of review it has had, who approved it and when, and
/// whether it has been edited since (docs/reviews.md). The item is hashed as it is on screen, so
/// an edit shows as lapsing the approval before it is saved. Nothing when the curriculum has no
/// review files.
extension Hover {
    static func review(_ found: NodePath, _ file: File, _ compilation: Compilation) -> (markdown: String, location: SourceLocation, length: Int)? {
        let reviews = compilation.catalog.reviews
        guard !reviews.isEmpty, file.kind == "Lesson", !found.isKey, found.steps.count == 3, found.steps[0] == .key("items"),
            case .index = found.steps[1], found.steps[2] == .key("id"), let itemNode = found.node(at: 1),
            let lessonID = file.sketch.id, let itemID = found.node.string
        else { return nil }
        let fullID = lessonID + "/" + itemID
        let catalog = compilation.catalog
        let lesson = catalog.lessons.first { $0.id.value == lessonID }
        let item = Item(node: itemNode, path: file.source.path, lessonID: lessonID)
        let content = ReviewedContent(catalog: catalog)
        var lines = ["**Reviews of \(Markdown.code(fullID))**", ""]
        for kind in reviews.kinds {
            guard let approval = reviews.approval(of: fullID, kind: kind) else {
                lines.append("- \(kind.phrase): never reviewed")
                continue
            }
            let who = "\(Markdown.text(approval.by)) on \(approval.date)"
            guard let lesson else {
                lines.append("- \(kind.phrase): approved by \(who)")
                continue
            }
            if content.hash(of: item, in: lesson, kind: kind) == approval.sha256 {
                lines.append("- ✓ \(kind.phrase): approved by \(who)")
            } else {
                lines.append("- ✗ \(kind.phrase): **edited since** \(who) approved it; \(Markdown.code("curriculum review diff --kind \(kind.name)")) shows what changed")
            }
        }
        let span = file.span(found.node)
        return (lines.joined(separator: "\n"), span.location, span.length)
    }
}
