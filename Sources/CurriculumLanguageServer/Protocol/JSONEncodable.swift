import CurriculumModel
import CurriculumCompiler

/// A value the server sends, as the JSON the protocol defines for it: a handler's result, a
/// notification's params. Each type writes its members in one order, so the same answer is
/// always the same bytes; an optional member that is nil is left out, as LSP's `?` means.
protocol JSONEncodable {
    var encoded: JSONValue { get }
}

extension JSONValue: JSONEncodable {
    var encoded: JSONValue { self }
}

/// `null`: LSP's answer when there is nothing to show (no hover, no definition).
extension Optional: JSONEncodable where Wrapped: JSONEncodable {
    var encoded: JSONValue { self?.encoded ?? .null }
}

extension Array: JSONEncodable where Element: JSONEncodable {
    var encoded: JSONValue { .array(map(\.encoded)) }
}
