import CurriculumSyntax

/// Comparing 2–3 objects by length, height, weight or capacity (K.MD.1–2, 1.MD.1–2): which is
/// longer, shorter, taller, heavier, lighter or holds more; all of them in order, the greatest
/// first; or how many whole units long the first object is (`ask: units`).
package enum MeasureItem: ItemType {
    package static let name = "measure"
    package static let screen = ScreenTraits(actions: [.choose, .type], shows: [.picture])
    package static let copy = CopyTraits(labelFields: [Fields.Key.objects])

    package struct Fields: FieldRecord {
        package enum Key: String, CaseIterable, Sendable { case attribute, objects, ask, unit }
        /// `length`, `height`, `weight` or `capacity`.
        package var attribute: Field<String>?
        /// Every object as written; one that is not a mapping has neither name nor size.
        package var objects: Field<[Field<Object>]>?
        package var ask: Field<String>?
        /// For `ask: units`, what the object is measured in.
        package var unit: Field<String>?

        package init(_ fields: FieldReader<Key>) {
            attribute = fields.text(.attribute)
            objects = fields.everyRecord(.objects)
            ask = fields.text(.ask)
            unit = fields.text(.unit)
        }
    }

    /// One object compared: `{name, value}`.
    package struct Object: FieldRecord {
        package enum Key: String, CaseIterable, Sendable { case name, value }
        package var name: Field<String>?
        /// `value`: the object's size, in a unit every object shares.
        package var size: Field<Int>?

        package init(_ fields: FieldReader<Key>) {
            name = fields.text(.name)
            size = fields.int(.value)
        }
    }

    struct Comparison {
        var pickGreatest: Bool
        var attributes: Set<String>
        var word: String
    }

    static let comparisons: [String: Comparison] = [
        "longer": Comparison(pickGreatest: true, attributes: ["length"], word: "longer"),
        "shorter": Comparison(pickGreatest: false, attributes: ["length", "height"], word: "shorter"),
        "taller": Comparison(pickGreatest: true, attributes: ["height"], word: "taller"),
        "heavier": Comparison(pickGreatest: true, attributes: ["weight"], word: "heavier"),
        "lighter": Comparison(pickGreatest: false, attributes: ["weight"], word: "lighter"),
        "holdsMore": Comparison(pickGreatest: true, attributes: ["capacity"], word: "holds more"),
    ]

    package static let greatestFirst = ["length": "longest first", "height": "tallest first", "weight": "heaviest first", "capacity": "holding the most first"]
    static let leastFirst = ["length": "shortest first", "height": "shortest first", "weight": "lightest first", "capacity": "holding the least first"]

    package static func solve(_ item: Item) -> ItemSolution {
        guard let f = item.fields(Fields.self), let (list, objectsNode) = f.objects.map({ ($0.value, $0.node) }),
            let (ask, askNode) = f.ask.map({ ($0.value, $0.node) })
        else { return .unknown }
        var objects: [(name: String, value: Int)] = []
        for object in list {
            guard let name = object.value.name?.value, let value = object.value.size?.value else { return .unknown }
            objects.append((name, value))
        }
        if !(2...3).contains(objects.count) {
            return .impossible("a measure item compares 2 or 3 objects, not \(objects.count)", at: objectsNode)
        }
        let attribute = f.attribute
        func ties(_ value: Int) -> [String] { objects.filter { $0.value == value }.map(\.name) }
        switch ask {
        case "order":
            let sorted = objects.sorted { $0.value > $1.value }
            for (a, b) in zip(sorted, sorted.dropFirst()) where a.value == b.value {
                return .impossible("\(a.name) and \(b.name) are both \(a.value), so they have no order", at: objectsNode)
            }
            let phrase = greatestFirst[attribute?.value ?? ""] ?? "greatest first"
            // Objects drawn in the order asked for are put in order by reading them off.
            if sorted.map(\.name) == objects.map(\.name) {
                return .impossible("the objects are listed \(phrase), the order asked for, so the child can answer without comparing: list them mixed up", at: objectsNode)
            }
            // Three drawn the other way round are read off from the other end.
            if objects.count > 2, sorted.reversed().map(\.name) == objects.map(\.name) {
                let reverse = leastFirst[attribute?.value ?? ""] ?? "least first"
                return .impossible("the objects are listed \(reverse), the order asked for read backwards, so the child can answer without comparing: list them mixed up", at: objectsNode)
            }
            return .solved(
                .list(sorted.map { .word($0.name) }),
                sorted.map { "\($0.name) (\($0.value))" }.joined(separator: ", ") + ", \(phrase)")
        case "units":
            guard let first = objects.first else { return .unknown }
            let unit = f.unit?.value ?? "units"
            return .solved(.number(first.value), "the \(first.name) is \(first.value) \(unit) long", note: "the first object is the one measured")
        default:
            guard let comparison = comparisons[ask] else { return .unknown }
            if let attribute, !comparison.attributes.contains(attribute.value) {
                return .impossible("'\(ask)' does not compare \(attribute.value)", at: askNode)
            }
            let values = objects.map(\.value)
            guard let extreme = comparison.pickGreatest ? values.max() : values.min() else { return .unknown }
            let tied = ties(extreme)
            if tied.count > 1 {
                return .impossible("\(Wording.list(tied)) are all \(extreme), so no one object is \(comparison.word)", at: objectsNode)
            }
            let others = objects.filter { $0.value != extreme }.map { "\($0.name) (\($0.value))" }
            let verb = comparison.word == "holds more" ? "holds more than" : "is \(comparison.word) than"
            return .solved(.word(tied[0]), "\(tied[0]) (\(extreme)) \(verb) \(Wording.list(others))")
        }
    }

    package static func numbers(_ item: Item) -> [(Int, Node)] {
        (item.fields(Fields.self)?.objects?.value ?? []).compactMap { object in object.value.size.map { ($0.value, $0.node) } }
    }
}
