import CurriculumCompiler
import CurriculumSchema
import CurriculumSyntax

/// What is being typed at a cursor, read from the file's lines alone: a key of some mapping, or
/// a value of some field, and the path of keys and list entries from the root to it. A file
/// being typed seldom parses (a half-written key has no colon yet), so, like the syntax-error
/// explainer (Loading/YAMLLineShape.swift) and the scan of broken files
/// (Decode/BrokenInputDecoding.swift), this reads indentation, `- ` markers and `key:`s: the
/// keys above the cursor, less indented, are its ancestors; the keys at its own indentation
/// are its siblings. Flow collections on the cursor's line (`standards: [NY-K.CC.1, NY-`) are
/// read character by character.
struct CursorContext {
    typealias Step = SchemaOutline.Step

    enum Slot: Equatable {
        /// A mapping key; `path` leads to the mapping.
        case key
        /// A value of `field`; `path` leads to the value (a list's entry, for a list).
        case value(field: String)
    }

    var slot: Slot
    var path: [Step]
    /// The mapping's keys written so far, with their scalar values (for `.key`: the keys not to
    /// offer again); for a value in a flow list, the entries already in it.
    var siblings: [String: String]
    /// What is typed of the key or value so far, and where it starts (0-based scalar index on
    /// the cursor's line).
    var prefix: String
    var prefixStart: Int
    /// How much of the id or key under the cursor is after it, which a chosen candidate
    /// replaces too (`cou‸nting`).
    var suffixLength = 0

    /// The file's kind (`Lesson`, `Unit`, …), from its `kind:` or its modeline.
    var kind: String?

    /// For a value: every field of the mapping it is in, above and below the cursor, with its
    /// value as written on its line (`standards` of the item whose `type` is being typed).
    var fields: [String: String] = [:]
    /// The file's top-level fields with their values as written (a lesson's `skill`).
    var topLevel: [String: String] = [:]

    /// The context at `location` in `source`, or nil when the cursor is in a comment, after a
    /// closed flow collection, or anywhere else nothing can be typed.
    static func at(_ location: SourceLocation, in source: SourceFile) -> CursorContext? {
        guard var context = context(location, source) else { return nil }
        if let line = source.line(location.line) {
            let rest = Array(line.unicodeScalars).dropFirst(max(0, location.column - 1))
            context.suffixLength = rest.prefix { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "." || $0 == "-" || $0 == "_" }.count
        }
        return context
    }

    private static func context(_ location: SourceLocation, _ source: SourceFile) -> CursorContext? {
        let lines = Lines(source)
        guard location.line >= 1, let full = lines[location.line] else { return nil }
        let cursor = min(max(0, location.column - 1), full.scalars.count)
        let before = YAMLLineShape(number: location.line, text: full.text(0..<cursor))
        if before.isComment { return nil }
        let s = before.scalars
        let walker = Walker(lines: lines, line: location.line)
        let kind = walker.kind ?? SchemaOutline.kind(scanning: source)
        /// The `- ` that starts the mapping whose first key is `key`, if one does.
        func entry(_ key: YAMLLineShape.Key) -> Int? { before.contentStart == key.start ? before.dashes.last : nil }

        // A flow collection on the line: after a key (`key: [a, b`) or as a list entry (`- {a: 1`).
        if let key = before.key, let start = key.valueStart, s[start] == "[" || s[start] == "{" {
            let (base, mapping) = walker.path(toMappingAt: key.start, entry: entry(key))
            return flow(s, from: start, to: cursor, base: base + [Step(key: key.name, siblings: mapping)], field: key.name, kind: kind)
        }
        if before.key == nil, before.contentStart < s.count, s[before.contentStart] == "[" || s[before.contentStart] == "{", let dash = before.dashes.last {
            let base = walker.path(toEntryOf: dash) + [Step(key: nil, siblings: [:])]
            return flow(s, from: before.contentStart, to: cursor, base: base, field: walker.owner(ofSequenceAt: dash) ?? "", kind: kind)
        }

        if let key = before.key {
            // `key: partial`: a scalar value of `key`.
            let start = key.valueStart ?? cursor
            if start < cursor, before.endOfValue(from: start) < cursor, before.text(start..<cursor).contains("#") { return nil }  // in a comment
            var typedStart = start
            if typedStart < cursor, s[typedStart] == "\"" || s[typedStart] == "'" { typedStart += 1 }
            let (base, mapping) = walker.path(toMappingAt: key.start, entry: entry(key))
            return CursorContext(
                slot: .value(field: key.name), path: base + [Step(key: key.name, siblings: mapping)], siblings: [:],
                prefix: before.text(typedStart..<cursor), prefixStart: typedStart, kind: kind,
                fields: mapping.merging(walker.keys(below: location.line, column: key.start)) { a, _ in a },
                topLevel: walker.keys(below: 0, column: 0))
        }

        let typed = before.text(before.contentStart..<cursor)
        // Something that is neither a key being typed nor a list entry (`key:value`, a quote).
        guard !typed.contains(":"), !typed.hasPrefix("#"), !typed.hasPrefix("\""), !typed.hasPrefix("'") else { return nil }
        if let dash = before.dashes.last {
            // `- partial`: a new entry of a list of mappings starts with a key; of scalars, a value.
            let path = walker.path(toEntryOf: dash) + [Step(key: nil, siblings: [:])]
            if let kind, describesMapping(SchemaOutline.schemas(kind: kind, path: path)) {
                return CursorContext(
                    slot: .key, path: path, siblings: walker.keys(below: location.line, column: before.contentStart),
                    prefix: typed, prefixStart: before.contentStart, kind: kind)
            }
            return CursorContext(
                slot: .value(field: walker.owner(ofSequenceAt: dash) ?? ""), path: path, siblings: [:],
                prefix: typed, prefixStart: before.contentStart, kind: kind)
        }
        let (base, mapping) = walker.path(toMappingAt: before.contentStart, entry: nil)
        return CursorContext(
            slot: .key, path: base, siblings: mapping.merging(walker.keys(below: location.line, column: before.contentStart)) { a, _ in a },
            prefix: typed, prefixStart: before.contentStart, kind: kind)
    }

