import CurriculumSyntax
import CurriculumCompiler
import Foundation

/// Turns the paths and options a command was given into compilations: a directory is a
/// curriculum root; a file is checked inside the curriculum it belongs to, and only its own
/// findings are reported.
struct CompileRequest {
    var paths: [String]
    var options: CompileOptions
    /// Sessions kept from one run to the next (`lint --watch`); nil compiles afresh.
    var sessions: CompileSessions?

    static let defaultRoot = CurriculumRoot.defaultFolder

    static func options(from args: ParsedArguments) throws(UsageError) -> CompileOptions {
        var options = CompileOptions()
        options.strict = args.has("--strict")
        for spec in args.all("--rule") {
            let parts = spec.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let level = Severity(rawValue: parts[1]) else {
                throw UsageError("--rule expects ID=off|info|warning|error, got '\(spec)'")
            }
            guard RuleRegistry.description(of: parts[0]) != nil else {
                throw UsageError("unknown rule '\(parts[0])' in --rule" + EditDistance.didYouMean(closestTo: parts[0], in: RuleRegistry.all.map(\.id)))
            }
            options.ruleOverrides.append((parts[0], level))
        }
        return options
    }

    enum Failure: Error { case missing(String) }

    func run(io: CommandIO) throws -> [Compilation] {
        let fm = FileManager.default
        var groups: [(root: URL, display: String, only: [String: String]?, within: String?)] = []
        for path in paths.isEmpty ? [Self.defaultPath(io: io)] : paths {
            let url = io.url(for: path)
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: url.path, isDirectory: &isDir) else {
                if paths.isEmpty {
                    throw UsageError("no curriculum here: no curriculum.yaml in this folder or above it, and no curriculum/ folder; name one (e.g. `curriculum lint path/to/curriculum`)")
                }
                throw Failure.missing(path)
            }
            if isDir.boolValue {
                let display = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
                // A folder inside a curriculum is checked as part of it; its own findings are shown.
                if !fm.fileExists(atPath: url.appendingPathComponent(CurriculumRoot.manifestName).path),
                    let (root, rootDisplay) = CurriculumRoot.ancestor(of: url.appendingPathComponent("-"), displayPath: display + "/-")
                {
                    let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
                    groups.append((root, rootDisplay, nil, DisplayPath.join(rootDisplay, relative)))
                } else {
                    groups.append((url, display, nil, nil))
                }
                continue
            }
            guard FileName.yamlExtension(url.lastPathComponent) != .none || FileName.isTranslationFile(url.lastPathComponent) else {
                throw UsageError("'\(path)' is not a curriculum file: curriculum files are YAML files ending in .yaml or .yml")
            }
            // A single file: find the curriculum it belongs to, so cross-file rules still apply.
            let (root, display) = CurriculumRoot.enclosing(of: url, displayPath: path)
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            let shown = DisplayPath.join(display, relative)
            if let i = groups.firstIndex(where: { $0.root.standardizedFileURL == root.standardizedFileURL && $0.only != nil }) {
                groups[i].only?[shown] = path
            } else {
                groups.append((root, display, [shown: path], nil))
            }
        }
        return try groups.map { group in
            var compilation = try (sessions?.session(root: group.root, displayRoot: group.display, options: options)
                ?? CompileSession(root: group.root, displayRoot: group.display, options: options)).compile()
            if let only = group.only {
                // Its own findings, and those of a folder on its way that could not be entered.
                compilation.diagnostics = compilation.diagnostics.filter { d in
                    only[d.location.path] != nil || only.keys.contains { $0.hasPrefix(d.location.path + "/") }
                }
                compilation.files = compilation.files.filter { only[$0] != nil }
                // A file named on the command line that the run neither read nor reported (a
                // hidden one) is a mistake to say, not "no problems in 0 files".
                for (shown, path) in only.sorted(by: { $0.key < $1.key })
                where !compilation.files.contains(shown)
                    && !compilation.diagnostics.contains(where: { shown == $0.location.path || shown.hasPrefix($0.location.path + "/") }) {
                    throw UsageError("'\(path)' is not read as a curriculum file: files and folders whose names start with '.' are skipped")
                }
            } else if let within = group.within {
                let prefix = within + "/"
                compilation.diagnostics = compilation.diagnostics.filter { $0.location.path.hasPrefix(prefix) }
                compilation.files = compilation.files.filter { $0.hasPrefix(prefix) }
                if compilation.files.isEmpty && compilation.diagnostics.isEmpty {
                    throw UsageError("'\(within)' holds no curriculum files: curriculum files are YAML files ending in .yaml or .yml")
                }
            } else if compilation.files.isEmpty && compilation.diagnostics.isEmpty {
                throw UsageError("'\(group.display)' holds no curriculum files: curriculum files are YAML files ending in .yaml or .yml")
            }
            return compilation
        }
    }

    /// With no path: the curriculum the current folder is in (its nearest ancestor, or itself,
    /// holding `curriculum.yaml`, as git finds `.git`), else `curriculum`.
    static func defaultPath(io: CommandIO) -> String {
        let here = io.currentDirectory
        if FileManager.default.fileExists(atPath: here.appendingPathComponent(CurriculumRoot.manifestName).path) { return "." }
        if let (_, display) = CurriculumRoot.ancestor(of: here.appendingPathComponent("-"), displayPath: "./-") { return display }
        return defaultRoot
    }
}

extension CommandIO {
    /// Renders a report in the chosen format to stdout.
    func emit(_ report: LintReport, format: ReportFormat) {
        var timer = StageTimer()
        let text = format.reporter.init(options: ReporterOptions(color: format == .text && useColor, maxPerRule: maxPerRule)).render(report)
        timer.lap("render \(format.rawValue) report")
        out(text)
        timer.lap("write report")
    }

    /// Takes the report options a command declares (`--max-per-rule N`) from its arguments.
    func applyReportOptions(_ args: ParsedArguments) throws {
        guard let text = args.value(OptionSpec.maxPerRule.name) else { return }
        guard let n = Int(text), n >= 0 else {
            throw UsageError("\(OptionSpec.maxPerRule.name) expects a whole number, 0 for no limit, got '\(TerminalSafe.escape(text))'")
        }
        maxPerRule = n
    }
}

extension OptionSpec {
    /// `--max-per-rule N`, for the commands that print a lint report (lint, build).
    static let maxPerRule = OptionSpec.value(
        "--max-per-rule", "N",
        "Text format: show the first N findings of each rule in each file, then how many more (default \(ReporterOptions.defaultMaxPerRule); 0 shows all, and each picture still to draw, which are otherwise one line).")
}
