/// A check a layer below the rules makes (`SyntaxCheck` while reading, `SchemaCheck` while
/// validating): named by the id of the rule that documents it, at that rule's default severity.
package protocol LayerCheck {
    var id: String { get }
    var severity: Severity { get }
}

extension LayerCheck {
    /// A finding of this check at its default severity; configuration may change it later.
    package func diagnostic(
        at location: SourceLocation, length: Int = 1, _ message: String,
        notes: [Diagnostic.Note] = [], fixIts: [Diagnostic.FixIt] = []
    ) -> Diagnostic {
        Diagnostic(id, severity, at: location, length: length, message, notes: notes, fixIts: fixIts)
    }
}
