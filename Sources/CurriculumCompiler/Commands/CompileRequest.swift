import Foundation

/// Turns the paths and options a command was given into compilations: a directory is a
/// curriculum root; a file is checked inside the curriculum it belongs to, and only its own
/// findings are reported.
struct CompileRequest {
    var paths: [String]
    var options: CompileOptions

    static let defaultRoot = "curriculum"

    static func options(from args: ParsedArguments) throws -> CompileOptions {
        var options = CompileOptions()
        options.strict = args.has("--strict")
        for spec in args.all("--rule") {
            let parts = spec.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let level = Severity(rawValue: parts[1]) else {
                throw UsageError("--rule expects ID=off|info|warning|error, got '\(spec)'")
            }
            guard RuleRegistry.description(of: parts[0]) != nil else {
                var message = "unknown rule '\(parts[0])' in --rule"
                if let near = EditDistance.closest(to: parts[0], in: RuleRegistry.all.map(\.id)) {
                    message += "; did you mean '\(near)'?"
                }
                throw UsageError(message)
            }
            options.ruleOverrides.append((parts[0], level))
        }
        return options
    }

    enum Failure: Error { case missing(String) }

    func run(io: CommandIO) throws -> [Compilation] {
        let fm = FileManager.default
        var groups: [(root: URL, display: String, only: Set<String>?)] = []
        for path in paths.isEmpty ? [Self.defaultRoot] : paths {
            let url = io.url(for: path)
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: url.path, isDirectory: &isDir) else { throw Failure.missing(path) }
            if isDir.boolValue {
                groups.append((url, path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path, nil))
                continue
            }
            // A single file: find the curriculum it belongs to, so cross-file rules still apply.
            let (root, display) = Self.enclosingRoot(of: url, displayPath: path)
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            let shown = DisplayPath.join(display, relative)
            if let i = groups.firstIndex(where: { $0.root.standardizedFileURL == root.standardizedFileURL && $0.only != nil }) {
                groups[i].only?.insert(shown)
            } else {
                groups.append((root, display, [shown]))
            }
        }
        return try groups.map { group in
            var compilation = try Compiler.compile(root: group.root, displayRoot: group.display, options: options)
            if let only = group.only {
                compilation.diagnostics = compilation.diagnostics.filter { only.contains($0.location.path) }
                compilation.files = compilation.files.filter { only.contains($0) }
            }
            return compilation
        }
    }

    /// The nearest ancestor holding `curriculum.yaml`, else the file's own folder.
    static func enclosingRoot(of file: URL, displayPath: String) -> (URL, String) {
        var dir = file.deletingLastPathComponent()
        var display = DisplayPath.parent(displayPath)
        for _ in 0..<32 {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("curriculum.yaml").path) {
                return (dir, display.isEmpty ? "." : display)
            }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { break }
            dir = parent
            display = display.isEmpty || display == "." ? ".." : DisplayPath.parent(display)
        }
        let own = file.deletingLastPathComponent()
        let ownDisplay = DisplayPath.parent(displayPath)
        return (own, ownDisplay.isEmpty ? "." : ownDisplay)
    }
}

extension CommandIO {
    /// Renders a report in the chosen format to stdout.
    func emit(_ report: LintReport, format: String) throws {
        guard let reporter = Reporters.named(format) else {
            var message = "unknown format '\(format)'; expected one of \(Reporters.names.joined(separator: ", "))"
            if let near = EditDistance.closest(to: format, in: Reporters.names) { message += "; did you mean '\(near)'?" }
            throw UsageError(message)
        }
        var timer = StageTimer()
        let text = reporter.init(options: ReporterOptions(color: format == "text" && useColor, maxPerRule: maxPerRule)).render(report)
        timer.lap("render \(format) report")
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
        "Text format: show the first N findings of each rule in each file, then how many more (default \(ReporterOptions.defaultMaxPerRule); 0 shows all).")
}
