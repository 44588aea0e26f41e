/// One finding: what is wrong, where, which rule says so, and how to fix it when the fix is obvious.
///
/// Messages are one lowercase phrase without a final period (DESIGN.md, Diagnostics).
public struct Diagnostic: Hashable, Sendable {
    public var ruleID: String
    public var severity: Severity
    public var location: SourceLocation
    /// How many columns the caret underline spans; 1 draws a lone caret.
    public var length: Int
    public var message: String
    public var notes: [Note]
    public var fixIts: [FixIt]

    public init(
        _ ruleID: String,
        _ severity: Severity,
        at location: SourceLocation,
        length: Int = 1,
        _ message: String,
        notes: [Note] = [],
        fixIts: [FixIt] = []
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.location = location
        self.length = max(1, length)
        // A message quoting a huge value is cut, so a finding never carries megabytes of input.
        self.message = BoundedText.middle(message, limit: BoundedText.messageLimit)
        self.notes = notes
        self.fixIts = fixIts
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
    /// Reports list findings by file, then position, then rule, so output is stable run to run.
    public static func < (a: Diagnostic, b: Diagnostic) -> Bool {
        if a.location != b.location { return a.location < b.location }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}
