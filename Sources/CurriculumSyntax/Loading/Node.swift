/// A position inside one file, 1-based, as libyaml's 0-based marks plus one.
package struct Mark: Hashable, Sendable {
    package var line: Int32
    package var column: Int32
    package init(line: Int, column: Int) {
        self.line = Int32(truncatingIfNeeded: line)
        self.column = Int32(truncatingIfNeeded: column)
    }
}

/// A YAML (or JSON) value that remembers where it was written.
///
/// Nodes are values: an alias is a copy of its anchor's node, which shares storage, so a
/// document's tree costs what its text costs.
package struct Node: Sendable {
    package enum Value: Sendable {
        case scalar(Scalar)
        case sequence([Node])
        case mapping([Pair])
    }

    package struct Pair: Sendable {
        package var key: Node
        package var value: Node
        package init(key: Node, value: Node) {
            self.key = key
            self.value = value
        }
    }

    package var value: Value
    package var mark: Mark

    package init(_ value: Value, at mark: Mark) {
        self.value = value
        self.mark = mark
    }

    package var scalar: Scalar? {
        if case .scalar(let s) = value { return s }
        return nil
    }

    package var sequence: [Node]? {
        if case .sequence(let items) = value { return items }
        return nil
    }

    package var mapping: [Pair]? {
        if case .mapping(let pairs) = value { return pairs }
        return nil
    }

    /// The value under a string key of a mapping. Mappings are small, so a scan beats hashing.
    package subscript(key: String) -> Node? {
        guard case .mapping(let pairs) = value else { return nil }
        for pair in pairs where pair.key.scalar?.text == key { return pair.value }
        return nil
    }

    /// The pair whose key is `key`, to point a diagnostic at the key rather than the value.
    package func pair(_ key: String) -> Pair? {
        guard case .mapping(let pairs) = value else { return nil }
        return pairs.first { $0.key.scalar?.text == key }
    }

    package var isNull: Bool {
        if case .scalar(let s) = value, case .null = s.resolved { return true }
        return false
    }

    /// The text of a string-like scalar. YAML plain numbers count where a string is expected, so
    /// `08`, `1.10` or `2024` stay the text the author wrote (docs/design.md#authored-content: no YAML 1.1 surprises).
    package var string: String? {
        guard case .scalar(let s) = value else { return nil }
        switch s.resolved {
        case .string: return s.text
        case .int, .float, .bigInt: return s.coercibleToString ? s.text : nil
        case .null, .bool: return nil
        }
    }

    package var int: Int? {
        guard case .scalar(let s) = value else { return nil }
        switch s.resolved {
        case .int(let i): return i
        case .float(let d) where d.rounded() == d && abs(d) < 9.0e15: return Int(d)
        default: return nil
        }
    }

    package var double: Double? {
        guard case .scalar(let s) = value else { return nil }
        switch s.resolved {
        case .int(let i): return Double(i)
        case .float(let d): return d
        case .bigInt: return Double(s.text)
        default: return nil
        }
    }

    package var bool: Bool? {
        guard case .scalar(let s) = value, case .bool(let b) = s.resolved else { return nil }
        return b
    }

    /// A short name of what this node is, for "expected X, found Y" messages, in an author's
    /// words: "the number 3", "the text \"three\"".
    package var typeName: String {
        switch value {
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        case .scalar(let s):
            switch s.resolved {
            case .null: return "nothing (null)"
            case .bool(let b): return "\(b)"
            case .int, .bigInt, .float: return "the number \(s.text)"
            case .string: return "the text \"\(s.text.count > 40 ? String(s.text.prefix(40)) + "…" : s.text)\""
            }
        }
    }
}

/// A scalar as written, with its YAML 1.2 core-schema resolution.
///
/// Only the text, a one-byte kind and the columns it was written in are stored; the resolved
/// value is recomputed from the text when asked for. A curriculum holds millions of scalars, and
/// this keeps a node at 32 bytes.
package struct Scalar: Sendable {
    package enum Resolved: Sendable, Equatable {
        case null
        case bool(Bool)
        case int(Int)
        /// An integer too large for Int; `text` holds its digits.
        case bigInt
        case float(Double)
        case string
    }

    package enum Style: UInt8, Sendable { case plain, singleQuoted, doubleQuoted, literal, folded }

    private enum Kind: UInt8 { case null, boolTrue, boolFalse, int, bigInt, float, string }

    package var text: String
    private var kind: Kind
    private var flags: UInt8
    /// Columns the token took on its first line, as the loader measured it (`Node.span`); 0 when
    /// not known.
    private var columns: UInt16 = 0
    /// Lines after the first the token runs onto (a block scalar's content, a folded or quoted
    /// one); fits beside `columns` without growing a node (NodeLayoutTests).
    private var laterLines: UInt16 = 0

    package init(text: String, style: Style, resolved: Resolved, coercibleToString: Bool) {
        self.text = text
        switch resolved {
        case .null: kind = .null
        case .bool(let b): kind = b ? .boolTrue : .boolFalse
        case .int: kind = .int
        case .bigInt: kind = .bigInt
        case .float: kind = .float
        case .string: kind = .string
        }
        flags = style.rawValue | (coercibleToString ? 0x80 : 0)
    }

    package var style: Style { Style(rawValue: flags & 0x7F) ?? .plain }

    /// Columns the token took on the line it starts on, quotes, escapes, anchor and tag included;
    /// nil for a scalar built in code, or one wider than 65,535 columns.
    package var writtenColumns: Int? {
        get { columns == 0 ? nil : Int(columns) }
        set { columns = newValue.flatMap { UInt16(exactly: $0) } ?? 0 }
    }

    /// Lines after the first that the token takes, as the loader measured it; 0 for one line or
    /// a scalar built in code (and at most 65,535).
    package var linesAfterFirst: Int {
        get { Int(laterLines) }
        set { laterLines = UInt16(clamping: max(0, newValue)) }
    }

    /// True for YAML plain numbers, which read as their text where a string is expected;
    /// false for JSON, whose numbers are never strings.
    package var coercibleToString: Bool { flags & 0x80 != 0 }

    package var resolved: Resolved {
        switch kind {
        case .null: return .null
        case .boolTrue: return .bool(true)
        case .boolFalse: return .bool(false)
        case .bigInt: return .bigInt
        case .string: return .string
        case .int:
            if case .int(let value) = CoreSchema.resolve(plain: text) { return .int(value) }
            return .bigInt
        case .float:
            if case .float(let value) = CoreSchema.resolve(plain: text) { return .float(value) }
            if case .int(let value) = CoreSchema.resolve(plain: text) { return .float(Double(value)) }
            return .float(Double(text) ?? .nan)
        }
    }
}
