import CurriculumSyntax

/// One kind of item (`counting`, `tenFrame`, …): how the compiler works an item of that kind out.
///
/// Each type lives in its own file, is listed once in `ItemTypes.all`, and says here everything
/// the rules ask of it, so no rule keeps a list of type names (docs/design.md#adding-an-item-type).
/// A type's own fields are its `Fields` record, decoded once with the item
/// (`item.fields(Fields.self)`); the schema has already reported any field that is missing or of
/// the wrong type, so a solver that cannot read what it needs answers `.unknown` rather than
/// reporting it again.
package protocol ItemType: Sendable {
    /// The `type:` authors write.
    static var name: String { get }
    /// The fields of this type beyond the ones every item has (`Item.Key`), as its schema under
    /// `schemas/items/` names them.
    associatedtype Fields: FieldRecord = NoFields
    /// Whether the app scores the item itself, by its `answer` or (dragDrop) by its pairs. Such an
    /// item counts towards mastery and needs a hint and incorrect-answer feedback; the others
    /// need a rubric a grown-up applies instead.
    static var isAutoScored: Bool { get }
    /// Whether the child manipulates the item (drags, fills, shades, moves hands) rather than
    /// choosing or typing an answer, so the app logs interaction events of its own for it
    /// (docs/design.md#analytics: base10_block_moved, clock_hand_moved, coin_dragged, …).
    static var hasInteractions: Bool { get }
    /// The expected answer, worked out from the item's fields, or the problems that make the
    /// item impossible, each located at the node at fault.
    static func solve(_ item: Item) -> ItemSolution
    /// The numbers the item puts in front of the child or asks for, each with the node it comes
    /// from, for STD-RANGE.
    static func numbers(_ item: Item) -> [(Int, Node)]
    /// The authored answer (or an option) as a value to compare with the solved one.
    static func answerValue(_ node: Node) -> Answer?
    /// The largest number an item of this type may use in a grade, beyond its standards' ranges.
    static func gradeLimit(_ grade: Grade) -> Int?
    /// What the copy rules need to know of its fields and answer.
    static var copy: CopyTraits { get }
    /// What its screen lets the child do and what it shows, which hints and feedback are held to.
    static var screen: ScreenTraits { get }
    /// What one item's screen shows, when its fields add a drawing its type does not always have
    /// (a question with a `position`).
    static func screen(of item: Item) -> ScreenTraits
    /// Where the answer is tapped, 0 for the first place, for a type whose places are not written
    /// as `options` (a comparison's left and right groups); nil when its answer is no such place.
    static func answerPlace(_ item: Item) -> Int?
}

extension ItemType {
    package static var isAutoScored: Bool { true }
    package static var hasInteractions: Bool { false }
    package static func numbers(_ item: Item) -> [(Int, Node)] { [] }
    package static func answerValue(_ node: Node) -> Answer? { Answer(node) }
    package static func gradeLimit(_ grade: Grade) -> Int? { nil }
    package static var copy: CopyTraits { CopyTraits() }
    package static func screen(of item: Item) -> ScreenTraits { screen }
    package static func answerPlace(_ item: Item) -> Int? { nil }
}

/// What a solver found: the answer an item must have, with its working, or why the item cannot
/// be answered at all.
package struct ItemSolution: Sendable {
    /// The right answer; nil when the fields do not determine it (the schema reports missing
    /// fields; a multiple-choice question without arithmetic is the author's call).
    package var answer: Answer?
    /// The short working the answer comes from, as it reads after "does not match": `8 + 6 = 14`.
    package var working: String
    /// Where the working comes from, for the notes under a wrong answer.
    package var notes: [String]
    /// Why the item is impossible; when there are any, the answer is not checked.
    package var problems: [ItemProblem]

    package init(answer: Answer?, working: String = "", notes: [String] = [], problems: [ItemProblem] = []) {
        self.answer = answer
        self.working = working
        self.notes = notes
        self.problems = problems
    }

    /// The fields do not say what the answer is.
    package static let unknown = ItemSolution(answer: nil)

    package static func solved(_ answer: Answer, _ working: String, note: String? = nil) -> ItemSolution {
        ItemSolution(answer: answer, working: working, notes: note.map { [$0] } ?? [])
    }

    package static func impossible(_ problems: [ItemProblem]) -> ItemSolution {
        ItemSolution(answer: nil, problems: problems)
    }

    package static func impossible(_ message: String, at node: Node, offset: Int? = nil, length: Int? = nil) -> ItemSolution {
        .impossible([ItemProblem(message, at: node, offset: offset, length: length)])
    }

    package var isImpossible: Bool { !problems.isEmpty }
}

