/// The checks the syntax layer makes while it reads a file — before there is a tree to hand a
/// rule — named by the rule ids the rules layer documents them under (Rules/YAML, Rules/File).
/// The syntax layer knows no rule: it reports under these ids at these default severities, and
/// each rule's description takes its id and severity from here, so the two cannot drift.
package enum SyntaxCheck: String, CaseIterable, Sendable, LayerCheck {
    case syntax = "YAML-SYNTAX"
    case empty = "YAML-EMPTY"
    case encoding = "YAML-ENCODING"
    case byteOrderMark = "YAML-BOM"
    case bidiControl = "YAML-BIDI"
    case lineEndings = "YAML-LINE-ENDINGS"
    case multipleDocuments = "YAML-MULTI-DOCUMENT"
    case nesting = "YAML-NESTING"
    case tag = "YAML-TAG"
    case alias = "YAML-ALIAS"
    case complexKey = "YAML-COMPLEX-KEY"
    case mergeKey = "YAML-MERGE-KEY"
    case duplicateKey = "YAML-DUPLICATE-KEY"
    case numberRange = "YAML-NUMBER-RANGE"
    case fileNotRegular = "FILE-NOT-REGULAR"
    case fileTooLarge = "FILE-TOO-LARGE"
    case fileUnreadable = "FILE-UNREADABLE"

    package var id: String { rawValue }

    /// Problems the file can be read through are warnings; everything else stops the file.
    package var severity: Severity {
        switch self {
        case .byteOrderMark, .lineEndings, .tag: return .warning
        default: return .error
        }
    }
}
