import CurriculumSyntax
import Foundation

/// A strict XML 1.0 tokenizer for pictures, over the file's UTF-8 bytes: start tags with their
/// attributes, end tags and character data, each at its byte offset. It reads nothing but the
/// bytes and expands nothing: a document type declaration, a processing instruction other than
/// the leading `<?xml …?>`, an entity other than the five predefined ones, and broken markup are
/// each a problem where they are written, and the tokens after them stay usable so one lint
/// shows every problem. One pass without backtracking, so time and memory grow with the file's
/// length and no faster. Not `XMLReader` (the XLIFF reader): that stops at the first problem,
/// keeps no attribute positions and holds the file as scalars, four bytes each.
///
/// It reads through a buffer pointer, valid only inside the `withUnsafeBufferPointer` that made
/// it: an array's checked subscript is some twenty times slower in a debug build, where a
/// hostile 16 MB file must still be judged at once.
struct XMLTokenizer {
    enum Token {
        case start(Tag)
        /// Every start has its end, also for `<x/>` and for elements the file never closes.
        case end(name: String)
        case text(XMLText)
    }

    struct Tag {
        var name: String
        var offset: Int
        var attributes: [Attribute]
    }

    struct Attribute {
        var name: String
        var offset: Int
        var value: XMLText
    }

    struct Problem {
        var offset: Int
        var message: String
    }

    private struct OpenElement {
        var name: String
        var offset: Int
    }

