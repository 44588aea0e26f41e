import CurriculumSyntax
import CurriculumCompiler
import CurriculumSchema
import Foundation

/// `curriculum validate --schema SCHEMA FILE…`: any YAML or JSON file against any JSON Schema
/// 2020-12, with the same located diagnostics as `lint`.
package enum ValidateCommand: Command {
    package static let name = "validate"
    package static let summary = "Validate YAML or JSON files against a JSON Schema (2020-12)."
    package static let synopsis = "--schema SCHEMA FILE… [--format text|json|sarif|github|junit]"
    package static let discussion = """
        SCHEMA is a schema file, or the name of a built-in one (lesson.schema.json, \
        items/counting.schema.json, bundle/manifest.schema.json, …). A schema file's relative $refs \
        are read from the files they point at, resolved against the schema file's own location (or \
        its $id, falling back to its location), as any JSON Schema validator would; nothing is \
        fetched from the network. Files ending in .json are read as JSON, where a number is never a \
        string. Exit codes: 0 valid, 1 invalid, 2 usage, 3 unreadable.
        """
    package static let options: [OptionSpec] = [
        .value("--schema", "SCHEMA", "The schema to validate against.").nonEmpty(),
        .value("--format", "FORMAT", "Output format (default text)."),
    ]

    package static func run(_ args: ParsedArguments, _ io: CommandIO) throws -> ExitCode {
        guard let schemaName = args.value("--schema"), !args.positionals.isEmpty else {
            io.err("error: validate needs --schema and at least one file\nUSAGE: curriculum validate \(synopsis)\n")
            return .usage
        }
        let format = try ReportFormat.chosen(by: args)
        let schema: JSONSchema
        do {
            schema = try load(schemaName, io: io)
        } catch let error as UsageError {
            io.err("error: \(error.message)\n")
            return .usage
        } catch {
            io.err("error: \(ErrorDescription.isSystemError(error) ? ErrorDescription.describe(error, path: schemaName, action: .read, noun: "schema") : "cannot use schema '\(schemaName)': \(ErrorDescription.reason(error))")\n")
            return .failure
        }
        var diagnostics: [Diagnostic] = []
        var sources: [String: SourceFile] = [:]
        let limit = LoadLimits().maxFileBytes
        for path in args.positionals {
            let source: SourceFile
            switch InputFile.read(path: io.url(for: path).path, displayPath: path, limit: limit) {
            case .success(let read): source = read
            case .failure(.system(let code)):
                io.err("error: \(ErrorDescription.describe(InputFile.Failure.system(code), path: TerminalSafe.escape(path), action: .read))\n")
                return .failure
            case .failure(let failure):
                // Not a file to read (a pipe, a device, a folder) or too large: a finding, and the
                // other files are still validated.
                diagnostics.append(InputFile.diagnostic(failure, at: path))
                continue
            }
            sources[path] = source
            let (root, problems) = YAMLLoader(json: path.hasSuffix(".json")).load(source)
            diagnostics += problems
            if let root { diagnostics += SchemaValidator.validate(root, against: schema, path: path) }
        }
        let report = LintReport(diagnostics: diagnostics, sources: sources, checkedFiles: args.positionals, rules: RuleRegistry.all)
        io.emit(report, format: format)
        return report.count(.error) > 0 ? .contentErrors : .success
    }

    /// A schema file on disk, its `$ref`s read from where they point, else a built-in one.
    static func load(_ name: String, io: CommandIO) throws -> JSONSchema {
        let url = io.url(for: name)
        if FileManager.default.fileExists(atPath: url.path) {
            let file = url.standardizedFileURL.resolvingSymlinksInPath()
            let registry = SchemaRegistry(retrieve: SchemaRegistry.readFile)
            let source = try SourceFile.read(file, displayPath: name)
            let problems = registry.add(source, uri: SchemaRegistry.fileURI(of: file), fileName: file.lastPathComponent)
            if let first = problems.first(where: { $0.severity == .error }) {
                throw UsageError("schema \(name) is not valid JSON: \(first.location): \(first.message)")
            }
            return try registry.schema(file: file.lastPathComponent)
        }
        let (registry, _) = SchemaRegistry.builtIn()
        guard registry.fileNames.contains(name) else {
            var message = "no schema file '\(name)' and no built-in schema of that name"
            message += EditDistance.didYouMean(EditDistance.candidates(near: name, in: registry.fileNames))
            throw UsageError(message)
        }
        return try registry.schema(file: name)
    }
}
