import CYAML

/// Builds a located `Node` tree from libyaml's event stream, turning every way a file can be
/// malformed into a diagnostic instead of a crash, a hang or a silent surprise.
package struct YAMLLoader: Sendable {
    package var limits: LoadLimits
    /// JSON input: strict RFC 8259 JSON (no comments, unquoted text, anchors or trailing
    /// commas), and numbers never stand in for strings.
    package var json: Bool
    /// JSON that `JSONTreeBuilder` can prove libyaml reads the same way is read by it, in one
    /// pass; off only to compare the two in tests.
    var readsJSONDirectly = true

    package init(limits: LoadLimits = LoadLimits(), json: Bool = false) {
        self.limits = limits
        self.json = json
    }

    /// The document's root, or nil when nothing usable could be read; and what was wrong.
    package func load(_ source: SourceFile) -> (root: Node?, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        guard source.bytes.count <= limits.maxFileBytes else {
            diagnostics.append(InputFile.diagnostic(.tooLarge(size: source.bytes.count, limit: limits.maxFileBytes), at: source.path))
            return (nil, diagnostics)
        }
        guard EncodingCheck.run(source, into: &diagnostics) else { return (nil, diagnostics) }
        if json, readsJSONDirectly, let root = JSONTreeBuilder.build(source, maxDepth: limits.maxDepth) { return (root, diagnostics) }
        var builder = TreeBuilder(source: source, limits: limits, json: json)
        let root = builder.parse()
        diagnostics += builder.diagnostics
        // libyaml reads YAML, which JSON is only a part of: what it accepted must still be JSON.
        if json, root != nil, !diagnostics.contains(where: { $0.severity == .error }),
            let violation = StrictJSON.firstViolation(source.bytes)
        {
            diagnostics.append(SyntaxCheck.syntax.diagnostic(at: source.location(ofByte: violation.offset), "not JSON: " + violation.message))
            return (nil, diagnostics)
        }
        return (root, diagnostics)
    }
}

