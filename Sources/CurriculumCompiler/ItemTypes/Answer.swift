import CurriculumSyntax

/// An answer as a value: what a solver expects, or what an author wrote, so the two compare by
/// meaning (`7` and `"7"` are the same answer; `Red` and `red` too).
package indirect enum Answer: Sendable, Hashable, CustomStringConvertible {
    case number(Int)
    case word(String)
    case truth(Bool)
    /// Several values in order (measure `order`, the cells of a number chart).
    case list([Answer])
    /// Any one of these is right (`fourths` or `quarters`).
    case anyOf([Answer])

    /// The authored value of a node: integers, booleans, words, and lists of them. Integer text
    /// such as `"7"` reads as the number.
    package init?(_ node: Node) {
        switch node.value {
        case .sequence(let nodes):
            var values: [Answer] = []
            for n in nodes {
                guard let v = Answer(n) else { return nil }
                values.append(v)
            }
            self = .list(values)
        case .mapping:
            return nil
        case .scalar(let s):
            switch s.resolved {
            case .null, .bigInt: return nil
            case .bool(let b): self = .truth(b)
            case .int(let i): self = .number(i)
            case .float: self = .word(s.text)
            case .string:
                let text = s.text.trimmingWhitespace
                if let i = Int(text) { self = .number(i) } else { self = .word(text) }
            }
        }
    }

    /// Whether `given` (what the author wrote) is this expected answer.
    package func accepts(_ given: Answer) -> Bool {
        switch (self, given) {
        case (.anyOf(let choices), _): return choices.contains { $0.accepts(given) }
        case (.number(let a), .number(let b)): return a == b
        case (.truth(let a), .truth(let b)): return a == b
        case (.word(let a), .word(let b)): return a.normalizedWord == b.normalizedWord
        case (.list(let a), .list(let b)): return a.count == b.count && zip(a, b).allSatisfy { $0.accepts($1) }
        default: return false
        }
    }

    package var description: String {
        switch self {
        case .number(let n): return String(n)
        case .word(let w): return w
        case .truth(let b): return b ? "true" : "false"
        case .list(let values): return "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .anyOf(let values): return values.map(\.description).joined(separator: " or ")
        }
    }

    /// The YAML scalar that writes this answer, for a fix-it; nil for lists and alternatives,
    /// which have no single obvious spelling.
    package var yamlScalar: String? {
        switch self {
        case .number(let n): return String(n)
        case .truth(let b): return b ? "true" : "false"
        case .word(let w): return Answer.plainIsSafe(w) ? w : "\"" + w.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        case .list, .anyOf: return nil
        }
    }

    /// Whether a word can be written unquoted and still read back as the same string.
    static func plainIsSafe(_ w: String) -> Bool {
        guard let first = w.unicodeScalars.first, w == w.trimmingWhitespace else { return false }
        if "-?:,[]{}#&*!|>'\"%@`=<~".unicodeScalars.contains(first) { return false }
        if w.contains(": ") || w.contains(" #") || w.hasSuffix(":") { return false }
        if Int(w) != nil || Double(w) != nil { return false }
        let reserved: Set<String> = ["true", "false", "True", "False", "TRUE", "FALSE", "null", "Null", "NULL", "~"]
        return !reserved.contains(w)
    }
}

extension String {
    var trimmingWhitespace: String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s = s.dropFirst() }
        while let l = s.last, l.isWhitespace { s = s.dropLast() }
        return String(s)
    }

    /// Case-insensitive, with runs of spaces as one: how two words compare as answers.
    package var normalizedWord: String {
        lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
