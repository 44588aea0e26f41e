/// The `format` values the validator asserts. JSON Schema 2020-12 makes `format` an annotation
/// unless a validator opts in; this one opts in only for the tool's own formats, whose parser is
/// the one the rest of the tool uses, so a schema and the code that reads the value agree.
enum SchemaFormat: String, Sendable {
    /// The curriculum's content version as bundles use it (`ContentVersion`).
    case contentVersion = "content-version"

    /// What a value of this format is, for messages.
    var noun: String {
        switch self {
        case .contentVersion: return "content version"
        }
    }

    /// Why `text` is not of this format, or nil when it is.
    func problem(in text: String) -> String? {
        switch self {
        case .contentVersion: return ContentVersion.problem(text)
        }
    }
}
