/// A value a template computes with: a whole number, a truth value, or a text taken as written
/// from a parameter's list (`3:30`, `apple`). Nothing else: no fractions, so no rounding.
package enum TemplateValue: Hashable, Sendable, CustomStringConvertible {
    case int(Int)
    case bool(Bool)
    case text(String)

    /// The value as it is printed into copy and fields.
    package var description: String {
        switch self {
        case .int(let n): return String(n)
        case .bool(let b): return b ? "true" : "false"
        case .text(let t): return t
        }
    }

    /// What a finding calls it: "the number 3", "true", "the text \"3:30\"".
    var typeName: String {
        switch self {
        case .int(let n): return "the number \(n)"
        case .bool(let b): return "\(b)"
        case .text(let t): return "the text \"\(t)\""
        }
    }
}