    /// The context inside a flow collection that opens at `start` on the line `s`.
    private static func flow(_ s: [Unicode.Scalar], from start: Int, to cursor: Int, base: [Step], field: String, kind: String?) -> CursorContext? {
        struct Frame {
            var open: Unicode.Scalar
            /// The key of the enclosing flow mapping this collection is the value of.
            var owner: String?
            var siblings: [String: String] = [:]
            /// Where the entry being read starts.
            var segment: Int
        }
        func text(_ r: Range<Int>) -> String { String(String.UnicodeScalarView(s[r])) }
        /// `key: value` in `r`: the key, and where its value starts.
        func pair(_ r: Range<Int>) -> (key: String, value: Int)? {
            var i = r.lowerBound
            while i < r.upperBound {
                if s[i] == ":", i + 1 == r.upperBound || s[i + 1] == " " {
                    var v = i + 1
                    while v < r.upperBound, s[v] == " " { v += 1 }
                    return (CursorContext.unquoted(text(r.lowerBound..<i)), v)
                }
                i += 1
            }
            return nil
        }
        var stack = [Frame(open: s[start], owner: nil, segment: start + 1)]
        var quote: Unicode.Scalar?
        var i = start + 1
        while i < cursor {
            let c = s[i]
            let top = stack.count - 1
            if let q = quote {
                if c == q { quote = nil }
            } else {
                switch c {
                case "\"", "'":
                    if text(stack[top].segment..<i).allSatisfy({ $0 == " " }) || s[i - 1] == " " { quote = c }
                case "[", "{":
                    let owner = stack[top].open == "{" ? pair(stack[top].segment..<i)?.key : nil
                    stack.append(Frame(open: c, owner: owner, segment: i + 1))
                case "]", "}":
                    stack.removeLast()
                    if stack.isEmpty { return nil }  // the cursor is after the collection
                    stack[stack.count - 1].segment = i + 1
                case ",":
                    let segment = stack[top].segment..<i
                    if stack[top].open == "{" {
                        if let p = pair(segment) { stack[top].siblings[p.key] = CursorContext.unquoted(text(p.value..<i)) }
                    } else {
                        let entry = CursorContext.unquoted(text(segment))
                        if !entry.isEmpty { stack[top].siblings[entry] = entry }
                    }
                    stack[top].segment = i + 1
                case "#" where s[i - 1] == " ":
                    return nil  // a comment
                default: break
                }
            }
            i += 1
        }
        var path = base
        for depth in stack.indices.dropFirst() {
            let parent = stack[depth - 1]
            path.append(parent.open == "[" ? Step(key: nil, siblings: [:]) : Step(key: stack[depth].owner, siblings: parent.siblings))
        }
        let top = stack[stack.count - 1]
        var typedStart = top.segment
        while typedStart < cursor, s[typedStart] == " " { typedStart += 1 }
        let slot: Slot
        var siblings: [String: String] = [:]
        if top.open == "[" {
            slot = .value(field: stack.count > 1 ? (top.owner ?? field) : field)
            path.append(Step(key: nil, siblings: [:]))
            siblings = top.siblings
        } else if let p = pair(typedStart..<cursor) {
            slot = .value(field: p.key)
            path.append(Step(key: p.key, siblings: top.siblings))
            typedStart = p.value
        } else {
            slot = .key
            siblings = top.siblings
        }
        if typedStart < cursor, s[typedStart] == "\"" || s[typedStart] == "'" { typedStart += 1 }
        return CursorContext(slot: slot, path: path, siblings: siblings, prefix: text(typedStart..<cursor), prefixStart: typedStart, kind: kind)
    }

    /// Whether any of `schemas` describes a mapping (it declares fields or is of type object).
    static func describesMapping(_ schemas: [CompiledSchema]) -> Bool {
        SchemaOutline.apply(schemas, siblings: [:]).all.contains { !$0.declaredNames.isEmpty || $0.types?.contains(.object) == true }
    }

