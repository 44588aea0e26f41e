/// One finding: what is wrong, where, which rule says so, and how to fix it when the fix is obvious.
///
/// Messages are one lowercase phrase without a final period (docs/design.md#diagnostics-and-configuration).
package struct Diagnostic: Hashable, Sendable {
    package var ruleID: String
    package var severity: Severity
    /// What the finding is about: one token for most, the whole of a value for some. Reporters
    /// underline it; the language server selects it.
    package var span: SourceSpan
    package var message: String
    package var notes: [Note]
    package var fixIts: [FixIt]
    /// The finding this one follows from, when it was judged on input another finding already
    /// reports as broken (an item dropped as a duplicate, a file that failed its schema). Such an
    /// echo is folded into its cause's notes when both are reported (see `Cascade`).
    package var cause: Cause?

    package init(
        _ ruleID: String,
        _ severity: Severity,
        at span: SourceSpan,
        _ message: String,
        notes: [Note] = [],
        fixIts: [FixIt] = [],
        cause: Cause? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.span = span
        // A message quoting a huge value is cut, so a finding never carries megabytes of input.
        self.message = BoundedText.middle(message, limit: BoundedText.messageLimit)
        self.notes = notes
        self.fixIts = fixIts
        self.cause = cause
    }

    /// A finding on `length` columns of one line, as most are.
    package init(
        _ ruleID: String,
        _ severity: Severity,
        at location: SourceLocation,
        length: Int = 1,
        _ message: String,
        notes: [Note] = [],
        fixIts: [FixIt] = [],
        cause: Cause? = nil
    ) {
        self.init(ruleID, severity, at: SourceSpan(at: location, columns: length), message, notes: notes, fixIts: fixIts, cause: cause)
    }

    /// Where the finding starts: what reports sort by, and what a finding is known by.
    package var location: SourceLocation { span.start }

    /// How many columns the caret underline spans on the first line; 1 draws a lone caret. A
    /// span over several lines underlines one column here, and reporters that know the line
    /// draw it to the line's end.
    package var length: Int { max(1, span.columnsOnOneLine ?? 1) }

    /// Which finding another one follows from: its rule and where it points, which together
    /// name one finding of a run (a rule reports a place once).
    package struct Cause: Hashable, Sendable, CustomStringConvertible {
        package var ruleID: String
        package var location: SourceLocation
        package init(_ ruleID: String, at location: SourceLocation) {
            self.ruleID = ruleID
            self.location = location
        }
        package var description: String { "\(ruleID) at \(location)" }
    }

    /// This finding, as the cause of others.
    package var identity: Cause { Cause(ruleID, at: location) }

    /// This finding marked as following from `cause`; unchanged when `cause` is nil.
    package func following(_ cause: Cause?) -> Diagnostic {
        guard let cause, cause != identity else { return self }
        var copy = self
        copy.cause = cause
        return copy
    }

    /// A remark attached to the diagnostic above it, optionally pointing somewhere else.
    package struct Note: Hashable, Sendable {
        package var message: String
        package var location: SourceLocation?
        package init(_ message: String, at location: SourceLocation? = nil) {
            self.message = BoundedText.middle(message, limit: BoundedText.messageLimit)
            self.location = location
        }
    }

    /// A fix: what it does, in a few words (an editor's quick-fix menu shows it), and the edits
    /// that make it, applied together or not at all — as swift-syntax's `FixIt` holds a message
    /// and its changes.
    package struct FixIt: Hashable, Sendable {
        package var title: String
        package var edits: [TextEdit]

        package init(_ title: String, edits: [TextEdit]) {
            self.title = BoundedText.middle(title, limit: BoundedText.messageLimit)
            self.edits = edits.sorted()
        }

        /// One replacement of the `length` columns at `location`, titled by what it writes.
        package init(at location: SourceLocation, length: Int, replacement: String) {
            let edit = TextEdit(path: location.path, line: location.line, column: location.column, length: length, replacement: replacement)
            self.init(Self.title(replacing: length, with: replacement), edits: [edit])
        }

        /// "remove it", "insert ':'", "replace with 'tenFrame'".
        package static func title(replacing length: Int, with replacement: String) -> String {
            if replacement.isEmpty { return "remove it" }
            let shown = BoundedText.middle(replacement, limit: 60)
            return length == 0 ? "insert '\(shown)'" : "replace with '\(shown)'"
        }

        /// The one edit of a fix that makes a single replacement; nil when it makes several.
        package var singleEdit: TextEdit? { edits.count == 1 ? edits[0] : nil }
    }
}

extension Diagnostic: Comparable {
    /// Reports list findings by file, then position, then rule, so output is stable run to run;
    /// a finding that follows from another (`cause`) is listed right after it, wherever it
    /// points, so the root cause is always read first.
    package static func < (a: Diagnostic, b: Diagnostic) -> Bool {
        let anchorA = a.cause ?? a.identity, anchorB = b.cause ?? b.identity
        if anchorA.location != anchorB.location { return anchorA.location < anchorB.location }
        if anchorA.ruleID != anchorB.ruleID { return anchorA.ruleID < anchorB.ruleID }
        if (a.cause == nil) != (b.cause == nil) { return a.cause == nil }
        if a.location != b.location { return a.location < b.location }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}
