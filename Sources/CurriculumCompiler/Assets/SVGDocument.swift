import Foundation

/// What the asset rules need from an SVG (W3C SVG 1.1/2): its size, and whether it is a plain
/// drawing. Read by a strict tokenizer (`XMLTokenizer`) that never expands an entity or reads a
/// DTD, then judged against an allowlist (`SVGAllowlist`, and `SVGStyleCheck` for its CSS):
/// anything but static drawing elements and attributes, with every reference `#…` inside the
/// file, is a problem where it is written. A hostile file is only ever read as bytes, once.
package struct SVGDocument: Sendable {
    /// `width` and `height` of the root element, in user units, when both are plain numbers (or px).
    package var width: Double?
    package var height: Double?
    /// The root's `viewBox` width and height.
    package var viewBox: (width: Double, height: Double)?
    /// What keeps it from being a plain drawing, each where it was written (1-based), in the
    /// file's order: scripts, links, references out of the file, DTDs, broken markup.
    package var problems: [Problem] = []
    /// The root element is `<svg>`.
    package var hasSVGRoot = false

    package struct Problem: Sendable, Equatable {
        package var line: Int
        package var column: Int
        package var message: String
    }

    /// The size the picture declares: `width` and `height`, else its viewBox's.
    package var declaredSize: (width: Double, height: Double)? {
        if let width, let height { return (width, height) }
        return viewBox
    }

    /// Whether bytes are an SVG document: XML whose first element is `<svg>` (in any case, with
    /// any prefix, so a file that only pretends is still judged as one), after an optional byte
    /// order mark, XML declaration, comments and DOCTYPE.
    package static func looksLikeSVG(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            var tokens = XMLTokenizer(buffer)
            while let token = tokens.next() {
                guard case .start(let tag) = token else { continue }
                let local = tag.name.split(separator: ":").last.map(String.init) ?? tag.name
                return SVGStyleCheck.asciiLowercased(local) == "svg"
            }
            return false
        }
    }

    package static func parse(_ text: String) -> SVGDocument { parse(bytes: Array(text.utf8)) }

    package static func parse(bytes: [UInt8]) -> SVGDocument {
        bytes.withUnsafeBufferPointer { parse(buffer: $0) }
    }

    private static func parse(buffer bytes: UnsafeBufferPointer<UInt8>) -> SVGDocument {
        var doc = SVGDocument()
        var tokens = XMLTokenizer(bytes)
        for problem in XMLTokenizer.encodingProblems(bytes) { tokens.report(problem.offset, problem.message) }
        var depth = 0, sawRoot = false
        // A <style>'s text, gathered to its end: CSS reads all of it as one, so `u` in one piece
        // and `rl(` after a comment or in a CDATA section are `url(`.
        var style: (depth: Int, text: XMLText)?
        while let token = tokens.next() {
            switch token {
            case .start(let tag):
                depth += 1
                if !sawRoot {
                    sawRoot = true
                    doc.hasSVGRoot = tag.name == "svg"
                    doc.readSize(tag)
                }
                if style != nil {
                    tokens.report(tag.offset, "an element inside <style>, which holds only CSS")
                }
                // A refused element's attributes go with it: one finding, not one for each.
                if let problem = SVGAllowlist.problem(element: tag.name) {
                    tokens.report(tag.offset, problem)
                    continue
                }
                for attribute in tag.attributes {
                    if let problem = SVGAllowlist.problem(attribute: attribute.name, value: attribute.value, on: tag.name) {
                        tokens.report(attribute.offset, problem)
                    } else if SVGAllowlist.isStyled(attribute.name) {
                        check(attribute.value, into: &tokens)
                    }
                }
                if tag.name == "style", style == nil { style = (depth, XMLText()) }
            case .text(let text):
                style?.text.append(text)
            case .end:
                if let open = style, open.depth == depth {
                    check(open.text, into: &tokens)
                    style = nil
                }
                depth -= 1
            }
        }
        let positions = XMLTokenizer.positions(of: tokens.problems.map(\.offset), in: bytes)
        doc.problems = tokens.problems.enumerated()
            .sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
            .map { _, problem in
                let at = positions[problem.offset] ?? (1, 1)
                return Problem(line: at.line, column: at.column, message: problem.message)
            }
        return doc
    }

    /// CSS problems in `text`, each at the file's byte where it starts.
    private static func check(_ text: XMLText, into tokens: inout XMLTokenizer) {
        for problem in SVGStyleCheck.problems(in: text) {
            tokens.report(text.sourceOffset(of: problem.index), problem.message)
        }
    }

    private mutating func readSize(_ root: XMLTokenizer.Tag) {
        for attribute in root.attributes {
            let value = attribute.value.string
            switch attribute.name {
            case "width": width = Self.userUnits(value)
            case "height": height = Self.userUnits(value)
            case "viewBox":
                let parts = value.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
                if parts.count == 4, parts[2] > 0, parts[3] > 0, parts[2].isFinite, parts[3].isFinite { viewBox = (parts[2], parts[3]) }
            default: break
            }
        }
    }

    /// A length in user units: a number, or a number of px; other units (%, em, cm) say nothing.
    static func userUnits(_ text: String) -> Double? {
        let t = text.trimmingCharacters(in: .whitespaces)
        let number = t.hasSuffix("px") ? String(t.dropLast(2)) : t
        guard let value = Double(number), value > 0, value.isFinite else { return nil }
        return value
    }
}
