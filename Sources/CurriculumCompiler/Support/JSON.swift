/// A JSON value with deterministic output: object keys sorted, fixed number formatting, no
/// timestamps. Reporters and bundle writers use it so the same input gives the same bytes.
public enum JSON: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    public func serialized(pretty: Bool = true) -> String {
        var out = ""
        out.reserveCapacity(256)
        write(into: &out, pretty: pretty, indent: 0)
        if pretty { out.append("\n") }
        return out
    }

    private func write(into out: inout String, pretty: Bool, indent: Int) {
        switch self {
        case .null: out.append("null")
        case .bool(let b): out.append(b ? "true" : "false")
        case .int(let i): out.append(String(i))
        case .double(let d):
            if d.isFinite {
                if d == d.rounded(), abs(d) < 1e15 { out.append(String(Int(d))) } else { out.append(String(d)) }
            } else {
                out.append("null")  // JSON has no infinities or NaN
            }
        case .string(let s): JSON.escape(s, into: &out)
        case .array(let items):
            if items.isEmpty { out.append("[]"); return }
            out.append("[")
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(",") }
                if pretty { newline(&out, indent + 2) }
                item.write(into: &out, pretty: pretty, indent: indent + 2)
            }
            if pretty { newline(&out, indent) }
            out.append("]")
        case .object(let members):
            if members.isEmpty { out.append("{}"); return }
            out.append("{")
            for (i, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
                if i > 0 { out.append(",") }
                if pretty { newline(&out, indent + 2) }
                JSON.escape(member.key, into: &out)
                out.append(pretty ? ": " : ":")
                member.value.write(into: &out, pretty: pretty, indent: indent + 2)
            }
            if pretty { newline(&out, indent) }
            out.append("}")
        }
    }

    private func newline(_ out: inout String, _ indent: Int) {
        out.append("\n")
        out.append(String(repeating: " ", count: indent))
    }

    static func escape(_ s: String, into out: inout String) {
        out.append("\"")
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out.append("\\\"")
            case "\\": out.append("\\\\")
            case "\n": out.append("\\n")
            case "\r": out.append("\\r")
            case "\t": out.append("\\t")
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out.append("\"")
    }
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSON...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSON)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
