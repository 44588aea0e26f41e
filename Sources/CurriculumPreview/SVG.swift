import CurriculumCompiler
import CurriculumSyntax
import Foundation

/// A small SVG writer for the preview's drawings: shapes in a fixed coordinate space that scales
/// to its container. Every attribute value and text is escaped here, so a drawing can put author
/// text (an object's name, a tile) straight into it.
///
/// Shapes carry a `class` naming what they stand for (`cell filled`, `hand hour`, `coin dime`):
/// the style sheet colours them, and tests count them against the item's fields.
package struct SVG: Sendable {
    package let width: Double
    package let height: Double
    private var body = ""

    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The finished drawing. `label` is its text alternative: the element is an image to assistive
    /// technology, named by a `<title>`, and its parts are not read one by one.
    package func render(label: String) -> String {
        // A description quoting huge fields is cut: a text alternative is read, not searched.
        let label = BoundedText.middle(label, limit: 1000)
        // Scaled down to fit a narrow card, never up: a small clock stays clock-sized.
        return "<svg class=\"scene\" viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" style=\"max-width: \(Self.number(width))px\" role=\"img\" aria-label=\"\(escapeHTML(label))\">"
            + "<title>\(escapeHTML(label))</title>" + body + "</svg>"
    }

    /// The drawing as decoration beside words that already say what it shows (a shape drawn
    /// above its name): hidden from assistive technology, so the name is not read twice.
    package func renderDecoration(class name: String) -> String {
        "<svg class=\"\(escapeHTML(name))\" viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" aria-hidden=\"true\" focusable=\"false\">" + body + "</svg>"
    }

    package mutating func rect(x: Double, y: Double, width: Double, height: Double, radius: Double = 0, class name: String, data: [(String, String)] = []) {
        element("rect", [("x", Self.number(x)), ("y", Self.number(y)), ("width", Self.number(width)), ("height", Self.number(height))]
            + (radius > 0 ? [("rx", Self.number(radius))] : []), name, data)
    }

    package mutating func circle(cx: Double, cy: Double, r: Double, class name: String, data: [(String, String)] = []) {
        element("circle", [("cx", Self.number(cx)), ("cy", Self.number(cy)), ("r", Self.number(r))], name, data)
    }

    package mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, class name: String, data: [(String, String)] = []) {
        element("line", [("x1", Self.number(x1)), ("y1", Self.number(y1)), ("x2", Self.number(x2)), ("y2", Self.number(y2))], name, data)
    }

    /// A path from SVG path data (`M 0 0 L 10 10 Z`), built by the caller from numbers.
    package mutating func path(_ d: String, class name: String, data: [(String, String)] = []) {
        element("path", [("d", d)], name, data)
    }

    package mutating func polygon(_ points: [(Double, Double)], class name: String, data: [(String, String)] = []) {
        element("polygon", [("points", points.map { Self.number($0.0) + "," + Self.number($0.1) }.joined(separator: " "))], name, data)
    }

    /// Text centred on (x, y) unless `anchor` says otherwise (`start`, `end`).
    package mutating func text(_ string: String, x: Double, y: Double, size: Double = 16, anchor: String = "middle", class name: String = "label", data: [(String, String)] = []) {
        let attributes = [("x", Self.number(x)), ("y", Self.number(y)), ("font-size", Self.number(size)), ("text-anchor", anchor), ("dominant-baseline", "central")]
        body += "<text" + Self.attributes(attributes, name, data) + ">" + escapeHTML(string) + "</text>"
    }

    /// Opens a group (close it with `end()`), e.g. one coin with its letter.
    package mutating func group(class name: String, data: [(String, String)] = [], transform: String? = nil) {
        body += "<g" + Self.attributes(transform.map { [("transform", $0)] } ?? [], name, data) + ">"
    }

    package mutating func end() { body += "</g>" }

    private mutating func element(_ tag: String, _ attributes: [(String, String)], _ name: String, _ data: [(String, String)]) {
        body += "<" + tag + Self.attributes(attributes, name, data) + "/>"
    }

    private static func attributes(_ attributes: [(String, String)], _ name: String, _ data: [(String, String)]) -> String {
        var out = ""
        for (key, value) in attributes { out += " \(key)=\"\(escapeHTML(value))\"" }
        if !name.isEmpty { out += " class=\"\(escapeHTML(name))\"" }
        for (key, value) in data { out += " data-\(key)=\"\(escapeHTML(value))\"" }
        return out
    }

    /// Coordinates with at most two decimals and no trailing zeros, so the same drawing is the
    /// same bytes on every machine.
    package static func number(_ value: Double) -> String {
        // Beyond any drawing's size, and where Int() would trap: a broken field stays a number.
        guard value.isFinite else { return "0" }
        let clamped = min(max(value, -1e12), 1e12)
        let scaled = (clamped * 100).rounded() / 100
        if scaled == scaled.rounded() { return String(Int(scaled)) }
        var text = String(format: "%.2f", scaled)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
