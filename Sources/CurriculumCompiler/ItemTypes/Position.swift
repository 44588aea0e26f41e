import CurriculumSyntax

/// Where one thing is from another, the words of NY-K.G.1: `{thing: bird, place: above,
/// landmark: tree}`. A question with a `position` shows the two things drawn in that place, and
/// its choices are places ("above the tree", "below"), so the one that says where the thing is
/// must be the answer and no other choice may say it too.
package struct Position: FieldRecord {
    package enum Key: String, CaseIterable, Sendable { case thing, place, landmark }
    /// What the question asks about: "Where is the bird?"
    package var thing: Field<String>?
    /// Where it is from the landmark.
    package var place: Field<Place>?
    /// What it is placed by.
    package var landmark: Field<String>?

    package init(_ fields: FieldReader<Key>) {
        thing = fields.text(.thing)
        place = fields.text(.place).flatMap { text in Place(rawValue: text.value).map { Field($0, node: text.node) } }
        landmark = fields.text(.landmark)
    }

    /// The six position words of NY-K.G.1.
    package enum Place: String, CaseIterable, Sendable {
        case above, below, beside, nextTo = "next to", inFrontOf = "in front of", behind

        /// "Beside" and "next to" say the same place, so a question may not offer both.
        var meaning: Place { self == .nextTo ? .beside : self }

        /// The place a choice starts with ("in front of the box"), and what follows it.
        static func leading(_ text: String) -> (Place, rest: String)? {
            let words = text.lowercased()
            // Longest first, so "in front of" is not read as something else.
            for place in allCases.sorted(by: { $0.rawValue.count > $1.rawValue.count }) {
                guard words.hasPrefix(place.rawValue) else { continue }
                let rest = words.dropFirst(place.rawValue.count)
                guard rest.isEmpty || rest.first == " " else { continue }
                return (place, String(rest.drop { $0 == " " }))
            }
            return nil
        }
    }

    /// The choice that says where the thing is: its place, alone or with the landmark ("above",
    /// "above the tree"). A choice that names no place, or two choices that both say it, make the
    /// question impossible to answer by the picture.
    func solve(_ item: Item) -> ItemSolution {
        guard let thing = thing?.value, let place = place?.value, let landmark = landmark?.value else { return .unknown }
        let fact = "the \(thing) is \(place.rawValue) the \(landmark)"
        var right: [Node] = []
        for option in item.options?.value ?? [] {
            guard let text = option.string else { continue }
            guard let (said, rest) = Place.leading(text) else {
                return .impossible(
                    "'\(text)' names no place: each choice of a question with a `position` starts with above, below, beside, next to, in front of or behind",
                    at: option)
            }
            let about = rest.hasPrefix("the ") ? String(rest.dropFirst(4)) : rest
            if said.meaning == place.meaning, about.isEmpty || about == landmark.lowercased() { right.append(option) }
        }
        guard !right.isEmpty else {
            return .impossible("no choice says where the \(thing) is: \(fact)", at: self.place?.node ?? item.node)
        }
        guard right.count == 1 else {
            let said = right.compactMap(\.string).map { "'\($0)'" }.joined(separator: " and ")
            return .impossible("\(said) both say where the \(thing) is (\(fact)): only one choice may be right", at: right[1])
        }
        return .solved(.word(right[0].string ?? ""), fact, note: "the picture shows the \(thing) \(place.rawValue) the \(landmark)")
    }
}
