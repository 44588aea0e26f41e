import CurriculumSyntax

/// The `TODO` marker of text an author has still to write, and the rule that keeps it from
/// shipping.
///
/// `curriculum new` scaffolds lessons whose items are valid examples for the skill's standards,
/// each prompt starting `TODO:`, so that everything about the scaffold is checked and the only
/// findings are these, one where each piece of real content still has to be written. A string
/// that holds the marker is not copy yet: the other COPY rules leave it alone (see
/// `CopyString.strings(of:)`) and this rule's one finding says what is left to do.
package enum CopyPlaceholder: CatalogRule {
    // A lesson's placeholders are in its file; a unit's or skill's are no lesson's.
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "COPY-PLACEHOLDER", severity: .error,
        summary: "text still holds the TODO placeholder marker",
        rationale: """
            `curriculum new` writes lessons, mastery checks and titles with placeholder text \
            marked `TODO`, so an author sees exactly what is left to write and a placeholder \
            never reaches a child: the marker is an error, and `curriculum build` writes no \
            bundle while one is left. The marker is the word TODO in capitals anywhere in a \
            lesson's title or in any text of an item, or in a unit's title, a skill's name or a \
            remediation note. Text that holds it is not judged by the other COPY rules (it is \
            not copy yet); they check it as soon as the marker is gone. Write the real text, \
            check the item's numbers, hints and feedback against it, then delete the marker. See \
            docs/design.md#early-reader-copy.
            """,
        triggering: [
            .replacing("prompt: How many apples?", in: "k/01-counting/count-objects-l1.yaml", with: "prompt: \"↓TODO: How many apples?\"")
                .reports("the prompt of item i1 is a placeholder (TODO)"),
            .replacing("title: Count to 10", in: "k/01-counting/count-objects-l1.yaml", with: "title: ↓\"TODO: name this lesson\"")
                .reports("the lesson title is a placeholder (TODO)"),
        ],
        nonTriggering: [.replacing("title: Count to 10", in: "k/01-counting/count-objects-l1.yaml", with: "title: Count to ten")])

    /// The marker: this word, in capitals, not part of a longer word.
    package static let marker = "TODO"

    /// Where the marker starts in `text`, in Unicode scalars, or nil when `text` has none.
    package static func markerOffset(in text: String) -> Int? {
        // Fast path, with no copy made: almost no text holds the four bytes at all.
        let mayHold = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard bytes.count >= 4 else { return false }
            for i in 0...(bytes.count - 4)
            where bytes[i] == UInt8(ascii: "T") && bytes[i + 1] == UInt8(ascii: "O") && bytes[i + 2] == UInt8(ascii: "D")
                && bytes[i + 3] == UInt8(ascii: "O") {
                return true
            }
            return false
        } ?? true
        guard mayHold else { return nil }
        let scalars = Array(text.unicodeScalars)
        let word = Array(marker.unicodeScalars)
        func isLetter(_ i: Int) -> Bool { i >= 0 && i < scalars.count && scalars[i].properties.isAlphabetic }
        var i = 0
        while i + word.count <= scalars.count {
            if scalars[i] == word[0], Array(scalars[i..<i + word.count]) == word, !isLetter(i - 1), !isLetter(i + word.count) {
                return i
            }
            i += 1
        }
        return nil
    }

    /// True when `text` holds the marker: text still to be written, not copy yet.
    package static func marks(_ text: String) -> Bool { markerOffset(in: text) != nil }

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        let note = Diagnostic.Note("write the real text in its place; the other COPY rules check it once TODO is gone")
        let itemNote = Diagnostic.Note("replace the example with the item you want: its prompt, numbers, hints and feedback")
        for lesson in catalog.lessons {
            if markerOffset(in: lesson.title.value) != nil {
                out.append(diagnostic(
                    at: lesson.title.location, length: lesson.title.length,
                    "the lesson title is a placeholder (TODO)", notes: [.init("give the lesson a title of at most \(UIStringLimits.maximumLength(for: .lessonTitle)) characters")]))
            }
            for item in lesson.items {
                for (node, path) in strings(of: item.node) {
                    guard let text = node.string, let offset = markerOffset(in: text) else { continue }
                    let place = describe(path, item: item.id.value)
                    // The marker itself when its columns are known, else the string's start.
                    let copy = CopyString(text, field: .prompt, at: item.location(of: node), style: node.scalar?.style)
                    let (location, length) = copy.span(offset, marker.count)
                    out.append(diagnostic(
                        at: location, length: length,
                        "\(place) is a placeholder (TODO)",
                        notes: [place.hasPrefix("the prompt") ? itemNote : note]))
                }
            }
        }
        for unit in catalog.units {
            var places: [(String, String, Located<String>)] = [(unit.title, "the title of unit \(unit.id.value)", unit.id)]
            if let note = unit.remediation?.note { places.append((note, "the remediation note of unit \(unit.id.value)", unit.id)) }
            for skill in unit.skills {
                places.append((skill.name, "the name of skill \(skill.id.value)", skill.id))
                if let note = skill.remediation?.note { places.append((note, "the remediation note of skill \(skill.id.value)", skill.id)) }
            }
            for (text, place, at) in places where marks(text) {
                out.append(diagnostic(at: at.location, length: at.length, "\(place) is a placeholder (TODO)", notes: [note]))
            }
        }
        return out
    }

    /// Every string of an item with where it sits, in the order written: "the prompt of item i3",
    /// "hint 1 of item i3", "`objects.name` of item i3".
    /// Every scalar of an item with its path of keys and 1-based positions; the path is described
    /// only for a placeholder found, since almost none are.
    static func strings(of node: Node) -> [(Node, [String])] {
        var out: [(Node, [String])] = []
        func walk(_ node: Node, _ path: [String]) {
            switch node.value {
            case .scalar:
                out.append((node, path))
            case .sequence(let entries):
                for (i, entry) in entries.enumerated() { walk(entry, path + ["\(i + 1)"]) }
            case .mapping(let pairs):
                for pair in pairs {
                    guard let key = pair.key.scalar?.text else { continue }
                    walk(pair.value, path + [key])
                }
            }
        }
        walk(node, [])
        return out
    }

    static func describe(_ path: [String], item id: String) -> String {
        let owner = "item \(id)"
        switch path {
        case ["prompt"]: return "the prompt of \(owner)"
        case ["feedback", "correct"]: return "the correct-answer feedback of \(owner)"
        case ["feedback", "incorrect"]: return "the incorrect-answer feedback of \(owner)"
        case ["image", "alt"]: return "the alt text of \(owner)"
        default:
            if path.count == 2, path[0] == "hints" { return "hint \(path[1]) of \(owner)" }
            if path.count == 2, path[0] == "options" { return "option \(path[1]) of \(owner)" }
            return "`\(path.joined(separator: "."))` of \(owner)"
        }
    }
}
