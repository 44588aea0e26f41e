import CurriculumSyntax

/// A small XML 1.0 reader for XLIFF: elements, attributes, text, the five predefined entities
/// and character references, CDATA sections, comments and processing instructions, each element
/// and text located by line and column (columns in Unicode scalars, as every finding's). Not
/// Foundation's XMLParser, which needs libxml2 beside the binary. A document type declaration is
/// refused, so no entity can expand (no "billion laughs"); so is anything malformed, at the
/// first place it goes wrong.
package struct XMLElement: Sendable {
    package var name: String
    package var attributes: [(name: String, value: String)]
    package var children: [Child]
    package var line: Int
    package var column: Int

    package enum Child: Sendable {
        case element(XMLElement)
        case text(String)
    }

    package func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }

    /// The name without its namespace prefix: `xliff:target` → `target`.
    package var localName: String { name.split(separator: ":").last.map(String.init) ?? name }

    package var elements: [XMLElement] {
        children.compactMap { if case .element(let e) = $0 { e } else { nil } }
    }

    package func first(_ localName: String) -> XMLElement? { elements.first { $0.localName == localName } }

    /// Every text inside, in order (the text of child elements too).
    package var text: String {
        children.map { child in
            switch child {
            case .text(let t): t
            case .element(let e): e.text
            }
        }.joined()
    }
}

