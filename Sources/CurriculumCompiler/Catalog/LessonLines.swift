import CurriculumSyntax

/// Which item of a lesson a line of its file is in (review records and the preview's findings): from the line of an item's `- id:` up to the
/// next item's, the last item ending where the lesson's next top-level key begins. Every other
/// line is the lesson's own (its id, skill, title, rubric).
package struct LessonLines {
    private let starts: [(item: Item, line: Int)]
    private let itemsEnd: Int

    package init(_ lesson: Lesson, source: SourceFile?) {
        // A template's variants all start on its line: the line is its first variant's.
        var seen = Set<Int>()
        starts = lesson.items.map { ($0, Int($0.node.mark.line)) }.filter { seen.insert($0.1).inserted }.sorted { $0.line < $1.line }
        itemsEnd = starts.last.flatMap { last in source.flatMap { Self.topLevelKey(in: $0, after: last.line) } } ?? .max
    }

    /// The item `line` is in; nil for the lesson's own lines.
    package func item(at line: Int) -> Item? {
        guard line < itemsEnd, let first = starts.first, line >= first.line else { return nil }
        return starts.last { $0.line <= line }?.item
    }

    /// The line of the first top-level key (text in column 1) after `line`, if any.
    static func topLevelKey(in source: SourceFile, after line: Int) -> Int? {
        var number = 1
        var atLineStart = true
        for byte in source.bytes {
            if atLineStart, number > line, byte != UInt8(ascii: " "), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r"),
                byte != UInt8(ascii: "#"), byte != UInt8(ascii: "-"), byte != UInt8(ascii: "\t") {
                return number
            }
            atLineStart = byte == UInt8(ascii: "\n")
            if atLineStart { number += 1 }
        }
        return nil
    }
}