    /// Elements nested deeper than this stop the reading: a viewer that draws them by recursion
    /// could run out of stack.
    static let maxDepth = 256
    /// A file with more problems than this is not read further; the first ones say enough.
    static let maxProblems = 100
    /// More elements than this is not a picture for a child but a file built to make its
    /// readers slow (a detailed illustration has a few thousand).
    static let maxElements = 50_000

    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var problems: [Problem] = []
    private var i = 0
    private var open: [OpenElement] = []
    /// End tags owed before the next token, the next one last.
    private var queuedEnds: [String] = []
    /// Elements read so far.
    private var elements = 0
    private var sawRoot = false
    private var finished = false
    /// Where a leading `<?xml …?>` may stand: the start, after a byte order mark.
    private let declarationOffset: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        declarationOffset = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        i = declarationOffset
    }

    /// Adds a problem, the tokenizer's own or one its reader found, to the one list. The
    /// message is made only when kept: past the limit a hostile file can raise millions.
    mutating func report(_ offset: Int, _ message: @autoclosure () -> String) {
        guard problems.count < Self.maxProblems else { return }
        problems.append(Problem(offset: offset, message: message()))
        if problems.count == Self.maxProblems {
            problems.append(Problem(offset: offset, message: "more than \(Self.maxProblems) problems; the rest of the file is not read: fix these and check again"))
            finished = true
            open = []
        }
    }

    mutating func next() -> Token? {
        while true {
            if let name = queuedEnds.popLast() { return .end(name: name) }
            if finished { return nil }
            guard i < bytes.count else {
                finish()
                continue
            }
            if bytes[i] == 0x3C {  // <
                if let token = markup() { return token }
            } else if open.isEmpty {
                outsideRoot()
            } else {
                return .text(characterData())
            }
        }
    }

    // MARK: - Markup

    private mutating func markup() -> Token? {
        // Told apart by the byte after '<', so an ordinary tag costs one look.
        let second = i + 1 < bytes.count ? bytes[i + 1] : 0
        if second == Byte.slash { return endTag() }
        if second == UInt8(ascii: "?") {
            processingInstruction()
            return nil
        }
        guard second == UInt8(ascii: "!") else { return startTag() }
        if has(Self.commentOpen) {
            let start = i
            guard let end = find(Self.commentClose, from: i + 4) else {
                report(start, "a comment never closed with '-->': the file is cut short or broken; export it again")
                i = bytes.count
                return nil
            }
            i = end + 3
            return nil
        }
        if has(Self.cdataOpen) { return cdata() }
        declaration()
        return nil
    }

    private mutating func cdata() -> Token? {
        let start = i
        let body = i + Self.cdataOpen.count
        let end = find(Self.cdataClose, from: body)
        if end == nil { report(start, "a CDATA section never closed with ']]>': the file is cut short or broken; export it again") }
        let stop = end ?? bytes.count
        i = end.map { $0 + 3 } ?? bytes.count
        guard !open.isEmpty else {
            report(start, "a CDATA section outside the <svg> element")
            return nil
        }
        var text = XMLText()
        text.append(run(body, stop), from: body)
        return .text(text)
    }

    /// `<!DOCTYPE …>` and any other `<!…>`: refused whole, never read, so none of its entities
    /// (internal, SYSTEM, nested "billion laughs") is defined, let alone expanded.
    private mutating func declaration() {
        let start = i
        let isDoctype = has(Self.doctypeOpen)
        report(start, isDoctype
            ? "a DOCTYPE: it can define entities that hide a script, read other files or grow without end, so it is never read; export as plain SVG, without a DOCTYPE"
            : "'<!' markup that is not a comment or CDATA section; export as plain SVG")
        // Skipped to its '>', past quoted text, comments and an internal subset in [ ].
        // An if-chain on a local copy: a `switch` on bytes calls a generic `~=` for each case
        // in a debug build, and a hostile DTD can be 16 MB.
        var brackets = 0
        let count = bytes.count
        var k = i + 2
        while k < count {
            let b = bytes[k]
            if b > 0x5D || (b > 0x27 && b < 0x3C) {
                // Letters, digits and most punctuation: nothing to do.
            } else if b == 0x22 || b == 0x27, let base = bytes.baseAddress {  // " '
                // A quoted value, where entities hide, skipped to its closing quote at once.
                guard let found = memchr(base + k + 1, Int32(b), count - k - 1) else { break }
                k = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            } else if b == 0x3C, has(Self.commentOpen, at: k) {  // <!--
                k = (find(Self.commentClose, from: k + 4) ?? count - 3) + 2
            } else if b == 0x5B {  // [
                brackets += 1
            } else if b == 0x5D {  // ]
                if brackets > 0 { brackets -= 1 }
            } else if b == 0x3E, brackets == 0 {  // >
                i = k + 1
                return
            }
            k += 1
        }
        i = count
    }

    private mutating func processingInstruction() {
        let start = i
        i += 2
        let target = name() ?? ""
        guard let end = find(Self.instructionClose, from: i) else {
            report(start, "'<?' never closed with '?>': the file is cut short or broken; export it again")
            i = bytes.count
            return
        }
        defer { i = end + 2 }
        guard target == "xml" else {
            let shown = target.isEmpty ? "<?…?>" : "<?\(BoundedText.middle(target, limit: 40)) …?>"
            report(start, "a processing instruction '\(shown)': it can make a viewer load a stylesheet or other file; a picture has none, so export as plain SVG")
            return
        }
        guard start == declarationOffset, !sawRoot else {
            report(start, "an XML declaration ('<?xml …?>') is allowed only at the very start of the file")
            return
        }
        // Only UTF-8 is read: another encoding (UTF-7 above all) would make a viewer read other
        // characters than were checked.
        let body = String(decoding: bytes[i..<end], as: UTF8.self)
        if let encoding = Self.pseudoAttribute("encoding", in: body), !["utf-8", "utf8"].contains(encoding.lowercased()) {
            report(start, "the XML declaration says the file is encoded as '\(BoundedText.middle(encoding, limit: 40))'; only UTF-8 is read, so export it as UTF-8")
        }
    }

    /// `encoding="UTF-8"` in an XML declaration's text.
    static func pseudoAttribute(_ name: String, in body: String) -> String? {
        guard let found = body.range(of: name) else { return nil }
        var rest = body[found.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard rest.first == "=" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
    }

    private mutating func endTag() -> Token? {
        let start = i
        i += 2
        guard let name = name() else {
            report(start, "'</' that starts no end tag: the markup is broken; export the picture again")
            return nil
        }
        skipSpace()
        if i < bytes.count, bytes[i] == Byte.gt {
            i += 1
        } else {
            report(i, "</\(Self.shown(name))> is not closed with '>': the markup is broken; export the picture again")
            skipPast(Byte.gt)
        }
        if open.last?.name == name {
            open.removeLast()
            return .end(name: name)
        }
        guard let index = open.lastIndex(where: { $0.name == name }) else {
            report(start, "</\(Self.shown(name))> closes no open element: the markup is broken; export the picture again")
            return nil
        }
        let inner = open[open.count - 1].name
        report(start, "</\(Self.shown(name))> closes <\(Self.shown(name))> while <\(Self.shown(inner))> inside it is still open: the markup is broken; export the picture again")
        queuedEnds = open[index...].map(\.name)
        open.removeSubrange(index...)
        return nil
    }

    private mutating func startTag() -> Token? {
        let start = i
        i += 1
        guard let name = name() else {
            report(start, "a '<' that starts no tag; write &lt; for a less-than sign")
            if open.isEmpty { skipPast(Byte.lt) }
            return nil
        }
        if open.isEmpty, sawRoot {
            report(start, "<\(Self.shown(name))> after the end of the <svg> element: a picture is one <svg> element")
        }
        sawRoot = true
        elements += 1
        guard elements <= Self.maxElements else {
            report(start, "more than \(Self.maxElements) elements, so the rest of the file is not read: a picture this complex would be slow to draw; simplify it")
            finished = true
            open = []
            return nil
        }
        var tag = Tag(name: name, offset: start, attributes: [])
        var seen: Set<String> = []
        var selfClosing = false
        while true {
            let spaced = skipSpace()
            guard i < bytes.count else {
                report(start, "<\(Self.shown(name))> is never closed with '>': the file is cut short; export it again")
                break
            }
            if bytes[i] == Byte.gt {
                i += 1
                break
            }
            if bytes[i] == Byte.slash, i + 1 < bytes.count, bytes[i + 1] == Byte.gt {
                i += 2
                selfClosing = true
                break
            }
            let attributeStart = i
            guard let attribute = self.name() else {
                report(i, "an unexpected character in <\(Self.shown(name))>: the markup is broken; export the picture again")
                skipPast(Byte.gt)
                break
            }
            if !spaced { report(attributeStart, "no space before '\(Self.shown(attribute))' in <\(Self.shown(name))>: the markup is broken; export the picture again") }
            skipSpace()
            guard i < bytes.count, bytes[i] == Byte.equals else {
                report(attributeStart, "'\(Self.shown(attribute))' in <\(Self.shown(name))> has no value; write \(Self.shown(attribute))=\"…\"")
                continue
            }
            i += 1
            skipSpace()
            let value: XMLText
            if i < bytes.count, bytes[i] == Byte.quote || bytes[i] == Byte.apostrophe {
                value = attributeValue(attribute)
            } else {
                report(i, "the value of '\(Self.shown(attribute))' must be in quotes")
                let from = i
                while i < bytes.count, !Byte.isSpace(bytes[i]), bytes[i] != Byte.gt { i += 1 }
                var text = XMLText()
                text.append(run(from, i), from: from)
                value = text
            }
            // XML refuses a repeated attribute, and viewers that do not disagree on which counts.
            // A tag has a few: looked for in them, and in a set once there are many.
            let repeated: Bool
            if tag.attributes.count < 16 {
                repeated = tag.attributes.contains { $0.name == attribute }
            } else {
                if seen.isEmpty { seen = Set(tag.attributes.map(\.name)) }
                repeated = !seen.insert(attribute).inserted
            }
            if repeated {
                report(attributeStart, "'\(Self.shown(attribute))' is written twice in <\(Self.shown(name))>; keep one")
            }
            tag.attributes.append(Attribute(name: attribute, offset: attributeStart, value: value))
        }
        if selfClosing {
            queuedEnds.append(name)
        } else {
            guard open.count < Self.maxDepth else {
                report(start, "elements nested more than \(Self.maxDepth) deep, so the rest of the file is not read: a viewer could run out of stack drawing it; export a flatter picture")
                finished = true
                open = []
                return nil
            }
            open.append(OpenElement(name: name, offset: start))
        }
        return .start(tag)
    }

    /// A quoted value from its opening quote: references replaced, and tab, line feed and
    /// carriage return read as spaces (XML 1.0, 3.3.3).
    private mutating func attributeValue(_ attribute: String) -> XMLText {
        let start = i
        let quote = bytes[i]
        i += 1
        var text = XMLText()
        var plain = i
        var sawLessThan = false
        let count = bytes.count
        while i < count {
            let b = bytes[i]
            if b == quote {
                text.append(run(plain, i), from: plain)
                i += 1
                return text
            } else if b == 0x26 {  // &
                text.append(run(plain, i), from: plain)
                reference(into: &text)
                plain = i
            } else if b == 0x09 || b == 0x0A || b == 0x0D {
                text.append(run(plain, i), from: plain)
                text.append(0x20, from: i)
                i += 1
                plain = i
            } else {
                if b == 0x3C, !sawLessThan {  // one finding a value says it
                    sawLessThan = true
                    report(i, "a '<' in the value of '\(Self.shown(attribute))'; write &lt;")
                }
                i += 1
            }
        }
        text.append(run(plain, i), from: plain)
        report(start, "the value of '\(Self.shown(attribute))' is never closed with its quote: the file is cut short or broken; export it again")
        return text
    }

    private mutating func characterData() -> XMLText {
        var text = XMLText()
        var plain = i
        let count = bytes.count
        while i < count {
            let b = bytes[i]
            if b == 0x3C { break }  // <
            if b == 0x26 {  // &
                text.append(run(plain, i), from: plain)
                reference(into: &text)
                plain = i
                continue
            }
            if b == 0x5D, has(Self.cdataClose) { report(i, "']]>' in text; write ]]&gt;") }
            i += 1
        }
        text.append(run(plain, i), from: plain)
        return text
    }

    /// Before the root element and after it: white space, comments, and nothing else.
    private mutating func outsideRoot() {
        if Byte.isSpace(bytes[i]) {
            i += 1
            return
        }
        let after = sawRoot
        report(i, after ? "text after the end of the <svg> element: a picture is one <svg> element" : "text before the <svg> element")
        while i < bytes.count, bytes[i] != Byte.lt { i += 1 }
    }

    /// `&lt;`, `&#38;`, `&#x26;`, at `&`: the character it stands for. Any other name is an
    /// entity, which this never expands: it stays as written, and is a problem.
    private mutating func reference(into text: inout XMLText) {
        let start = i
        let count = bytes.count
        var end = i + 1
        while end < count, end - start <= 32, Byte.isNameChar(bytes[end]) || bytes[end] == 0x23 { end += 1 }  // #
        guard end < count, bytes[end] == 0x3B, end > start + 1 else {  // ;
            report(start, "a '&' that starts no reference; write &amp; for an ampersand")
            text.append(run(start, start + 1), from: start)
            i = start + 1
            return
        }
        i = end + 1
        if let predefined = Self.predefined(run(start + 1, end)) {
            text.append(replacing: start, with: Unicode.Scalar(predefined))
            return
        }
        let name = String(decoding: run(start + 1, end), as: UTF8.self)
        guard bytes[start + 1] == 0x23 else {  // #
            report(start, "'&\(BoundedText.middle(name, limit: 40));' names an entity, which is never expanded: a picture may use only &lt; &gt; &amp; &quot; &apos; and numeric references such as &#38;; export as plain SVG")
            text.append(run(start, i), from: start)
            return
        }
        // By index, not by slices, which cost generic calls in a debug build.
        let hex = bytes[start + 2] == 0x78  // x
        var k = start + (hex ? 3 : 2)
        var value: UInt32 = 0
        var valid = k < end
        while valid, k < end {
            if let digit = Byte.digit(bytes[k], hex: hex), value <= 0x10FFFF {
                value = value * (hex ? 16 : 10) + digit
            } else {
                valid = false
            }
            k += 1
        }
        // XML 1.0's Char: no controls but tab, line feed and carriage return; no surrogates.
        let allowed = value == 0x9 || value == 0xA || value == 0xD || (value >= 0x20 && value <= 0xD7FF)
            || (value >= 0xE000 && value <= 0xFFFD) || (value >= 0x10000 && value <= 0x10FFFF)
        guard valid, allowed, let scalar = Unicode.Scalar(value) else {
            report(start, "'&\(BoundedText.middle(name, limit: 40));' is not a character XML allows")
            text.append(run(start, i), from: start)
            return
        }
        text.append(replacing: start, with: scalar)
    }

    private mutating func finish() {
        finished = true
        guard !open.isEmpty else { return }
        for element in open.reversed() {
            report(element.offset, "<\(Self.shown(element.name))> is never closed: the file is cut short or its markup broken; export it again")
        }
        queuedEnds = open.map(\.name)
        open = []
    }

    // MARK: - Bytes

    /// A name (XML 1.0, 2.3), or nil when none starts here; ASCII is judged, other scalars pass.
    private mutating func name() -> String? {
        guard i < bytes.count, Byte.isNameStart(bytes[i]) else { return nil }
        let start = i
        let count = bytes.count
        i += 1
        while i < count, Byte.isNameChar(bytes[i]) { i += 1 }
        return String(decoding: run(start, i), as: UTF8.self)
    }

    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = i
        while i < bytes.count, Byte.isSpace(bytes[i]) { i += 1 }
        return i > start
    }

    /// To just past the next `byte`, or the end.
    private mutating func skipPast(_ byte: UInt8) {
        let count = bytes.count
        while i < count, bytes[i] != byte { i += 1 }
        if i < count { i += 1 }
    }

    /// The file's bytes from `start` to `end`.
    private func run(_ start: Int, _ end: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    private func has(_ prefix: [UInt8]) -> Bool { has(prefix, at: i) }

    private func has(_ prefix: [UInt8], at start: Int) -> Bool {
        guard start + prefix.count <= bytes.count else { return false }
        for k in 0..<prefix.count where bytes[start + k] != prefix[k] { return false }
        return true
    }

    /// The offset of `needle` at or after `from`. Each byte is looked at once, through
    /// pointers: a hostile comment can be 16 MB of nearly-closing `-->`.
    private func find(_ needle: [UInt8], from: Int) -> Int? {
        guard let base = bytes.baseAddress, !needle.isEmpty else { return nil }
        return needle.withUnsafeBufferPointer { needle -> Int? in
            let n = needle.count
            let last = bytes.count - n
            var k = from
            while k <= last {
                var matched = 0
                while matched < n, base[k + matched] == needle[matched] { matched += 1 }
                if matched == n { return k }
                k += 1
            }
            return nil
        }
    }

    static let commentOpen = Array("<!--".utf8), commentClose = Array("-->".utf8)
    static let cdataOpen = Array("<![CDATA[".utf8), cdataClose = Array("]]>".utf8)
    static let doctypeOpen = Array("<!DOCTYPE".utf8), instructionClose = Array("?>".utf8)

    /// A name quoted in a message, cut short: a hostile one can be megabytes.
    static func shown(_ name: String) -> String { BoundedText.middle(name, limit: 60) }

    /// What `lt`, `gt`, `amp`, `quot` and `apos` stand for; compared byte by byte, since a
    /// hostile file can hold millions.
    static func predefined(_ name: UnsafeBufferPointer<UInt8>) -> UInt8? {
        switch name.count {
        case 2 where name[1] == 0x74:  // lt gt
            return name[0] == 0x6C ? 0x3C : name[0] == 0x67 ? 0x3E : nil
        case 3 where name[0] == 0x61 && name[1] == 0x6D && name[2] == 0x70:  // amp
            return 0x26
        case 4 where name[0] == 0x71 && name[1] == 0x75 && name[2] == 0x6F && name[3] == 0x74:  // quot
            return 0x22
        case 4 where name[0] == 0x61 && name[1] == 0x70 && name[2] == 0x6F && name[3] == 0x73:  // apos
            return 0x27
        default:
            return nil
        }
    }
}
