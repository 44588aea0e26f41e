import CurriculumSyntax

/// Walks of an item's syntax by field name, for the passes that treat fields generically: the
/// copy rules (which strings a type shows as labels, named by its `CopyTraits`) and the copy
/// strings. They live with decoding because they read the tree by key; everything else reads
/// the decoded fields.
extension Item {
    /// One of the type's own fields as written, by the name its `Fields.Key` gives it.
    package func syntax(ofOwnField name: String) -> Node? { node[name] }

    /// The strings under the item's fields named in `keys`, with their nodes: scalars that are
    /// not whole numbers, in lists, and the `name`, `item`, `target`, `thing` and `landmark` of
    /// mappings (a counting item's objects, a bar graph's categories, drag-and-drop pairs, a
    /// question's position).
    package func labelStrings(in keys: Set<String>) -> [(text: String, node: Node)] {
        var out: [(text: String, node: Node)] = []
        func collect(_ n: Node?) {
            guard let n else { return }
            switch n.value {
            case .scalar: if let s = n.string, Int(s) == nil { out.append((s, n)) }
            case .sequence(let items): items.forEach(collect)
            case .mapping:
                let label = FieldReader<LabelKey>(n)
                collect(label.node(.name))
                collect(label.node(.item))
                collect(label.node(.target))
                collect(label.node(.thing))
                collect(label.node(.landmark))
            }
        }
        for pair in node.mapping ?? [] {
            if case .scalar(let key) = pair.key.value, keys.contains(key.text) { collect(pair.value) }
        }
        return out
    }

    private enum LabelKey: String { case name, item, target, thing, landmark }

    /// The child-facing copy as written, found in one scan of the item's keys.
    package struct CopySyntax {
        package var prompt: Node?
        package var options: Node?
        package var hints: Node?
        package var feedbackCorrect: Node?
        package var feedbackIncorrect: Node?
        package var alt: Node?
    }

    package var copySyntax: CopySyntax {
        var out = CopySyntax()
        var feedback: Node?, image: Node?
        for pair in node.mapping ?? [] {
            guard case .scalar(let key) = pair.key.value else { continue }
            switch Key(rawValue: key.text) {
            case .prompt: out.prompt = pair.value
            case .options: out.options = pair.value
            case .hints: out.hints = pair.value
            case .feedback: feedback = pair.value
            case .image: image = pair.value
            default: break
            }
        }
        if let feedback {
            let read = FieldReader<FeedbackKey>(feedback)
            out.feedbackCorrect = read.node(.correct)
            out.feedbackIncorrect = read.node(.incorrect)
        }
        out.alt = image.flatMap { FieldReader<ImageKey>($0).node(.alt) }
        return out
    }
}
