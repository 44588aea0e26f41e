/// Which node of a parsed file a cursor is on, and the keys and list positions that lead to it:
/// `items[3].answer`. Hover re-parses the file being edited (its unsaved text, not the copy the
/// last compile read) and asks this.
///
/// A mapping pair runs from its key to the next key, a list entry to the next entry, so the blank
/// lines and comments between entries belong to the entry above them; the last entry at a level
/// runs to its own end (`Node.end`, measured by the loader), so what follows a file's or a
/// list's last entry is on nothing. A scalar is on the cursor between its first column and just
/// after its last (quotes included; a block or folded one through its last line of text), so a
/// trailing comment is on nothing.
package struct NodePath {
    package enum Step: Equatable, CustomStringConvertible {
        case key(String)
        case index(Int)

        package var description: String {
            switch self {
            case .key(let k): k
            case .index(let i): "[\(i)]"
            }
        }
    }

    /// From the root to the node; the last step names the node itself.
    package var steps: [Step]
    /// The node under the cursor: a scalar, or the key of a pair when `isKey`.
    package var node: Node
    /// The cursor is on a mapping key; `node` is the key, `value` its value.
    package var isKey: Bool
    package var value: Node?
    /// The collections holding the node, root first: `containers[i]` is where `steps[i]` is taken.
    package var containers: [Node]

    /// The keys alone, in order: `["items", "answer"]` for `items[3].answer`.
    package var keys: [String] { steps.compactMap { if case .key(let k) = $0 { k } else { nil } } }

    /// The last key on the way, the field the node belongs to.
    package var field: String? { keys.last }

    /// The node `steps[0...depth]` names.
    package func node(at depth: Int) -> Node? {
        guard depth >= 0, depth < containers.count else { return nil }
        let container = containers[depth]
        switch steps[depth] {
        case .key(let k): return container[k]
        case .index(let i): return container.sequence.flatMap { i < $0.count ? $0[i] : nil }
        }
    }

    /// The node under the cursor in `root`, or nil when the cursor is on no node.
    package static func find(_ location: SourceLocation, in root: Node) -> NodePath? {
        var finder = Finder(target: (location.line, location.column))
        return finder.descend(root, regionEnd: nil)
    }

    private struct Finder {
        let target: (Int, Int)
        var steps: [Step] = []
        var containers: [Node] = []

        mutating func descend(_ node: Node, regionEnd: (Int, Int)?) -> NodePath? {
            switch node.value {
            case .mapping(let pairs):
                for (i, pair) in pairs.enumerated() {
                    let start = position(pair.key.mark)
                    let end = i + 1 < pairs.count ? position(pairs[i + 1].key.mark) : Self.earlier(Self.justAfter(node.end), regionEnd)
                    guard target >= start, end.map({ target < $0 }) ?? true else { continue }
                    let key = pair.key.scalar?.text ?? ""
                    if Self.covers(pair.key, target, regionEnd: nil) {
                        return NodePath(steps: steps + [.key(key)], node: pair.key, isKey: true, value: pair.value, containers: containers + [node])
                    }
                    steps.append(.key(key))
                    containers.append(node)
                    let (pairSteps, pairContainers) = (steps, containers)
                    if let inside = descend(pair.value, regionEnd: end) { return inside }
                    // On a list's or a mapping's opening bracket (`answer: [3, 5]`): the value as a whole.
                    let value = position(pair.value.mark)
                    if pair.value.scalar == nil, target.0 == value.0, target.1 == value.1 {
                        return NodePath(steps: pairSteps, node: pair.value, isKey: false, value: nil, containers: pairContainers)
                    }
                    return nil
                }
                return nil
            case .sequence(let entries):
                for (i, entry) in entries.enumerated() {
                    let start = position(entry.mark)
                    let end = i + 1 < entries.count ? position(entries[i + 1].mark) : Self.earlier(Self.justAfter(node.end), regionEnd)
                    guard target >= start, end.map({ target < $0 }) ?? true else { continue }
                    steps.append(.index(i))
                    containers.append(node)
                    return descend(entry, regionEnd: end)
                }
                return nil
            case .scalar:
                guard Self.covers(node, target, regionEnd: regionEnd) else { return nil }
                return NodePath(steps: steps, node: node, isKey: false, value: nil, containers: containers)
            }
        }

        /// A one-line scalar covers its columns and the one after; a scalar over several lines
        /// (a block `>-`, a folded plain one) covers its lines through the end of its last.
        static func covers(_ node: Node, _ target: (Int, Int), regionEnd: (Int, Int)?) -> Bool {
            guard let scalar = node.scalar else { return false }
            let start = (Int(node.mark.line), Int(node.mark.column))
            if scalar.linesAfterFirst > 0 || scalar.style == .literal || scalar.style == .folded {
                let end = earlier((Int(node.end.line), Int(node.end.column)), regionEnd) ?? (Int(node.end.line), Int(Int32.max))
                return target >= start && target <= end
            }
            return target.0 == start.0 && target.1 >= start.1 && target.1 <= start.1 + node.span
        }

        /// A region up to a node's end takes the column just after it too, as a scalar does: a
        /// cursor after a value's last character is still on it.
        static func justAfter(_ end: Mark) -> (Int, Int) { (Int(end.line), Int(end.column) + 1) }

        /// The earlier of two region ends, nil standing for "no end".
        static func earlier(_ a: (Int, Int)?, _ b: (Int, Int)?) -> (Int, Int)? {
            guard let a else { return b }
            guard let b else { return a }
            return a < b ? a : b
        }

        private func position(_ mark: Mark) -> (Int, Int) { (Int(mark.line), Int(mark.column)) }
    }
}

extension Node {
    /// Where a scalar's text is written and how many columns it spans on that line: past the
    /// opening quote of a quoted scalar (a single-quoted one writes each `'` twice), the first
    /// line of one that runs over several. Nil for collections.
    package func textSpan(path: String) -> (location: SourceLocation, length: Int)? {
        guard let scalar else { return nil }
        var column = Int(mark.column)
        // Most scalars are one line: count their scalars without splitting them.
        let firstLine = scalar.text.utf8.contains(0x0A) ? Substring(scalar.text.prefix { $0 != "\n" }) : Substring(scalar.text)
        var length = firstLine.unicodeScalars.count
        switch scalar.style {
        case .plain: break
        case .doubleQuoted: column += 1
        case .singleQuoted:
            column += 1
            length += firstLine.unicodeScalars.filter { $0 == "'" }.count
        case .literal, .folded: length = 1  // the block indicator; the text starts on the next line
        }
        return (SourceLocation(path: path, line: Int(mark.line), column: column), max(1, length))
    }
}