/// Checks the bytes before libyaml sees them, so that encoding problems get exact positions
/// and names a person recognises.
enum EncodingCheck {
    /// Returns false when the file cannot be parsed at all.
    static func run(_ source: SourceFile, into diagnostics: inout [Diagnostic]) -> Bool {
        let bytes = source.bytes
        let blank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        if bytes.allSatisfy(blank) {
            diagnostics.append(SyntaxCheck.empty.diagnostic(at: .file(source.path), "file is empty"))
            return false
        }
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF, bytes.dropFirst(3).allSatisfy(blank) {
            diagnostics.append(SyntaxCheck.empty.diagnostic(at: .file(source.path), "file is empty apart from a byte order mark"))
            return false
        }
        if let wide = wideEncoding(bytes) {
            diagnostics.append(SyntaxCheck.encoding.diagnostic(
                at: .file(source.path), "file is \(wide); save it as UTF-8",
                notes: [.init("curriculum reads UTF-8 only, so every tool and diff sees the same characters")]))
            return false
        }
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            diagnostics.append(SyntaxCheck.byteOrderMark.diagnostic(
                at: .file(source.path), "file starts with a byte order mark",
                fixIts: [.init(at: .file(source.path), length: 1, replacement: "")]))
        }
        if let bad = firstInvalidUTF8(bytes) {
            let what = bytes[bad] == 0 ? "a NUL byte" : String(format: "the byte 0x%02X, which is not valid UTF-8", bytes[bad])
            diagnostics.append(SyntaxCheck.encoding.diagnostic(
                at: source.location(ofByte: bad), "file contains \(what)",
                notes: [.init("save the file as UTF-8 text; binary files do not belong in the curriculum")]))
            return false
        }
        // A byte order mark inside the text is an invisible character in a prompt or an id.
        if let inner = firstInnerByteOrderMark(bytes) {
            diagnostics.append(SyntaxCheck.byteOrderMark.diagnostic(
                at: source.location(ofByte: inner), "file has an invisible byte order mark inside its text",
                fixIts: [.init(at: source.location(ofByte: inner), length: 1, replacement: "")]))
        }
        diagnostics += BidiControls.findings(in: source)
        if let cr = ByteScan.first(0x0D, in: bytes), cr + 1 < bytes.count, bytes[cr + 1] == 0x0A {
            diagnostics.append(SyntaxCheck.lineEndings.diagnostic(
                at: source.location(ofByte: cr), "file uses Windows (CRLF) line endings",
                notes: [.init("save with LF line endings so diffs stay clean; the file is still read")]))
        }
        return true
    }

    /// "UTF-16" or "UTF-32" when the bytes are one of those, by byte order mark or by the NUL
    /// bytes that ASCII text in a wide encoding has.
    static func wideEncoding(_ bytes: [UInt8]) -> String? {
        if bytes.count >= 4, (bytes[0...3] == [0xFF, 0xFE, 0, 0] || bytes[0...3] == [0, 0, 0xFE, 0xFF]) { return "UTF-32" }
        if bytes.count >= 2, (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE) { return "UTF-16" }
        guard bytes.count >= 8 else { return nil }
        let sample = bytes.prefix(64)
        let zeros = sample.filter { $0 == 0 }.count
        if zeros * 4 >= sample.count * 3 - 4 { return "UTF-32" }
        if zeros * 2 >= sample.count - 2 { return "UTF-16" }
        return nil
    }

    /// A byte order mark after the start of the file, which no editor shows.
    static func firstInnerByteOrderMark(_ bytes: [UInt8]) -> Int? {
        var i = 3
        while let lead = ByteScan.first(0xEF, in: bytes, from: i), lead + 2 < bytes.count {
            if bytes[lead + 1] == 0xBB, bytes[lead + 2] == 0xBF { return lead }
            i = lead + 1
        }
        return nil
    }

    /// The offset of the first byte that breaks UTF-8, or of a NUL byte.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b == 0 { return i }
            if b < 0x80 {
                i = ByteScan.firstNonASCIIOrNUL(in: bytes, from: i + 1)
                continue
            }
            let need: Int
            var minScalar: UInt32
            var scalar: UInt32
            switch b {
            case 0xC2...0xDF: need = 1; scalar = UInt32(b & 0x1F); minScalar = 0x80
            case 0xE0...0xEF: need = 2; scalar = UInt32(b & 0x0F); minScalar = 0x800
            case 0xF0...0xF4: need = 3; scalar = UInt32(b & 0x07); minScalar = 0x10000
            default: return i
            }
            guard i + need < n else { return i }
            for k in 1...need {
                let c = bytes[i + k]
                guard c & 0xC0 == 0x80 else { return i }
                scalar = scalar << 6 | UInt32(c & 0x3F)
            }
            if scalar < minScalar || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return i }
            i += need + 1
        }
        return nil
    }
}

/// Turns libyaml events into nodes with an explicit stack, so that deep nesting costs heap,
/// not call stack.
struct TreeBuilder {
    let source: SourceFile
    let limits: LoadLimits
    let json: Bool
    var diagnostics: [Diagnostic] = []

    /// A collection being read. Frames are mutated in place on the stack, so appending to a
    /// collection never copies it (a frame popped and pushed back would share, then copy, its
    /// array on every append — quadratic in the collection's length).
    private struct Frame {
        var isMapping: Bool
        var mark: Mark
        var anchor: String?
        var items: [Node] = []
        var pairs: [Node.Pair] = []
        var pendingKey: Node?
        /// False when the pending key was rejected, so its value is dropped.
        var keepPending = true
        var size = 1
        /// How many levels of collections its finished children hold at most.
        var height = 0
        /// Keys seen so far, built only for unusually large mappings where a scan would be quadratic.
        var keyIndex: [String: Mark]?
    }

