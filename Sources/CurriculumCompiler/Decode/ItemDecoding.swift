import CurriculumSyntax

/// Decoding an item: the fields every item has, then its type's own fields through the type's
/// `Fields` record. Runs once per item, when its lesson is decoded.
extension Item {
    /// The fields every item may have, as the item schemas name them. The type's own fields are
    /// its `Fields.Key`; a test holds the two together to each type's schema.
    package enum Key: String, CaseIterable, Sendable {
        case id, type, prompt, options, answer, hints, feedback, difficulty, quickCheck, image, skill, standards, suppress
    }

    package convenience init(node: Node, path: String, lessonID: String, variant: ItemVariant? = nil) {
        let read = FieldReader<Key>(node)
        func at(_ n: Node) -> SourceLocation { SourceLocation(path: path, line: Int(n.mark.line), column: Int(n.mark.column)) }
        func located(_ n: Node?) -> Located<String>? {
            guard let n, let text = n.string else { return nil }
            return Located(text, at: at(n), length: n.span)
        }
        let whole = at(node)
        let type = located(read.node(.type)) ?? Located("", at: whole)
        let feedback = read.node(.feedback)
        var image: Image?
        if let img = read.node(.image), img.mapping != nil {
            let fields = FieldReader<ImageKey>(img)
            image = Image(asset: located(fields.node(.asset)), alt: located(fields.node(.alt)), location: at(img))
        }
        self.init(
            node: node, path: path, lessonID: lessonID,
            id: located(read.node(.id)) ?? Located("", at: whole),
            type: type,
            prompt: located(read.node(.prompt)),
            answer: read.node(.answer),
            options: read.list(.options),
            hints: read.list(.hints)?.value.compactMap(located) ?? [],
            feedbackCorrect: located(feedback.flatMap { FieldReader<FeedbackKey>($0).node(.correct) }),
            feedbackIncorrect: located(feedback.flatMap { FieldReader<FeedbackKey>($0).node(.incorrect) }),
            difficulty: read.int(.difficulty).map { Located($0.value, at: at($0.node)) },
            quickCheck: read.bool(.quickCheck)?.value ?? false,
            image: image,
            skill: located(read.node(.skill)),
            standards: read.list(.standards)?.value.compactMap(located) ?? [],
            suppressions: read.list(.suppress)?.value.compactMap { s in
                let entry = FieldReader<SuppressionKey>(s)
                guard let rule = located(entry.node(.rule)) else { return nil }
                return Suppression(rule: rule, reason: entry.text(.reason)?.value)
            } ?? [],
            ownFields: ItemTypes.byName[type.value]?.decodeFields(node) ?? NoFields(FieldReader(node)),
            variant: variant)
    }

    /// Where one of the common fields is written, as written.
    package func syntax(of key: Key) -> Node? { node[key.rawValue] }

    /// The key of one of the common fields as written, to point at `hints:` itself.
    package func keySyntax(of key: Key) -> Node? { node.pair(key.rawValue)?.key }

    enum ImageKey: String { case asset, alt }
    enum FeedbackKey: String { case correct, incorrect }
    private enum SuppressionKey: String { case rule, reason }
}

extension ItemType {
    /// The type's own fields, decoded from the item's mapping.
    package static func decodeFields(_ node: Node) -> any FieldRecord { Fields(FieldReader<Fields.Key>(node)) }
}
