import Foundation

/// `curriculum validate --schema SCHEMA FILE…`: any YAML or JSON file against any JSON Schema
/// 2020-12, with the same located diagnostics as `lint`.
public enum ValidateCommand: Command {
    public static let name = "validate"
    public static let summary = "Validate YAML or JSON files against a JSON Schema (2020-12)."
    public static let synopsis = "--schema SCHEMA FILE… [--format text|json|sarif|github|junit]"
    public static let discussion = """
        SCHEMA is a schema file, or the name of a built-in one (lesson.schema.json, \
        items/counting.schema.json, bundle/manifest.schema.json, …). A schema file's siblings are \
        available to its relative $refs. Files ending in .json are read as JSON, where a number is \
        never a string. Exit codes: 0 valid, 1 invalid, 2 usage, 3 unreadable.
        """
    public static let options: [OptionSpec] = [
        .value("--schema", "SCHEMA", "The schema to validate against."),
        .value("--format", "FORMAT", "Output format (default text)."),
    ]

    public static func run(_ args: ParsedArguments, _ io: CommandIO) -> ExitCode {
        guard let schemaName = args.value("--schema"), !args.positionals.isEmpty else {
            io.err("error: validate needs --schema and at least one file\nUSAGE: curriculum validate \(synopsis)\n")
            return .usage
        }
        let format = args.value("--format") ?? "text"
        guard Reporters.named(format) != nil else {
            io.err("error: unknown format '\(format)'; expected one of \(Reporters.names.joined(separator: ", "))\n")
            return .usage
        }
        let schema: JSONSchema
        do {
            schema = try load(schemaName, io: io)
        } catch let error as UsageError {
            io.err("error: \(error.message)\n")
            return .usage
        } catch {
            io.err("error: cannot use schema '\(schemaName)': \(error)\n")
            return .failure
        }
        var diagnostics: [Diagnostic] = []
        var sources: [String: SourceFile] = [:]
        for path in args.positionals {
            guard let source = try? SourceFile.read(io.url(for: path), displayPath: path) else {
                io.err("error: cannot read '\(TerminalSafe.escape(path))'\n")
                return .failure
            }
            sources[path] = source
            let (root, problems) = YAMLLoader(json: path.hasSuffix(".json")).load(source)
            diagnostics += problems
            if let root { diagnostics += SchemaValidator.validate(root, against: schema, path: path) }
        }
        let report = LintReport(diagnostics: diagnostics, sources: sources, checkedFiles: args.positionals, rules: RuleRegistry.all)
        do { try io.emit(report, format: format) } catch { return .usage }
        return report.count(.error) > 0 ? .contentErrors : .success
    }

    /// A schema file on disk (with its folder's schemas for relative refs), else a built-in one.
    static func load(_ name: String, io: CommandIO) throws -> JSONSchema {
        let url = io.url(for: name)
        if FileManager.default.fileExists(atPath: url.path) {
            let fm = FileManager.default
            let registry = SchemaRegistry()
            // Relative $refs may climb to parent folders (items/x.schema.json → ../common.schema.json):
            // load the highest of the nearby folders that holds schema files, recursively.
            let file = url.standardizedFileURL.resolvingSymlinksInPath()
            var schemaRoot = file.deletingLastPathComponent()
            var candidate = schemaRoot
            for _ in 0..<3 {
                candidate = candidate.deletingLastPathComponent()
                let names = (try? fm.contentsOfDirectory(atPath: candidate.path)) ?? []
                if names.contains(where: { $0.hasSuffix(".schema.json") }) { schemaRoot = candidate }
            }
            _ = try? registry.addDirectory(schemaRoot)
            // Plain .json siblings too, for schemas that are not named *.schema.json.
            let directory = file.deletingLastPathComponent()
            for sibling in ((try? fm.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
            where sibling.hasSuffix(".json") && !sibling.hasSuffix(".schema.json") && sibling != file.lastPathComponent {
                if let source = try? SourceFile.read(directory.appendingPathComponent(sibling), displayPath: sibling) {
                    registry.add(source, uri: "file:///" + sibling, fileName: sibling)
                }
            }
            let relative = String(file.path.dropFirst(schemaRoot.path.count + 1))
            if registry.fileNames.contains(relative) { return try registry.schema(file: relative) }
            let source = try SourceFile.read(file, displayPath: name)
            let problems = registry.add(source, uri: "file:///" + file.lastPathComponent, fileName: file.lastPathComponent)
            if let first = problems.first(where: { $0.severity == .error }) {
                throw UsageError("schema \(name) is not valid JSON: \(first.location): \(first.message)")
            }
            return try registry.schema(file: file.lastPathComponent)
        }
        let (registry, _) = try SchemaRegistry.builtIn()
        guard registry.fileNames.contains(name) else {
            var message = "no schema file '\(name)' and no built-in schema of that name"
            message += EditDistance.didYouMean(EditDistance.candidates(near: name, in: registry.fileNames))
            throw UsageError(message)
        }
        return try registry.schema(file: name)
    }
}
