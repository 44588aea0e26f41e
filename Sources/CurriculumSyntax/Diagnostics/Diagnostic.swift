/// One finding: what is wrong, where, which rule says so, and how to fix it when the fix is obvious.
///
/// Messages are one lowercase phrase without a final period (docs/design.md#diagnostics-and-configuration).
public struct Diagnostic: Hashable, Sendable {
    public var ruleID: String
    public var severity: Severity
    public var location: SourceLocation
    /// How many columns the caret underline spans; 1 draws a lone caret.
    public var length: Int
    public var message: String
    public var notes: [Note]
    public var fixIts: [FixIt]
    /// The finding this one follows from, when it was judged on input another finding already
    /// reports as broken (an item dropped as a duplicate, a file that failed its schema). Such an
    /// echo is folded into its cause's notes when both are reported (see `Cascade`).
    public var cause: Cause?

    public init(
        _ ruleID: String,
        _ severity: Severity,
        at location: SourceLocation,
        length: Int = 1,
        _ message: String,
        notes: [Note] = [],
        fixIts: [FixIt] = [],
        cause: Cause? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.location = location
        self.length = max(1, length)
        // A message quoting a huge value is cut, so a finding never carries megabytes of input.
        self.message = BoundedText.middle(message, limit: BoundedText.messageLimit)
        self.notes = notes
        self.fixIts = fixIts
        self.cause = cause
    }

    /// Which finding another one follows from: its rule and where it points, which together
    /// name one finding of a run (a rule reports a place once).
    public struct Cause: Hashable, Sendable, CustomStringConvertible {
        public var ruleID: String
        public var location: SourceLocation
        public init(_ ruleID: String, at location: SourceLocation) {
            self.ruleID = ruleID
            self.location = location
        }
        public var description: String { "\(ruleID) at \(location)" }
    }

    /// This finding, as the cause of others.
    public var identity: Cause { Cause(ruleID, at: location) }

    /// This finding marked as following from `cause`; unchanged when `cause` is nil.
    public func following(_ cause: Cause?) -> Diagnostic {
        guard let cause, cause != identity else { return self }
        var copy = self
        copy.cause = cause
        return copy
    }

    /// A remark attached to the diagnostic above it, optionally pointing somewhere else.
    public struct Note: Hashable, Sendable {
        public var message: String
        public var location: SourceLocation?
        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = BoundedText.middle(message, limit: BoundedText.messageLimit)
            self.location = location
        }
    }

    /// The single obvious fix: replace the text at `location` spanning `length` columns.
    public struct FixIt: Hashable, Sendable {
        public var location: SourceLocation
        public var length: Int
        public var replacement: String
        public init(at location: SourceLocation, length: Int, replacement: String) {
            self.location = location
            self.length = length
            self.replacement = replacement
        }
    }
}

extension Diagnostic: Comparable {
    /// Reports list findings by file, then position, then rule, so output is stable run to run;
    /// a finding that follows from another (`cause`) is listed right after it, wherever it
    /// points, so the root cause is always read first.
    public static func < (a: Diagnostic, b: Diagnostic) -> Bool {
        let anchorA = a.cause ?? a.identity, anchorB = b.cause ?? b.identity
        if anchorA.location != anchorB.location { return anchorA.location < anchorB.location }
        if anchorA.ruleID != anchorB.ruleID { return anchorA.ruleID < anchorB.ruleID }
        if (a.cause == nil) != (b.cause == nil) { return a.cause == nil }
        if a.location != b.location { return a.location < b.location }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}