/// Something that makes an item impossible to answer, at the node that causes it.
package struct ItemProblem: Error, Sendable {
    package var message: String
    package var node: Node
    /// Where in the node's text the problem starts (Unicode scalars), for problems inside a
    /// string such as an equation.
    package var offset: Int?
    package var length: Int?
    package var notes: [String]

    package init(_ message: String, at node: Node, offset: Int? = nil, length: Int? = nil, notes: [String] = []) {
        self.message = message
        self.node = node
        self.offset = offset
        self.length = length
        self.notes = notes
    }
}

extension Item {
    /// Where a node of this item was written; `offset` moves into a one-line scalar's text.
    package func location(of node: Node, offset: Int? = nil) -> SourceLocation {
        var column = Int(node.mark.column)
        if let offset, let scalar = node.scalar, !scalar.text.utf8.contains(UInt8(ascii: "\n")) {
            switch scalar.style {
            case .plain: column += offset
            case .singleQuoted, .doubleQuoted: column += offset + 1
            case .literal, .folded: break
            }
        }
        return SourceLocation(path: path, line: Int(node.mark.line), column: column)
    }

    func location(of problem: ItemProblem) -> (SourceLocation, Int) {
        (location(of: problem.node, offset: problem.offset), problem.length ?? (problem.offset == nil ? problem.node.span : 1))
    }
}

extension Node {
    /// The entries of a list, or none when the node is not a list.
    var entries: [Node] { sequence ?? [] }
}

/// Small wording helpers shared by the solvers' working.
package enum Wording {
    /// `7 apples`, `1 apple`, `3 boxes`: good enough for the nouns items count.
    package static func count(_ n: Int, _ noun: String) -> String {
        guard n != 1, !noun.isEmpty else { return "\(n) \(noun)" }
        if let last = noun.split(separator: " ").last, let plural = irregular[String(last)] {
            return "\(n) \(noun.dropLast(last.count))\(plural)"
        }
        if noun.hasSuffix("s") || noun.hasSuffix("x") || noun.hasSuffix("ch") || noun.hasSuffix("sh") { return "\(n) \(noun)es" }
        if noun.hasSuffix("y"), let before = noun.dropLast().last, !"aeiou".contains(before) { return "\(n) \(noun.dropLast())ies" }
        return "\(n) \(noun)s"
    }

    /// "a" or "an" before a word, by its first letter: "an owl", "a rectangle".
    package static func article(_ word: String) -> String {
        word.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }

    /// Plurals the suffix rules get wrong, among the things children count.
    static let irregular = [
        "leaf": "leaves", "loaf": "loaves", "wolf": "wolves", "child": "children", "person": "people",
        "mouse": "mice", "goose": "geese", "foot": "feet", "tooth": "teeth", "sheep": "sheep", "fish": "fish",
        "deer": "deer", "man": "men", "woman": "women", "knife": "knives", "shelf": "shelves",
    ]

    /// 1st, 2nd, 3rd, 4th, … 11th, 12th, 13th, 21st.
    static func ordinal(_ n: Int) -> String {
        let tens = (n / 10) % 10, ones = n % 10
        if tens == 1 { return "\(n)th" }
        switch ones {
        case 1: return "\(n)st"
        case 2: return "\(n)nd"
        case 3: return "\(n)rd"
        default: return "\(n)th"
        }
    }

    /// `a, b and c`
    package static func list(_ words: [String]) -> String { list(words, conjunction: "and") }

    /// `a, b or c`: any one of them ("nothing blue or red is drawn").
    package static func either(_ words: [String]) -> String { list(words, conjunction: "or") }

    private static func list(_ words: [String], conjunction: String) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " \(conjunction) " + (words.last ?? "")
    }

    /// A sum written out: `10 + 10 + 1 = 21`, or with a unit: `10¢ + 1¢ = 11¢`.
    static func sum(_ values: [Int], total: Int, unit: String = "") -> String {
        guard values.count > 1 else { return "\(total)\(unit)" }
        return values.map { "\($0)\(unit)" }.joined(separator: " + ") + " = \(total)\(unit)"
    }
}
