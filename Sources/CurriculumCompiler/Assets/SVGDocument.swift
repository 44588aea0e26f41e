import Foundation

/// What the asset rules need from an SVG (W3C SVG 1.1/2): its size, and what would make the
/// app run or fetch something when it draws it. A small tag scanner rather than an XML parser:
/// it never resolves entities or loads anything, so a hostile file is only ever read as text.
public struct SVGDocument: Sendable {
    /// `width` and `height` of the root element, in user units, when both are plain numbers (or px).
    public var width: Double?
    public var height: Double?
    /// The root's `viewBox` width and height.
    public var viewBox: (width: Double, height: Double)?
    /// Scripts, event attributes and external references, each where it was written (1-based).
    public var problems: [Problem] = []
    /// The root element is `<svg>`.
    public var hasSVGRoot = false

    public struct Problem: Sendable, Equatable {
        public var line: Int
        public var column: Int
        public var message: String
    }

    /// The size the picture declares: `width` and `height`, else its viewBox's.
    public var declaredSize: (width: Double, height: Double)? {
        if let width, let height { return (width, height) }
        return viewBox
    }

    /// Whether bytes are an SVG document: UTF-8 text whose first element is `<svg`, after an
    /// optional XML declaration, comments and doctype.
    public static func looksLikeSVG(_ bytes: [UInt8]) -> Bool {
        guard let text = String(validating: bytes.prefix(4096), as: UTF8.self)
            ?? String(validating: bytes.prefix(4093), as: UTF8.self)  // a sequence cut at the end
        else { return false }
        return parse(text, stopAtRoot: true).hasSVGRoot
    }

    public static func parse(_ text: String) -> SVGDocument { parse(text, stopAtRoot: false) }

