import CurriculumSyntax

/// One item of a lesson, decoded once (Decode/ItemDecoding.swift): the fields every item has as
/// typed values, and its type's own fields as that type's `Fields` record. Rules, solvers,
/// drawings and the bundle read these; the syntax (`node`) is kept for whole-item walks (copy
/// strings, bundle fields) and so a finding can point at exactly what was written.
/// A class because rules pass items around constantly and they never change after decoding.
package final class Item: Sendable {
    package let node: Node
    package let path: String
    /// The lesson's id, sharing the lesson's storage; the full id is built only when a bundle
    /// asks for it, not held as one more string per item.
    package let lessonID: String

    package let id: Located<String>
    package let type: Located<String>
    package let prompt: Copy?
    /// The authored answer as written; `Answer(node)` reads it as a value.
    package let answer: Node?
    /// The choices shown, as written, for the types that offer them.
    package let options: Field<[Node]>?
    package let hints: [Copy]
    package let feedbackCorrect: Copy?
    package let feedbackIncorrect: Copy?
    package let difficulty: Located<Int>?
    package let quickCheck: Bool
    package let image: Image?
    package let skill: Reference?
    package let standards: [Reference]
    package let suppressions: [Suppression]
    /// The type's own fields (`TenFrameItem.Fields`, …), read with `fields(_:)`; `NoFields` for a
    /// type the compiler does not know.
    package let ownFields: any FieldRecord
    /// The template and parameters this item is a variant of; nil for an authored item.
    package let variant: ItemVariant?

    init(
        node: Node, path: String, lessonID: String, id: Located<String>, type: Located<String>, prompt: Copy?,
        answer: Node?, options: Field<[Node]>?, hints: [Copy], feedbackCorrect: Copy?, feedbackIncorrect: Copy?,
        difficulty: Located<Int>?, quickCheck: Bool, image: Image?, skill: Reference?, standards: [Reference],
        suppressions: [Suppression], ownFields: any FieldRecord, variant: ItemVariant? = nil
    ) {
        self.node = node
        self.path = path
        self.lessonID = lessonID
        self.id = id
        self.type = type
        self.prompt = prompt
        self.answer = answer
        self.options = options
        self.hints = hints
        self.feedbackCorrect = feedbackCorrect
        self.feedbackIncorrect = feedbackIncorrect
        self.difficulty = difficulty
        self.quickCheck = quickCheck
        self.image = image
        self.skill = skill
        self.standards = standards
        self.suppressions = suppressions
        self.ownFields = ownFields
        self.variant = variant
    }

    /// `<lesson id>/<item id>`
    package var fullID: String { lessonID + "/" + id.value }

    package var location: SourceLocation { SourceLocation(path: path, line: Int(node.mark.line), column: Int(node.mark.column)) }

    /// The type's own fields as `F`; nil when the item is of another type.
    package func fields<F: FieldRecord>(_ type: F.Type = F.self) -> F? { ownFields as? F }

    package struct Image: Sendable {
        package var asset: Reference?
        package var alt: Copy?
        package var location: SourceLocation
    }
}

/// A rule an entity opts out of, with the reason a reviewer can judge.
package struct Suppression: Sendable {
    package var rule: Reference
    package var reason: String?
}
