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
        var groups: [(root: URL, display: String, only: [String: String]?)] = []
        for path in paths.isEmpty ? [Self.defaultRoot] : paths {
            let url = io.url(for: path)
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: url.path, isDirectory: &isDir) else { throw Failure.missing(path) }
            if isDir.boolValue {
                groups.append((url, path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path, nil))
                continue
            }
            guard FileName.yamlExtension(url.lastPathComponent) != .none else {
                throw UsageError("'\(path)' is not a curriculum file: curriculum files are YAML files ending in .yaml or .yml")
            }
            // A single file: find the curriculum it belongs to, so cross-file rules still apply.
            let (root, display) = Self.enclosingRoot(of: url, displayPath: path)
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            let shown = DisplayPath.join(display, relative)
            if let i = groups.firstIndex(where: { $0.root.standardizedFileURL == root.standardizedFileURL && $0.only != nil }) {
                groups[i].only?[shown] = path
            } else {
                groups.append((root, display, [shown: path]))
            }
        }
        return try groups.map { group in
            var compilation = try Compiler.compile(root: group.root, displayRoot: group.display, options: options)
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
            } else if compilation.files.isEmpty && compilation.diagnostics.isEmpty {
                throw UsageError("'\(group.display)' holds no curriculum files: curriculum files are YAML files ending in .yaml or .yml")
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
        out(reporter.init(options: ReporterOptions(color: format == "text" && useColor)).render(report))
    }
}