package enum XMLReader {
    package struct Failure: Error, Sendable, Equatable {
        package var message: String
        package var line: Int
        package var column: Int
    }

    /// Elements nested deeper than this are refused, so a hostile file cannot exhaust the stack.
    static let maxDepth = 256

    package static func parse(_ text: String) -> Result<XMLElement, Failure> {
        var cursor = Cursor(Array(text.unicodeScalars))
        do {
            return .success(try cursor.document())
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(message: "\(error)", line: cursor.line, column: cursor.column))
        }
    }

    struct Cursor {
        let s: [Unicode.Scalar]
        var i = 0
        var line = 1
        var column = 1

        init(_ s: [Unicode.Scalar]) { self.s = s }

        var atEnd: Bool { i >= s.count }
        var current: Unicode.Scalar? { i < s.count ? s[i] : nil }

        func fail(_ message: String) -> Failure { Failure(message: message, line: line, column: column) }

        mutating func advance(_ n: Int = 1) {
            for _ in 0..<n where i < s.count {
                if s[i] == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
                i += 1
            }
        }

        func looking(at text: String) -> Bool {
            var j = i
            for c in text.unicodeScalars {
                guard j < s.count, s[j] == c else { return false }
                j += 1
            }
            return true
        }

        mutating func skip(_ text: String) -> Bool {
            guard looking(at: text) else { return false }
            advance(text.unicodeScalars.count)
            return true
        }

        mutating func expect(_ text: String, _ what: String) throws {
            guard skip(text) else { throw fail("expected \(what)") }
        }

        mutating func skipSpace() {
            while let c = current, c == " " || c == "\n" || c == "\t" || c == "\r" { advance() }
        }

        /// Everything up to `end`, which is consumed.
        mutating func until(_ end: String, _ what: String) throws -> String {
            var out = String.UnicodeScalarView()
            while !atEnd {
                if skip(end) { return String(out) }
                if let c = current { out.append(c) }
                advance()
            }
            throw fail("\(what) is not closed with '\(end)'")
        }

        static func isNameStart(_ c: Unicode.Scalar) -> Bool {
            c == "_" || c == ":" || c.properties.isAlphabetic
        }

        static func isName(_ c: Unicode.Scalar) -> Bool {
            isNameStart(c) || c == "-" || c == "." || c.properties.numericType != nil
        }

        mutating func name() throws -> String {
            guard let c = current, Self.isNameStart(c) else { throw fail("expected a name") }
            var out = String.UnicodeScalarView()
            while let c = current, Self.isName(c) {
                out.append(c)
                advance()
            }
            return String(out)
        }

        /// Comments, processing instructions and white space between elements.
        mutating func misc() throws {
            while true {
                skipSpace()
                if skip("<!--") {
                    _ = try until("-->", "a comment")
                } else if looking(at: "<?") {
                    advance(2)
                    _ = try until("?>", "a processing instruction")
                } else if looking(at: "<!DOCTYPE") {
                    throw fail("a document type declaration is not allowed in XLIFF read here")
                } else {
                    return
                }
            }
        }

        mutating func document() throws -> XMLElement {
            if current == "\u{FEFF}" { advance() }
            try misc()
            guard current == "<" else { throw fail(atEnd ? "the file holds no XML element" : "expected '<' to start the root element") }
            let root = try element(depth: 0)
            try misc()
            guard atEnd else { throw fail("text after the root element") }
            return root
        }

        mutating func element(depth: Int) throws -> XMLElement {
            guard depth < XMLReader.maxDepth else { throw fail("elements are nested more than \(XMLReader.maxDepth) deep") }
            let (startLine, startColumn) = (line, column)
            try expect("<", "'<'")
            let name = try self.name()
            var element = XMLElement(name: name, attributes: [], children: [], line: startLine, column: startColumn)
            while true {
                let hadSpace = current.map { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" } ?? false
                skipSpace()
                if skip("/>") { return element }
                if skip(">") { break }
                guard hadSpace else { throw fail(atEnd ? "element <\(name)> is not closed" : "expected white space, '>' or '/>' in <\(name)>") }
                let attribute = try self.name()
                skipSpace()
                try expect("=", "'=' after attribute \(attribute)")
                skipSpace()
                guard let quote = current, quote == "\"" || quote == "'" else { throw fail("the value of \(attribute) must be quoted") }
                advance()
                var value = ""
                while current != quote {
                    guard let c = current else { throw fail("the value of \(attribute) is not closed") }
                    if c == "<" { throw fail("'<' is not allowed in the value of \(attribute); write &lt;") }
                    if c == "&" {
                        value += try reference()
                    } else {
                        // Attribute values normalise white space characters to spaces (XML 1.0, 3.3.3).
                        value.unicodeScalars.append(c == "\n" || c == "\t" || c == "\r" ? " " : c)
                        advance()
                    }
                }
                advance()
                if element.attributes.contains(where: { $0.name == attribute }) { throw fail("attribute \(attribute) is written twice") }
                element.attributes.append((attribute, value))
            }
            var text = ""
            func flush() {
                if !text.isEmpty { element.children.append(.text(text)) }
                text = ""
            }
            while true {
                guard let c = current else { throw fail("element <\(name)> opened at \(startLine):\(startColumn) is not closed") }
                if c == "<" {
                    let (tagLine, tagColumn) = (line, column)
                    if skip("</") {
                        let closing = try self.name()
                        guard closing == name else {
                            throw Failure(
                                message: "</\(closing)> closes <\(name)>, opened at \(startLine):\(startColumn)", line: tagLine, column: tagColumn)
                        }
                        skipSpace()
                        try expect(">", "'>'")
                        flush()
                        return element
                    } else if skip("<!--") {
                        _ = try until("-->", "a comment")
                    } else if skip("<![CDATA[") {
                        text += try until("]]>", "a CDATA section")
                    } else if looking(at: "<?") {
                        advance(2)
                        _ = try until("?>", "a processing instruction")
                    } else {
                        flush()
                        element.children.append(.element(try self.element(depth: depth + 1)))
                    }
                } else if c == "&" {
                    text += try reference()
                } else {
                    if c == "\r" {
                        // Line ends are normalised to \n (XML 1.0, 2.11).
                        advance()
                        if current == "\n" { advance() }
                        text += "\n"
                        continue
                    }
                    text.unicodeScalars.append(c)
                    advance()
                }
            }
        }

        /// `&lt;`, `&#38;`, `&#x26;`: the character it stands for.
        mutating func reference() throws -> String {
            let (startLine, startColumn) = (line, column)
            advance()
            var body = String.UnicodeScalarView()
            while let c = current, c != ";" {
                guard body.count < 12, c != "&", c != "<", c != " " else {
                    throw Failure(message: "'&' starts a reference that is not closed with ';'; write &amp; for '&'", line: startLine, column: startColumn)
                }
                body.append(c)
                advance()
            }
            guard current == ";" else {
                throw Failure(message: "'&' starts a reference that is not closed with ';'; write &amp; for '&'", line: startLine, column: startColumn)
            }
            advance()
            let name = String(body)
            switch name {
            case "lt": return "<"
            case "gt": return ">"
            case "amp": return "&"
            case "quot": return "\""
            case "apos": return "'"
            default: break
            }
            var value: UInt32?
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                value = UInt32(name.dropFirst(2), radix: 16)
            } else if name.hasPrefix("#") {
                value = UInt32(name.dropFirst(), radix: 10)
            } else {
                throw Failure(message: "unknown entity &\(name);; XML knows &lt; &gt; &amp; &quot; &apos; and character references", line: startLine, column: startColumn)
            }
            guard let value, let scalar = Unicode.Scalar(value), value == 0x9 || value == 0xA || value == 0xD || value >= 0x20 else {
                throw Failure(message: "&\(name); is not a character XML allows", line: startLine, column: startColumn)
            }
            return String(Character(scalar))
        }
    }
}
