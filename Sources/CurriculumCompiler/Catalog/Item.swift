import CurriculumSyntax

/// One item of a lesson, decoded once (Decode/ItemDecoding.swift): the fields every item has as
/// typed values, and its type's own fields as that type's `Fields` record. Rules, solvers,
/// drawings and the bundle read these; the syntax (`node`) is kept for whole-item walks (copy
/// strings, bundle fields) and so a finding can point at exactly what was written.
/// A class because rules pass items around constantly and they never change after decoding.
public final class Item: Sendable {
    public let node: Node
    public let path: String
    /// The lesson's id, sharing the lesson's storage; the full id is built only when a bundle
    /// asks for it, not held as one more string per item.
    public let lessonID: String

    public let id: Located<String>
    public let type: Located<String>
    public let prompt: Copy?
    /// The authored answer as written; `Answer(node)` reads it as a value.
    public let answer: Node?
    /// The choices shown, as written, for the types that offer them.
    public let options: Field<[Node]>?
    public let hints: [Copy]
    public let feedbackCorrect: Copy?
    public let feedbackIncorrect: Copy?
    public let difficulty: Located<Int>?
    public let quickCheck: Bool
    public let image: Image?
    public let skill: Reference?
    public let standards: [Reference]
    public let suppressions: [Suppression]
    /// The type's own fields (`TenFrameItem.Fields`, …), read with `fields(_:)`; `NoFields` for a
    /// type the compiler does not know.
    public let ownFields: any FieldRecord
    /// The template and parameters this item is a variant of; nil for an authored item.
    public let variant: ItemVariant?

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
    public var fullID: String { lessonID + "/" + id.value }

    public var location: SourceLocation { SourceLocation(path: path, line: Int(node.mark.line), column: Int(node.mark.column)) }

    /// The type's own fields as `F`; nil when the item is of another type.
    public func fields<F: FieldRecord>(_ type: F.Type = F.self) -> F? { ownFields as? F }

    public struct Image: Sendable {
        public var asset: Reference?
        public var alt: Copy?
        public var location: SourceLocation
    }
}

/// A rule an entity opts out of, with the reason a reviewer can judge.
public struct Suppression: Sendable {
    public var rule: Reference
    public var reason: String?
}
