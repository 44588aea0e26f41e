import CurriculumCompiler
import CurriculumSyntax

/// Where a standards matrix writes each code and each heading's parts. A `Standard` keeps only
/// where its entry starts (Decode/StandardSetDecoding.swift), which is enough for a diagnostic
/// but not for an editor that must underline the code itself; the entry's few lines are read
/// back instead of keeping one more location per standard in every compile.
enum StandardEntryScan {
    struct Positions {
        var code: (location: SourceLocation, length: Int)?
        var parts: [(code: String, location: SourceLocation, length: Int)] = []
    }

    /// For each of `standards` (entries of the matrix in `source`), where its code and its
    /// parts are written, by position in the list.
    static func positions(of standards: [Standard], in source: SourceFile) -> [Positions] {
        // An entry runs from its first line to the line before the next entry (by position).
        let starts = standards.map(\.location.line).sorted()
        return standards.map { standard in
            let first = standard.location.line
            let next = starts.first { $0 > first }
            let last = next.map { $0 - 1 } ?? first + 40
            return scan(standard, lines: first...max(first, last), in: source)
        }
    }

    private static func scan(_ standard: Standard, lines: ClosedRange<Int>, in source: SourceFile) -> Positions {
        var out = Positions()
        var wanted = Set(standard.parts)
        var inParts = false
        var partsColumn = 0
        for number in lines {
            guard let text = source.line(number) else { break }
            let shape = YAMLLineShape(number: number, text: text)
            guard shape.isContent else { continue }
            let end = shape.endOfValue(from: shape.contentStart)
            // A later key at the level of `parts:` ends its list.
            if inParts, let key = shape.key, key.start <= partsColumn { inParts = false }
            if let key = shape.key, key.name == "parts" {
                inParts = true
                partsColumn = key.start
            }
            // A flow entry (`- {code: …, parts: […]}`) holds everything on one line.
            let flowParts = shape.scalars.count > shape.contentStart && shape.scalars[shape.contentStart] == "{"
            if out.code == nil, let at = tokens(in: shape, upTo: end).first(where: { $0.text == standard.code }) {
                out.code = (SourceLocation(path: source.path, line: number, column: at.start + 1), at.length)
            }
            guard inParts || flowParts else { continue }
            // In a flow entry only what follows the `parts` key is a part.
            var afterParts = !flowParts
            for token in tokens(in: shape, upTo: end) {
                if token.text == "parts" { afterParts = true }
                guard afterParts, wanted.contains(token.text) else { continue }
                wanted.remove(token.text)
                out.parts.append((token.text, SourceLocation(path: source.path, line: number, column: token.start + 1), token.length))
            }
        }
        return out
    }

    /// The runs of code characters (letters, digits, `.`, `-`) on a line before `end`, each
    /// with its 0-based start: a code is one whole run.
    private static func tokens(in shape: YAMLLineShape, upTo end: Int) -> [(text: String, start: Int, length: Int)] {
        var out: [(String, Int, Int)] = []
        var i = 0
        let s = shape.scalars
        while i < end {
            guard isCodeScalar(s[i]) else { i += 1; continue }
            let start = i
            while i < end, isCodeScalar(s[i]) { i += 1 }
            var stop = i
            // A code never ends in a dot: a sentence's full stop is not part of it.
            while stop > start, s[stop - 1] == "." { stop -= 1 }
            if stop > start { out.append((shape.text(start..<stop), start, stop - start)) }
        }
        return out
    }

    private static func isCodeScalar(_ c: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) || c == "." || c == "-"
    }
}
