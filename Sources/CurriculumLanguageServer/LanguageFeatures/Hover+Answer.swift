import CurriculumCompiler
import CurriculumSyntax

/// The hover on an item's `answer`: what the item's solver works out from the item's own fields
/// (ItemTypes/, the same solver ITEM-ANSWER checks with; docs/design.md#item-types-and-solvers)
/// and whether the authored answer agrees, so an author sees the check before saving.
extension Hover {
    static func answer(_ found: NodePath, _ file: File) -> (markdown: String, location: SourceLocation, length: Int)? {
        // `items[i].answer`, on the key or anywhere in its value.
        guard file.kind == "Lesson", found.steps.count >= 3, found.steps[0] == .key("items"), case .index = found.steps[1],
            found.steps[2] == .key("answer"), let itemNode = found.node(at: 1)
        else { return nil }
        let item = Item(node: itemNode, path: file.source.path, lessonID: file.sketch.id ?? "")
        let span = file.span(found.node)
        return (markdown(for: item), span.location, span.length)
    }

    static func markdown(for item: Item) -> String {
        let typeName = item.type.value
        guard let type = ItemTypes.type(of: item) else {
            return "No item type \(Markdown.code(typeName)) is known, so there is nothing to solve."
        }
        guard type.isAutoScored else {
            return "\(Markdown.code(typeName)) items are scored by a grown-up with their rubric; there is no answer to work out."
        }
        let solution = type.solve(item)
        var lines: [String] = []
        if solution.isImpossible {
            lines.append("**The solver finds this item impossible:**")
            lines += solution.problems.map { "- " + Markdown.text($0.message) }
            return lines.joined(separator: "\n")
        }
        guard let expected = solution.answer else {
            return "The solver cannot work this \(Markdown.code(typeName)) item's answer out from its fields; the authored answer is taken as written."
        }
        lines.append("**Solver:** \(Markdown.code(expected.description))" + (solution.working.isEmpty ? "" : " — " + Markdown.text(solution.working)))
        if let node = item.answer, let given = type.answerValue(node) {
            lines.append(expected.accepts(given)
                ? "✓ The authored answer \(Markdown.code(given.description)) matches."
                : "✗ The authored answer \(Markdown.code(given.description)) does not match: the solver expects \(Markdown.code(expected.description)) (ITEM-ANSWER).")
        } else {
            lines.append("No authored answer to compare yet.")
        }
        lines += solution.notes.map(Markdown.text)
        return lines.joined(separator: "\n\n")
    }
}
