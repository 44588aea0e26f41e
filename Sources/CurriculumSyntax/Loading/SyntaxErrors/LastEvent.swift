/// The last event libyaml produced before it stopped: a quoted text that swallowed the lines
/// after an unclosed quote, or a `[...]` followed by more text, ends where the error is.
struct LastEvent: Sendable {
    enum Kind: Sendable {
        case plainScalar, quotedScalar(Unicode.Scalar), collectionEnd, other
    }
    var kind: Kind
    var start: Mark
    var end: Mark
}
