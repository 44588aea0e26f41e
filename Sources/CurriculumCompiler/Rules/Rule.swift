/// A rule's identity and documentation: what `curriculum rules` lists and `curriculum explain`
/// prints. Its examples are also its tests (SwiftLint's pattern), so the two cannot drift apart.
public struct RuleDescription: Sendable {
    public var id: String
    public var severity: Severity
    public var summary: String
    /// Why the rule exists, citing where the requirement comes from.
    public var rationale: String
    public var triggering: [RuleExample]
    public var nonTriggering: [RuleExample]

    public init(
        id: String, severity: Severity, summary: String, rationale: String,
        triggering: [RuleExample], nonTriggering: [RuleExample]
    ) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.rationale = rationale
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }

    /// The family before the first hyphen: YAML, SCHEMA, REF, …
    public var family: String { String(id.prefix { $0 != "-" }) }
}

/// Files laid over a small, valid base curriculum (paths relative to its root). A triggering
/// example must make the rule fire; a non-triggering one must leave it silent.
public struct RuleExample: Sendable {
    public var files: [(path: String, text: String)]
    /// What file contents alone cannot show (a named pipe, a folder, a huge file, a name that is
    /// not UTF-8), laid over the base curriculum like `files`.
    public var specialFiles: [(path: String, kind: SpecialFile)] = []

    public init(_ path: String, _ text: String) {
        files = [(path, text)]
    }

    public init(files: [(path: String, text: String)]) {
        self.files = files
    }

    public init(special path: String, _ kind: SpecialFile) {
        files = []
        specialFiles = [(path, kind)]
    }

    public enum SpecialFile: Sendable, CustomStringConvertible {
        /// An empty folder.
        case directory
        /// A named pipe (FIFO) that nothing writes to.
        case fifo
        /// A file of this many bytes, all of them a hole: nothing is written, nothing need be read.
        case sparse(bytes: Int)
        /// A text file whose name is written in ISO 8859-1 (Latin-1), as older systems wrote it,
        /// rather than in UTF-8.
        case latin1Name(text: String)

        public var description: String {
            switch self {
            case .directory: return "a folder"
            case .fifo: return "a named pipe (FIFO), made with mkfifo"
            case .sparse(let bytes): return "a sparse file of \(bytes) bytes"
            case .latin1Name: return "a file whose name is in Latin-1, not UTF-8"
            }
        }
    }
}

/// Anything that reports under a rule ID. Stage rules (YAML-*, SCHEMA-*) are raised by the
/// loader and the validator; catalog rules also check the linked catalog.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
}

extension Rule {
    public static var id: String { description.id }

    /// A diagnostic under this rule at its default severity; configuration may change it later.
    public static func diagnostic(
        at location: SourceLocation, length: Int = 1, _ message: String,
        notes: [Diagnostic.Note] = [], fixIts: [Diagnostic.FixIt] = []
    ) -> Diagnostic {
        Diagnostic(description.id, description.severity, at: location, length: length, message, notes: notes, fixIts: fixIts)
    }
}
