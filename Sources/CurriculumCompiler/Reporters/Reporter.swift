/// Everything a reporter needs to print one run: findings, the files they point into, the
/// rules that can fire, and the files that were checked.
public struct LintReport: Sendable {
    public var diagnostics: [Diagnostic]
    public var sources: [String: SourceFile]
    public var checkedFiles: [String]
    public var rules: [RuleDescription]

    public init(diagnostics: [Diagnostic], sources: [String: SourceFile], checkedFiles: [String], rules: [RuleDescription]) {
        self.diagnostics = diagnostics.sorted()
        self.sources = sources
        self.checkedFiles = checkedFiles.sorted()
        self.rules = rules
    }

    public func count(_ severity: Severity) -> Int { diagnostics.filter { $0.severity == severity }.count }
}

/// Turns a report into the text of one output format.
public protocol Reporter: Sendable {
    static var name: String { get }
    init(options: ReporterOptions)
    func render(_ report: LintReport) -> String
}

public struct ReporterOptions: Sendable {
    public var color: Bool
    public var toolVersion: String
    public init(color: Bool = false, toolVersion: String = CurriculumVersion.tool) {
        self.color = color
        self.toolVersion = toolVersion
    }
}

/// The output formats by name; a new format is a new file plus one entry here.
public enum Reporters {
    public static let all: [any Reporter.Type] = [
        TextReporter.self, JSONReporter.self, SARIFReporter.self, GitHubReporter.self, JUnitReporter.self,
    ]

    public static var names: [String] { all.map { $0.name } }

    public static func named(_ name: String) -> (any Reporter.Type)? {
        all.first { $0.name == name }
    }
}
