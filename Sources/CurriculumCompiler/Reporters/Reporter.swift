import CurriculumSyntax

/// Everything a reporter needs to print one run: findings, the files they point into, the
/// rules that can fire, and the files that were checked.
package struct LintReport: Sendable {
    package var diagnostics: [Diagnostic]
    package var sources: [String: SourceFile]
    package var checkedFiles: [String]
    package var rules: [RuleDescription]

    package init(diagnostics: [Diagnostic], sources: [String: SourceFile], checkedFiles: [String], rules: [RuleDescription]) {
        // Compilations hand over findings already sorted; checking is one pass, sorting again
        // hundreds of thousands of findings is not.
        self.diagnostics = diagnostics.isSorted ? diagnostics : diagnostics.sorted()
        self.sources = sources
        self.checkedFiles = checkedFiles.sorted()
        self.rules = rules
    }

    package func count(_ severity: Severity) -> Int {
        var n = 0
        for d in diagnostics where d.severity == severity { n += 1 }
        return n
    }
}

extension Array where Element: Comparable {
    /// Whether the elements are in ascending order, in one pass.
    var isSorted: Bool {
        var i = 1
        while i < count {
            if self[i] < self[i - 1] { return false }
            i += 1
        }
        return true
    }
}

/// Turns a report into the text of one output format.
package protocol Reporter: Sendable {
    static var name: String { get }
    init(options: ReporterOptions)
    func render(_ report: LintReport) -> String
}

package struct ReporterOptions: Sendable {
    package var color: Bool
    package var toolVersion: String
    /// How many findings of one rule in one file the text reporter prints before it says how
    /// many more there are (`--max-per-rule`); 0 prints them all. Machine formats print all.
    package var maxPerRule: Int
    package init(color: Bool = false, toolVersion: String = CurriculumVersion.tool, maxPerRule: Int = ReporterOptions.defaultMaxPerRule) {
        self.color = color
        self.toolVersion = toolVersion
        self.maxPerRule = maxPerRule
    }

    package static let defaultMaxPerRule = 20
}

/// The formats a report prints in, by the name `--format` spells (each reporter's `name`); a new
/// format is a new reporter file plus one case here.
package enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, sarif, github, junit

    package var reporter: any Reporter.Type {
        switch self {
        case .text: TextReporter.self
        case .json: JSONReporter.self
        case .sarif: SARIFReporter.self
        case .github: GitHubReporter.self
        case .junit: JUnitReporter.self
        }
    }
}

/// The reporters, in the order of `ReportFormat`.
package enum Reporters {
    package static let all: [any Reporter.Type] = ReportFormat.allCases.map(\.reporter)

    package static var names: [String] { ReportFormat.allCases.map(\.rawValue) }
}
