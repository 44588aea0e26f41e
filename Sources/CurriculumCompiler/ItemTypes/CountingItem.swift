import CurriculumSyntax

/// "How many apples?": the answer is the number of objects shown. K.CC.5a: children count up
/// to 20 things in a line, an array or a circle, but only up to 10 scattered.
package enum CountingItem: ItemType {
    package static let name = "counting"
    package static let screen = ScreenTraits(actions: [.choose, .type], shows: [.picture])
    package static let copy = CopyTraits(labelFields: [Fields.Key.objects])
    static let limit = 20
    static let scatteredLimit = 10

    package struct Fields: FieldRecord {
        package enum Key: String, CaseIterable, Sendable { case objects }
        package var objects: Field<Objects>?
        package init(_ fields: FieldReader<Key>) { objects = fields.record(.objects) }
    }

    /// What is pictured: `{name, count, arrangement}`.
    package struct Objects: FieldRecord {
        package enum Key: String, CaseIterable, Sendable { case name, count, arrangement }
        package var name: Field<String>?
        package var count: Field<Int>?
        package var arrangement: Field<String>?

        package init(_ fields: FieldReader<Key>) {
            name = fields.text(.name)
            count = fields.int(.count)
            arrangement = fields.text(.arrangement)
        }
    }

    package static func solve(_ item: Item) -> ItemSolution {
        guard let objects = item.fields(Fields.self)?.objects?.value, let count = objects.count?.value, let countNode = objects.count?.node
        else { return .unknown }
        let noun = objects.name?.value ?? "object"
        if count > limit {
            return .impossible("\(Wording.count(count, noun)) are more than the \(limit) a child counts (K.CC.5a)", at: countNode)
        }
        if objects.arrangement?.value == "scattered", count > scatteredLimit {
            return .impossible([ItemProblem(
                "\(count) scattered objects are too many to count: scattered objects stay within \(scatteredLimit) (K.CC.5a)",
                at: countNode, notes: ["in a line, an array or a circle, up to \(limit) can be counted"])])
        }
        return .solved(.number(count), "the \(Wording.count(count, noun)) shown", note: "the answer is how many objects there are")
    }

    package static func numbers(_ item: Item) -> [(Int, Node)] {
        guard let count = item.fields(Fields.self)?.objects?.value.count else { return [] }
        return [(count.value, count.node)]
    }
}
