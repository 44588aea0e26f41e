import CurriculumSyntax

/// "Put 7 apples in the basket.": the child drags objects from a pile into a container and taps
/// done; the answer is how many were moved. K.CC.5b: given a number from 1 to 20, count out that
/// many. The pile holds more than the number, so the child has to stop counting at it rather than
/// move everything.
package enum CountOutItem: ItemType {
    package static let name = "countOut"
    package static let screen = ScreenTraits(actions: [.move], shows: [.picture])
    package static let hasInteractions = true
    package static let copy = CopyTraits(labelFields: [Fields.Key.object, .container])
    /// The most a Kindergarten child counts out (K.CC.5b), and the most the pile shows.
    static let limit = 20

    package struct Fields: FieldRecord {
        package enum Key: String, CaseIterable, Sendable { case object, count, available, container }
        /// What the child moves, singular.
        package var object: Field<String>?
        /// How many the child moves.
        package var count: Field<Int>?
        /// How many are in the pile.
        package var available: Field<Int>?
        /// What the objects go into, singular.
        package var container: Field<String>?

        package init(_ fields: FieldReader<Key>) {
            object = fields.text(.object)
            count = fields.int(.count)
            available = fields.int(.available)
            container = fields.text(.container)
        }
    }

    package static func solve(_ item: Item) -> ItemSolution {
        guard let f = item.fields(Fields.self), let count = f.count else { return .unknown }
        let noun = f.object?.value ?? "object"
        if count.value < 1 {
            return .impossible("a count-out item moves at least 1 \(noun), not \(count.value)", at: count.node)
        }
        if count.value > limit {
            return .impossible("\(Wording.count(count.value, noun)) are more than the \(limit) a child counts out (K.CC.5b)", at: count.node)
        }
        guard let available = f.available else { return .unknown }
        if available.value > limit {
            return .impossible("a pile of \(Wording.count(available.value, noun)) is more than the \(limit) the screen shows", at: available.node)
        }
        if available.value <= count.value {
            return .impossible([ItemProblem(
                "a pile of \(Wording.count(available.value, noun)) is not more than the \(count.value) to count out",
                at: available.node,
                notes: ["the pile holds more than the count, so the child stops at \(count.value) instead of moving everything"])])
        }
        let container = f.container?.value ?? "container"
        return .solved(.number(count.value), "the \(Wording.count(count.value, noun)) put in the \(container)", note: "the answer is how many objects are moved")
    }

    package static func numbers(_ item: Item) -> [(Int, Node)] {
        guard let count = item.fields(Fields.self)?.count else { return [] }
        return [(count.value, count.node)]
    }
}