    private static func parse(_ text: String, stopAtRoot: Bool) -> SVGDocument {
        var doc = SVGDocument()
        let s = Array(text.unicodeScalars)
        var i = 0, line = 1, column = 1
        var sawRoot = false
        func advance(to end: Int) {
            while i < min(end, s.count) {
                if s[i] == "\n" { line += 1; column = 1 } else { column += 1 }
                i += 1
            }
        }
        func has(_ prefix: String, at start: Int) -> Bool {
            var k = start
            for c in prefix.unicodeScalars {
                guard k < s.count, s[k].properties.lowercaseMapping == String(c).lowercased() else { return false }
                k += 1
            }
            return true
        }
        func find(_ needle: String, from: Int) -> Int? {
            var k = from
            while k < s.count {
                if has(needle, at: k) { return k }
                k += 1
            }
            return nil
        }
        func problem(_ message: String, _ l: Int, _ c: Int) { doc.problems.append(Problem(line: l, column: c, message: message)) }
        // `url(…)` and `@import` in style text lead outside the file unless they point at `#…` or `data:`.
        func checkStyle(_ from: Int, _ to: Int, _ l0: Int, _ c0: Int) {
            var l = l0, c = c0, k = from
            while k < to {
                if has("url(", at: k) || has("@import", at: k) {
                    var v = k + (has("url(", at: k) ? 4 : 7)
                    while v < to, s[v] == " " || s[v] == "\"" || s[v] == "'" { v += 1 }
                    if !(has("#", at: v) || has("data:", at: v)) { problem("style loads something from outside the file", l, c) }
                }
                if s[k] == "\n" { l += 1; c = 1 } else { c += 1 }
                k += 1
            }
        }
        var inStyle = false
        while i < s.count {
            guard s[i] == "<" else {
                // Text: only a <style> element's text can fetch anything.
                let start = i, l = line, c = column
                var end = i
                while end < s.count, s[end] != "<" { end += 1 }
                if inStyle { checkStyle(start, end, l, c) }
                advance(to: end)
                continue
            }
            if has("<!--", at: i) { advance(to: (find("-->", from: i + 4) ?? s.count - 3) + 3); continue }
            if has("<![CDATA[", at: i) {
                let end = find("]]>", from: i) ?? s.count
                if inStyle { checkStyle(i, end, line, column) }
                advance(to: end + 3)
                continue
            }
            if has("<?", at: i) { advance(to: (find("?>", from: i) ?? s.count - 2) + 2); continue }
            if has("<!", at: i) {
                // A doctype may declare entities that read other files.
                let end = (find(">", from: i) ?? s.count - 1) + 1
                let body = String(String.UnicodeScalarView(s[i..<min(end, s.count)])).uppercased()
                if body.contains("SYSTEM") || body.contains("PUBLIC") && body.contains("ENTITY") {
                    problem("a declaration that reads an external file (SYSTEM or PUBLIC entity)", line, column)
                }
                if body.contains("[") { advance(to: (find("]>", from: i) ?? s.count - 2) + 2) } else { advance(to: end) }
                continue
            }
            let tagLine = line, tagColumn = column
            let closing = i + 1 < s.count && s[i + 1] == "/"
            var k = i + (closing ? 2 : 1)
            var name = ""
            while k < s.count, !s[k].properties.isWhitespace, s[k] != ">", s[k] != "/" { name.unicodeScalars.append(s[k]); k += 1 }
            let local = (name.split(separator: ":").last.map(String.init) ?? name).lowercased()
            if closing {
                if local == "style" { inStyle = false }
                advance(to: (find(">", from: k) ?? s.count - 1) + 1)
                continue
            }
            var isRootTag = false
            if !sawRoot {
                sawRoot = true
                isRootTag = true
                doc.hasSVGRoot = local == "svg"
                if stopAtRoot { return doc }
            }
            if local == "script" { problem("a <script> element: the app must never run code from a picture", tagLine, tagColumn) }
            if local == "foreignobject" { problem("a <foreignObject> element, which embeds HTML", tagLine, tagColumn) }
            advance(to: k)
            // Attributes up to the tag's end.
            var selfClosing = false
            while i < s.count {
                while i < s.count, s[i].properties.isWhitespace { advance(to: i + 1) }
                guard i < s.count else { break }
                if s[i] == ">" { advance(to: i + 1); break }
                if s[i] == "/" { selfClosing = true; advance(to: i + 1); continue }
                let aLine = line, aColumn = column
                var attribute = ""
                while i < s.count, !s[i].properties.isWhitespace, s[i] != "=", s[i] != ">", s[i] != "/" {
                    attribute.unicodeScalars.append(s[i])
                    advance(to: i + 1)
                }
                while i < s.count, s[i].properties.isWhitespace { advance(to: i + 1) }
                var value = ""
                var valueLine = line, valueColumn = column, valueStart = i
                if i < s.count, s[i] == "=" {
                    advance(to: i + 1)
                    while i < s.count, s[i].properties.isWhitespace { advance(to: i + 1) }
                    if i < s.count, s[i] == "\"" || s[i] == "'" {
                        let quote = s[i]
                        advance(to: i + 1)
                        valueLine = line; valueColumn = column; valueStart = i
                        var end = i
                        while end < s.count, s[end] != quote { end += 1 }
                        value = String(String.UnicodeScalarView(s[i..<end]))
                        advance(to: end + 1)
                    } else {
                        valueLine = line; valueColumn = column; valueStart = i
                        while i < s.count, !s[i].properties.isWhitespace, s[i] != ">" { value.unicodeScalars.append(s[i]); advance(to: i + 1) }
                    }
                }
                if attribute.isEmpty { advance(to: i + 1); continue }
                let attr = (attribute.split(separator: ":").last.map(String.init) ?? attribute).lowercased()
                if attr.hasPrefix("on") {
                    problem("an event attribute '\(attribute)': the app must never run code from a picture", aLine, aColumn)
                }
                if attr == "href" || attr == "src" {
                    let target = value.trimmingCharacters(in: .whitespaces).lowercased()
                    if !(target.hasPrefix("#") || target.hasPrefix("data:")) {
                        problem("'\(attribute)' refers to '\(value)' outside the file; only '#…' and 'data:' references are safe", aLine, aColumn)
                    }
                }
                if attr == "style" { checkStyle(valueStart, valueStart + value.unicodeScalars.count, valueLine, valueColumn) }
                if isRootTag && local == "svg" {
                    switch attr {
                    case "width": doc.width = userUnits(value)
                    case "height": doc.height = userUnits(value)
                    case "viewbox":
                        let parts = value.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
                        if parts.count == 4, parts[2] > 0, parts[3] > 0 { doc.viewBox = (parts[2], parts[3]) }
                    default: break
                    }
                }
            }
            if local == "style" && !selfClosing { inStyle = true }
        }
        return doc
    }

    /// A length in user units: a number, or a number of px; other units (%, em, cm) say nothing.
    static func userUnits(_ text: String) -> Double? {
        let t = text.trimmingCharacters(in: .whitespaces)
        let number = t.hasSuffix("px") ? String(t.dropLast(2)) : t
        guard let value = Double(number), value > 0, value.isFinite else { return nil }
        return value
    }
}