    /// A scalar value as written on a line, without quotes.
    static func unquoted(_ text: String) -> String {
        var value = text.trimmingCharacters(in: .whitespaces)
        if value.count >= 2, let q = value.first, q == "\"" || q == "'", value.last == q { value = String(value.dropFirst().dropLast()) }
        return value
    }
}

/// The lines of a file as shapes, read once.
struct Lines {
    private var shapes: [YAMLLineShape] = []

    init(_ source: SourceFile) {
        var number = 1
        while let text = source.line(number) {
            shapes.append(YAMLLineShape(number: number, text: text))
            number += 1
        }
    }

    var count: Int { shapes.count }

    subscript(number: Int) -> YAMLLineShape? { number >= 1 && number <= shapes.count ? shapes[number - 1] : nil }
}

extension CursorContext {
    /// Walks up from a line through less indented keys to the root.
    struct Walker {
        let lines: Lines
        let line: Int

        /// The file's kind, from its top-level `kind:` (misspelt or not).
        var kind: String? {
            for n in 1...max(1, lines.count) {
                guard let shape = lines[n], shape.isContent, shape.leading == 0, !shape.isListEntry, let key = shape.key, key.name == "kind",
                    let start = key.valueStart else { continue }
                return SchemaOutline.kind(named: CursorContext.unquoted(shape.text(start..<shape.endOfValue(from: start))))
            }
            return nil
        }

        private enum State {
            case mapping(Int)
            case sequence(Int)
        }

        /// The steps from the root to the mapping whose keys start at `column` on the cursor's
        /// line, and the keys written above the cursor in that mapping. `entry` is the column
        /// of the `- ` when that mapping starts on the cursor's line as a list entry.
        func path(toMappingAt column: Int, entry: Int?) -> (steps: [Step], siblings: [String: String]) {
            if let entry { return (path(toEntryOf: entry) + [Step(key: nil, siblings: [:])], [:]) }
            return walk(from: .mapping(column))
        }

        /// The steps from the root to the list whose `- ` markers are at `column`.
        func path(toEntryOf column: Int) -> [Step] { walk(from: .sequence(column)).steps }

        /// The key that holds the list whose `- ` markers are at `column`.
        func owner(ofSequenceAt column: Int) -> String? { walk(from: .sequence(column)).steps.last?.key }

        private func walk(from start: State) -> (steps: [Step], siblings: [String: String]) {
            var reversed: [Step] = []
            var innermost: [String: String] = [:]
            var level: [String: String] = [:]
            var pending: String?
            var collecting = true
            var state = start
            if case .sequence = start { collecting = false }

            func value(_ shape: YAMLLineShape, _ key: YAMLLineShape.Key) -> String {
                guard let v = key.valueStart else { return "" }
                return CursorContext.unquoted(shape.text(v..<shape.endOfValue(from: v)))
            }
            /// The line's key holds what was walked so far; it may itself start a list entry.
            func enter(_ shape: YAMLLineShape, _ key: YAMLLineShape.Key) {
                if let p = pending { reversed.append(Step(key: p, siblings: level)) }
                pending = key.name
                level = [key.name: value(shape, key)]
                collecting = false
                state = .mapping(key.start)
                startsEntry(shape, key)
            }
            /// A key written right after `- ` starts its mapping as an entry of that list.
            func startsEntry(_ shape: YAMLLineShape, _ key: YAMLLineShape.Key) {
                guard let dash = shape.dashes.last, shape.contentStart == key.start else { return }
                if let p = pending { reversed.append(Step(key: p, siblings: level)) }
                pending = nil
                level = [:]
                reversed.append(Step(key: nil, siblings: [:]))
                collecting = false
                state = .sequence(dash)
            }

            var n = line - 1
            while n >= 1, let shape = lines[n] {
                n -= 1
                guard shape.isContent else { continue }
                if shape.leading == 0, shape.text.hasPrefix("---") || shape.text.hasPrefix("...") { break }
                switch state {
                case .mapping(let column):
                    if let key = shape.key, key.start == column {
                        if pending == nil { if collecting { innermost[key.name] = innermost[key.name] ?? value(shape, key) } } else { level[key.name] = value(shape, key) }
                        startsEntry(shape, key)
                    } else if shape.leading < column, let key = shape.key, key.start < column {
                        enter(shape, key)
                    }
                case .sequence(let column):
                    if shape.dashes.contains(column) { continue }  // another entry of the same list
                    if let key = shape.key, key.start <= column { enter(shape, key) }
                }
            }
            if let p = pending { reversed.append(Step(key: p, siblings: level)) }
            return (reversed.reversed(), innermost)
        }

        /// The keys written below the cursor's line in the mapping whose keys start at `column`.
        func keys(below line: Int, column: Int) -> [String: String] {
            var out: [String: String] = [:]
            var n = line + 1
            while let shape = lines[n] {
                n += 1
                guard shape.isContent else { continue }
                if shape.leading < column || (shape.leading == 0 && shape.text.hasPrefix("---")) { break }
                if let key = shape.key, key.start == column {
                    out[key.name] = key.valueStart.map { CursorContext.unquoted(shape.text($0..<shape.endOfValue(from: $0))) } ?? ""
                }
            }
            return out
        }
    }
}