    private var stack: [Frame] = []
    private var anchors: [String: (node: Node, size: Int, height: Int)] = [:]
    private var openAnchors: Set<String> = []
    private var aliasExpansion = 0
    private var reportedAliasLimit = false
    /// Depth of a subtree being skipped because it is nested past the limit.
    private var skipDepth = 0
    private var skipMark = Mark(line: 1, column: 1)
    /// The YAML-NESTING finding of the subtree being skipped, to amend if the file is refused.
    private var skipDiagnostic = 0
    /// Nesting went on so far past the limit that the rest of the file is not read.
    private var refused = false
    /// What libyaml read last, for explaining where it stopped.
    private var lastEvent: LastEvent?

    /// libyaml skips a leading byte order mark without counting it as a column; every other
    /// column in this tool counts it (it is line 1's first Unicode scalar), so line 1's marks
    /// move one column right, where carets and fix-its expect them.
    private let lineOneShift: Int

    init(source: SourceFile, limits: LoadLimits, json: Bool) {
        self.source = source
        self.limits = limits
        self.json = json
        self.lineOneShift = source.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 1 : 0
    }

    mutating func parse() -> Node? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            diagnostics.append(SyntaxCheck.syntax.diagnostic(at: .file(source.path), "could not start the YAML parser"))
            return nil
        }
        defer { yaml_parser_delete(&parser) }
        var root: Node?
        var documents = 0
        let input = json ? JSONEscapes.rewritingSurrogates(source.bytes) ?? source.bytes : source.bytes
        let ok: Bool = input.withUnsafeBufferPointer { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            yaml_parser_set_input_string(&parser, base, buffer.count)
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    reportParserError(parser)
                    return false
                }
                defer { yaml_event_delete(&event) }
                lastEvent = summary(of: event)
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return true
                case YAML_DOCUMENT_START_EVENT:
                    documents += 1
                    if documents > 1 {
                        diagnostics.append(SyntaxCheck.multipleDocuments.diagnostic(
                            at: source.location(mark(event.start_mark)),
                            "file holds more than one YAML document",
                            notes: [.init("only the first document is read; put each document in its own file")]))
                        return true
                    }
                case YAML_DOCUMENT_END_EVENT, YAML_STREAM_START_EVENT, YAML_NO_EVENT:
                    break
                default:
                    if let node = handle(&event) { root = node }
                    if refused { return false }
                }
            }
        }
        guard ok else { return nil }
        if documents == 0 {
            diagnostics.append(SyntaxCheck.empty.diagnostic(at: .file(source.path), "file has no content, only comments"))
            return nil
        }
        // In JSON `null` is a document like any other; in a YAML curriculum file it means nothing was written.
        if let r = root, r.isNull, !json {
            diagnostics.append(SyntaxCheck.empty.diagnostic(at: source.location(r.mark), "document is empty"))
            return nil
        }
        return root
    }

    private func mark(_ m: yaml_mark_t) -> Mark {
        Mark(line: Int(m.line) + 1, column: Int(m.column) + 1 + (m.line == 0 ? lineOneShift : 0))
    }

    private func summary(of event: yaml_event_t) -> LastEvent {
        let kind: LastEvent.Kind
        switch event.type {
        case YAML_SCALAR_EVENT:
            switch event.data.scalar.style {
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: kind = .quotedScalar("\"")
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: kind = .quotedScalar("'")
            default: kind = .plainScalar
            }
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT: kind = .collectionEnd
        default: kind = .other
        }
        return LastEvent(kind: kind, start: mark(event.start_mark), end: mark(event.end_mark))
    }

    /// Handles one content event; returns the root node when the document's top node completes.
    private mutating func handle(_ event: inout yaml_event_t) -> Node? {
        let at = mark(event.start_mark)
        if skipDepth > 0 {
            switch event.type {
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                skipDepth += 1
                // libyaml's scanner checks every open flow bracket on each token, so brackets
                // nested ever deeper cost time quadratic in their number (a 2 MB file would
                // take hours): stop reading well before that costs anything.
                if stack.count + skipDepth > limits.refusedDepth {
                    refused = true
                    diagnostics[skipDiagnostic].notes = [
                        .init("it goes on past \(limits.refusedDepth) levels, so the rest of the file is not read; curriculum files need only a few levels")
                    ]
                }
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                skipDepth -= 1
                if skipDepth == 0 { return complete(Node(.scalar(nullScalar), at: skipMark), size: 1, height: 0, anchor: nil) }
            default: break
            }
            return nil
        }
        switch event.type {
        case YAML_SCALAR_EVENT:
            let s = event.data.scalar
            let text = String(decoding: UnsafeBufferPointer(start: s.value, count: s.length), as: UTF8.self)
            let anchor = s.anchor.map { String(cString: $0) }
            let tag = s.tag.map { String(cString: $0) }
            var scalar = makeScalar(text: text, style: s.style, tag: tag, at: at)
            // Only libyaml knows where the token ends; block scalars span their indicator.
            let end = mark(event.end_mark)
            if scalar.style != .literal && scalar.style != .folded {
                scalar.writtenColumns = Node.writtenColumns(from: at, to: end, in: source)
                scalar.linesAfterFirst = Int(end.line - at.line)
            } else {
                scalar.linesAfterFirst = Node.blockScalarLastLine(before: end, in: source) - Int(at.line)
            }
            return complete(Node(.scalar(scalar), at: at), size: 1, height: 0, anchor: anchor)
        case YAML_ALIAS_EVENT:
            let name = event.data.alias.anchor.map { String(cString: $0) } ?? ""
            return alias(name, at: at)
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            if stack.count >= limits.maxDepth {
                diagnostics.append(SyntaxCheck.nesting.diagnostic(
                    at: source.location(at), "nesting is deeper than \(limits.maxDepth) levels",
                    notes: [.init("the deeper part is skipped; curriculum files need only a few levels")]))
                skipDiagnostic = diagnostics.count - 1
                skipDepth = 1
                skipMark = at
                return nil
            }
            let tag = event.type == YAML_SEQUENCE_START_EVENT
                ? event.data.sequence_start.tag.map { String(cString: $0) } : event.data.mapping_start.tag.map { String(cString: $0) }
            if let tag, tag != "tag:yaml.org,2002:seq", tag != "tag:yaml.org,2002:map" {
                diagnostics.append(SyntaxCheck.tag.diagnostic(
                    at: source.location(at), "unsupported tag \(tag) on a \(event.type == YAML_SEQUENCE_START_EVENT ? "list" : "mapping")",
                    notes: [.init("the tag is ignored and the \(event.type == YAML_SEQUENCE_START_EVENT ? "list" : "mapping") read as written")]))
            }
            if event.type == YAML_SEQUENCE_START_EVENT {
                let anchor = event.data.sequence_start.anchor.map { String(cString: $0) }
                if let a = anchor { openAnchors.insert(a) }
                stack.append(Frame(isMapping: false, mark: at, anchor: anchor))
            } else {
                let anchor = event.data.mapping_start.anchor.map { String(cString: $0) }
                if let a = anchor { openAnchors.insert(a) }
                stack.append(Frame(isMapping: true, mark: at, anchor: anchor))
            }
            return nil
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let frame = stack.popLast() else { return nil }
            if let a = frame.anchor { openAnchors.remove(a) }
            let value: Node.Value = frame.isMapping ? .mapping(frame.pairs.atExactCapacity) : .sequence(frame.items.atExactCapacity)
            return complete(Node(value, at: frame.mark), size: frame.size, height: frame.height + 1, anchor: frame.anchor)
        default:
            return nil
        }
    }

    private var nullScalar: Scalar { Scalar(text: "", style: .plain, resolved: .null, coercibleToString: false) }

    private mutating func alias(_ name: String, at: Mark) -> Node? {
        if openAnchors.contains(name) {
            diagnostics.append(SyntaxCheck.alias.diagnostic(
                at: source.location(at), "alias *\(name) refers to a node that contains it",
                notes: [.init("a node cannot include itself; the alias is read as null")]))
            return complete(Node(.scalar(nullScalar), at: at), size: 1, height: 0, anchor: nil)
        }
        guard let target = anchors[name] else {
            diagnostics.append(SyntaxCheck.alias.diagnostic(at: source.location(at), "alias *\(name) has no anchor &\(name) before it"))
            return complete(Node(.scalar(nullScalar), at: at), size: 1, height: 0, anchor: nil)
        }
        // An alias copies its anchor's whole depth in: aliases of aliases nest without any
        // start event to count.
        if stack.count + target.height > limits.maxDepth {
            diagnostics.append(SyntaxCheck.nesting.diagnostic(
                at: source.location(at), "alias *\(name) nests deeper than \(limits.maxDepth) levels",
                notes: [.init("&\(name) holds \(target.height) levels of lists and mappings; the alias is read as null")]))
            return complete(Node(.scalar(nullScalar), at: at), size: 1, height: 0, anchor: nil)
        }
        aliasExpansion += target.size
        if aliasExpansion > limits.maxAliasExpansion {
            if !reportedAliasLimit {
                reportedAliasLimit = true
                diagnostics.append(SyntaxCheck.alias.diagnostic(
                    at: source.location(at),
                    "aliases expand to more than \(limits.maxAliasExpansion) nodes",
                    notes: [.init("this looks like an alias bomb; aliases from here on are read as null")]))
            }
            return complete(Node(.scalar(nullScalar), at: at), size: 1, height: 0, anchor: nil)
        }
        // The copy itself is where the alias was written; what is inside it keeps the anchor's
        // positions, since that is where its content was written (and the copy shares storage).
        var copy = target.node
        copy.mark = at
        if case .scalar(var scalar) = copy.value, scalar.style != .literal, scalar.style != .folded {
            scalar.writtenColumns = 1 + name.unicodeScalars.count  // `*name`
            copy.value = .scalar(scalar)
        }
        return complete(copy, size: target.size, height: target.height, anchor: nil)
    }

    /// Attaches a finished node to its parent; returns it when it is the document's root.
    private mutating func complete(_ node: Node, size: Int, height: Int, anchor: String?) -> Node? {
        if let a = anchor { anchors[a] = (node, size, height) }
        guard !stack.isEmpty else { return node }
        let top = stack.count - 1
        stack[top].size += size
        stack[top].height = max(stack[top].height, height)
        if !stack[top].isMapping {
            stack[top].items.append(node)
        } else if let key = stack[top].pendingKey {
            if stack[top].keepPending { stack[top].pairs.append(Node.Pair(key: key, value: node)) }
            stack[top].pendingKey = nil
            stack[top].keepPending = true
        } else {
            stack[top].keepPending = acceptKey(node, frame: top)
            stack[top].pendingKey = node
        }
        return nil
    }

    /// Checks a mapping key; false means the pair is dropped (duplicate, merge or complex key).
    /// Mappings in curriculum files have a handful of keys, so a scan of the pairs so far beats
    /// hashing; past 16 keys an index takes over so huge mappings stay linear.
    private mutating func acceptKey(_ key: Node, frame: Int) -> Bool {
        guard case .scalar(let s) = key.value else {
            diagnostics.append(SyntaxCheck.complexKey.diagnostic(
                at: source.location(key.mark), "mapping key is \(key.typeName); keys must be plain text"))
            return false
        }
        if s.text == "<<" && s.style == .plain {
            diagnostics.append(SyntaxCheck.mergeKey.diagnostic(
                at: source.location(key.mark), length: 2, "merge keys (<<) are not part of YAML 1.2",
                notes: [.init("write the keys out in full; the merge is ignored")]))
            return false
        }
        var first: Mark?
        if stack[frame].keyIndex == nil && stack[frame].pairs.count >= 16 {
            var index: [String: Mark] = [:]
            for pair in stack[frame].pairs { if let t = pair.key.scalar?.text { index[t] = index[t] ?? pair.key.mark } }
            stack[frame].keyIndex = index
        }
        if stack[frame].keyIndex != nil {
            first = stack[frame].keyIndex?[s.text]
            if first == nil { stack[frame].keyIndex?[s.text] = key.mark }
        } else {
            first = stack[frame].pairs.first(where: { $0.key.scalar?.text == s.text })?.key.mark
        }
        if let first {
            diagnostics.append(SyntaxCheck.duplicateKey.diagnostic(
                at: source.location(key.mark), length: key.span,
                "duplicate key '\(s.text)'",
                notes: [.init("first defined here", at: source.location(first))]))
            return false
        }
        return true
    }

    private mutating func makeScalar(text: String, style: yaml_scalar_style_t, tag: String?, at: Mark) -> Scalar {
        let scalarStyle: Scalar.Style
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: scalarStyle = .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: scalarStyle = .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: scalarStyle = .literal
        case YAML_FOLDED_SCALAR_STYLE: scalarStyle = .folded
        default: scalarStyle = .plain
        }
        var resolved: Scalar.Resolved = .string
        if let tag, tag != "!" {
            switch tag {
            case "tag:yaml.org,2002:str": resolved = .string
            case "tag:yaml.org,2002:null": resolved = .null
            case "tag:yaml.org,2002:bool", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float":
                resolved = CoreSchema.resolve(plain: text)
                let fits: Bool
                switch (tag, resolved) {
                case ("tag:yaml.org,2002:bool", .bool), ("tag:yaml.org,2002:int", .int), ("tag:yaml.org,2002:int", .bigInt),
                    ("tag:yaml.org,2002:float", .float), ("tag:yaml.org,2002:float", .int):
                    fits = true
                default:
                    fits = false
                }
                if !fits {
                    diagnostics.append(SyntaxCheck.tag.diagnostic(
                        at: source.location(at), "'\(text)' is not a valid \(tag.split(separator: ":").last ?? "")",
                        notes: [.init("the value is read as written, without the tag")]))
                }
            default:
                diagnostics.append(SyntaxCheck.tag.diagnostic(
                    at: source.location(at), "unsupported tag \(tag)", notes: [.init("the value is read as a string")]))
            }
        } else if scalarStyle == .plain {
            resolved = CoreSchema.resolve(plain: text)
        }
        if case .bigInt = resolved {
            diagnostics.append(SyntaxCheck.numberRange.diagnostic(
                at: source.location(at), length: text.count,
                "integer \(text.count > 30 ? String(text.prefix(30)) + "…" : text) is too large",
                notes: [.init("integers must lie within ±\(Int.max)")]))
        }
        return Scalar(text: text, style: scalarStyle, resolved: resolved, coercibleToString: !json && scalarStyle == .plain)
    }

    private mutating func reportParserError(_ parser: yaml_parser_t) {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        if parser.error == YAML_READER_ERROR {
            let at = source.location(ofByte: Int(parser.problem_offset))
            if problem == "control characters are not allowed" {
                diagnostics.append(SyntaxCheck.encoding.diagnostic(
                    at: at, String(format: "this line holds the invisible control character U+%04X, which YAML does not allow; delete it", parser.problem_value),
                    notes: [.init("libyaml: \(problem)")],
                    fixIts: [.init(at: at, length: 1, replacement: "")]))
            } else {
                diagnostics.append(SyntaxCheck.encoding.diagnostic(at: at, lowercasedFirst(problem)))
            }
            return
        }
        let error = LibyamlError(
            problem: problem, problemMark: mark(parser.problem_mark),
            context: parser.context.map { String(cString: $0) }, contextMark: parser.context.map { _ in mark(parser.context_mark) })
        var explainer = SyntaxErrorExplainer(source: source, error: error, lastEvent: lastEvent, json: json)
        diagnostics.append(explainer.diagnostic())
    }

    private func lowercasedFirst(_ s: String) -> String {
        guard let f = s.first else { return s }
        return f.lowercased() + s.dropFirst()
    }
}

extension Array {
    /// Arrays grow by doubling while a collection is read; a finished one is copied to its exact
    /// size, which roughly halves what a loaded curriculum keeps in memory (both tree builders).
    var atExactCapacity: [Element] {
        guard capacity > count + 1 else { return self }
        return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            _ = buffer.initialize(fromContentsOf: self)
            initialized = count
        }
    }
}
